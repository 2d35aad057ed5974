// `npx tsx scripts/bench/profile-summary.ts <file.cpuprofile> [top] [phases.json]`: self time by function of
// a V8 CPU profile, as shares of the busy (non-idle) time. With a phases file (written by the benches into
// BENCH_PROFILE_DIR), one table per measured phase, so set-up work (seeding, preparing sessions) does not
// hide what a request costs. Shares hold up on a loaded machine; absolute times do not. Then the longest
// stretches the event loop was busy without a break (profile-long-tasks.ts): what a stall was made of.
import { readFileSync } from 'node:fs';
import type { CpuProfile, ProfileNode, ProfilePhase } from './cpu-profile';
import { longestTasks } from './profile-long-tasks';

function frameName(node: ProfileNode): string {
  const { functionName, url, lineNumber, columnNumber } = node.callFrame;
  const file = url
    .replace(/.*node_modules\//, '')
    .replace(/^.*?\/(game-server|shared-schema|scripts)\//, '$1/');
  return `${functionName || '(anonymous)'} ${file}:${lineNumber + 1}:${columnNumber + 1}`;
}

const LONGEST_TASKS = Number(process.env.LONGEST_TASKS ?? 8);

/** Our own code's frames, for the inclusive table: where a request's time goes, callees included. */
const OUR_CODE = /^\S+ (game-server|shared-schema)\//;

export function summarise(profile: CpuProfile, top: number, phase?: ProfilePhase): string[] {
  const names = new Map(profile.nodes.map((node) => [node.id, frameName(node)]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const stackOf = (nodeId: number) => {
    // Each function once per sample, however deep it recurses.
    const stack = new Set<string>();
    for (let id: number | undefined = nodeId; id !== undefined; id = parents.get(id))
      stack.add(names.get(id)!);
    return stack;
  };
  const selfMicros = new Map<string, number>();
  const totalMicros = new Map<string, number>();
  let at = profile.startTime;
  let busy = 0;
  let idle = 0;
  profile.samples.forEach((nodeId, index) => {
    at += profile.timeDeltas[index] ?? 0;
    if (phase && (at < phase.startMicros || at > phase.endMicros)) return;
    const delta = profile.timeDeltas[index + 1] ?? 0;
    const name = names.get(nodeId) ?? '?';
    if (name.startsWith('(idle) ')) {
      idle += delta;
      return;
    }
    busy += delta;
    selfMicros.set(name, (selfMicros.get(name) ?? 0) + delta);
    for (const frame of stackOf(nodeId)) totalMicros.set(frame, (totalMicros.get(frame) ?? 0) + delta);
  });
  const header = `${phase?.name ?? 'whole run'}: busy ${(busy / 1000).toFixed(0)} ms, idle ${(idle / 1000).toFixed(0)} ms`;
  const share = ([name, micros]: [string, number]) =>
    `${((micros / busy) * 100).toFixed(1).padStart(5)}%  ${name}`;
  const bySize = (entries: Iterable<[string, number]>) => [...entries].sort((a, b) => b[1] - a[1]);
  const selfRows = bySize(selfMicros).slice(0, top).map(share);
  const ourRows = bySize(totalMicros)
    .filter(([name]) => OUR_CODE.test(name))
    .slice(0, top)
    .map(share);
  const tasks = longestTasks(profile, (nodeId) => names.get(nodeId) ?? '?', stackOf, LONGEST_TASKS, phase);
  return [
    header,
    'self time:',
    ...selfRows,
    'total time (callees included), our code:',
    ...ourRows,
    `longest busy stretches (no idle sample between):`,
    ...tasks,
  ];
}

function main(): void {
  const [file, topArgument, phasesFile] = process.argv.slice(2);
  if (file === undefined) {
    console.error('usage: profile-summary.ts <file.cpuprofile> [top] [phases.json]');
    process.exit(2);
  }
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const top = Number(topArgument ?? 25);
  const phases = phasesFile ? (JSON.parse(readFileSync(phasesFile, 'utf8')) as ProfilePhase[]) : [undefined];
  for (const phase of phases) console.log([...summarise(profile, top, phase), ''].join('\n'));
}

if (require.main === module) main();
