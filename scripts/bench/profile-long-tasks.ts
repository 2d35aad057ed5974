// The longest stretches a V8 CPU profile shows the event loop busy without a break: runs of samples none of
// which is idle. A stretch is one task or several back to back with no wait between them; either way it is
// how long a message that arrived at its start waited. Each is named by where its time went.
import type { CpuProfile, ProfilePhase } from './cpu-profile';

interface Stretch {
  startMicros: number;
  micros: number;
  selfMicros: Map<string, number>;
  totalMicros: Map<string, number>;
}

/** Our own code's frames, and the libraries' that do our heavy lifting (Colyseus's patches, the store). */
const NAMED_CODE = /^\S+ (game-server|shared-schema|@colyseus|better-sqlite3)\//;
const TOP_FRAMES = 4;

function topOf(micros: Map<string, number>, total: number): string {
  return [...micros.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, TOP_FRAMES)
    .map(([name, time]) => `${((time / total) * 100).toFixed(0)}% ${name}`)
    .join('; ');
}

/**
 * The `count` longest busy stretches (in the phase, when given), longest first, each with its start from
 * the phase's (or profile's) start, its length, and its top frames by self time and by total time.
 */
export function longestTasks(
  profile: CpuProfile,
  frameName: (nodeId: number) => string,
  stackOf: (nodeId: number) => Set<string>,
  count: number,
  phase?: ProfilePhase,
): string[] {
  const stretches: Stretch[] = [];
  let current: Stretch | undefined;
  let at = profile.startTime;
  profile.samples.forEach((nodeId, index) => {
    at += profile.timeDeltas[index] ?? 0;
    if (phase && (at < phase.startMicros || at > phase.endMicros)) return;
    const delta = profile.timeDeltas[index + 1] ?? 0;
    const name = frameName(nodeId);
    if (name.startsWith('(idle) ')) {
      current = undefined;
      return;
    }
    if (current === undefined) {
      current = { startMicros: at, micros: 0, selfMicros: new Map(), totalMicros: new Map() };
      stretches.push(current);
    }
    current.micros += delta;
    current.selfMicros.set(name, (current.selfMicros.get(name) ?? 0) + delta);
    for (const frame of stackOf(nodeId)) {
      if (NAMED_CODE.test(frame))
        current.totalMicros.set(frame, (current.totalMicros.get(frame) ?? 0) + delta);
    }
  });
  const origin = phase?.startMicros ?? profile.startTime;
  return stretches
    .sort((a, b) => b.micros - a.micros)
    .slice(0, count)
    .flatMap((stretch) => [
      `${(stretch.micros / 1000).toFixed(1).padStart(7)} ms busy at +${((stretch.startMicros - origin) / 1e6).toFixed(2)} s`,
      `    self: ${topOf(stretch.selfMicros, stretch.micros)}`,
      ...(stretch.totalMicros.size === 0 ? [] : [`    total: ${topOf(stretch.totalMicros, stretch.micros)}`]),
    ]);
}
