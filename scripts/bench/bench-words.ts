// The word pipeline's figures , in-process: time to build the full bank, the generator's
// load time and memory, and the time to generate 20 words (what an admin's Generate asks for). `npm run
// bench:words` runs this, then bench-admin-words.ts (the same through the real server, and 2,000-row CSV
// uploads). Prints figures; asserts nothing. Knob: BENCH_GENERATE_RUNS (default 20).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { createWordGenerator } from '@bluffle/word-generator';
import { repoRoot } from './child-server';

const GENERATE_RUNS = Number(process.env.BENCH_GENERATE_RUNS ?? 20);

const ms = (value: number) => `${value.toFixed(0)} ms`;
const median = (values: number[]) =>
  [...values].sort((left, right) => left - right)[Math.floor(values.length / 2)] ?? 0;

function timeBankBuild(): number {
  const startedAt = performance.now();
  const build = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join('scripts', 'word-bank', 'build-word-bank.ts')],
    {
      cwd: repoRoot,
      stdio: 'ignore',
    },
  );
  if (build.status !== 0) throw new Error('the bank build failed');
  return performance.now() - startedAt;
}

function timeGenerator(): void {
  const rssBefore = process.memoryUsage().rss;
  const loadStartedAt = performance.now();
  const generator = createWordGenerator();
  const loadMs = performance.now() - loadStartedAt;
  const rssMb = (process.memoryUsage().rss - rssBefore) / 1024 / 1024;
  console.log(
    `generator load (server settings): ${ms(loadMs)}, +${rssMb.toFixed(0)} MB RSS, ${JSON.stringify(generator.stats)}`,
  );
  const times: number[] = [];
  for (let run = 0; run < GENERATE_RUNS; run += 1) {
    const startedAt = performance.now();
    generator.generate({ language: 'english', count: 20, seed: run });
    times.push(performance.now() - startedAt);
  }
  console.log(
    `generate 20 English words: median ${ms(median(times))}, worst ${ms(Math.max(...times))} over ${GENERATE_RUNS} seeds`,
  );
}

function main(): void {
  console.log(`full bank build (npm run words:build): ${ms(timeBankBuild())}`);
  timeGenerator();
}

main();
