// Marks the measured stretches of a bench in BENCH_PROFILE_DIR/phases.json, so profile-summary.ts can show
// what the server spent during each load phase apart from the set-up around it.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ProfilePhase } from './cpu-profile';

const phases: ProfilePhase[] = [];

/** Microseconds of the monotonic clock, the one V8 stamps its CPU profile samples with. */
function monotonicMicros(): number {
  return Number(process.hrtime.bigint() / 1000n);
}

export async function profilePhase<Result>(name: string, run: () => Promise<Result>): Promise<Result> {
  const startMicros = monotonicMicros();
  try {
    return await run();
  } finally {
    phases.push({ name, startMicros, endMicros: monotonicMicros() });
    const directory = process.env.BENCH_PROFILE_DIR;
    if (directory) {
      mkdirSync(directory, { recursive: true });
      writeFileSync(path.join(directory, 'phases.json'), JSON.stringify(phases, null, 2));
    }
  }
}
