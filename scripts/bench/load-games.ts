// `npm run bench:games`: whole guest games over real HTTP against a server in its own process with 100,000
// words stored. Each of N players (default 50) plays game after game: create, words, each round's answer
// and its follow-up when one is offered, complete. Prints p50/p99/max per call and games/s; asserts nothing.
// Knobs: BENCH_WORDS, BENCH_GAMES_IN_FLIGHT (50), BENCH_SECONDS (30), BENCH_GAMES (stop after this many
// games instead), BENCH_WARMUP_SECONDS (3, calls not counted while the server's JIT warms up), BENCH_THINK_MS
// (0: no pause between a player's calls, so the server is never idle), BENCH_PROFILE_DIR (as bench:rest).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gameServerEnv, startChild } from './child-server';
import { CALLS, CallFailed, gameClient, playGame, type Call } from './game-client';
import { profilePhase } from './profile-phases';
import { seedWords } from './seed-words';

const WORD_COUNT = Number(process.env.BENCH_WORDS ?? 100_000);
const GAMES_IN_FLIGHT = Number(process.env.BENCH_GAMES_IN_FLIGHT ?? 50);
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const GAME_LIMIT = process.env.BENCH_GAMES === undefined ? Infinity : Number(process.env.BENCH_GAMES);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const THINK_MS = Number(process.env.BENCH_THINK_MS ?? 0);

/** Latencies and failures per call, counted only once the warm-up is over. */
class Tally {
  readonly latencies = new Map<Call, number[]>(CALLS.map((call) => [call, []]));
  readonly failures = new Map<Call, number>(CALLS.map((call) => [call, 0]));
  firstFailure: string | undefined;
  games = 0;
  isCounting = false;

  record(call: Call, milliseconds: number): void {
    if (this.isCounting) this.latencies.get(call)!.push(milliseconds);
  }

  fail(call: Call, message: string): void {
    this.failures.set(call, this.failures.get(call)! + 1);
    this.firstFailure ??= `${call}: ${message}`;
  }
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;
}

function report(tally: Tally, seconds: number): void {
  const calls = [...tally.latencies.values()].reduce((sum, latencies) => sum + latencies.length, 0);
  console.log(
    `\n${GAMES_IN_FLIGHT} games in flight, think time ${THINK_MS} ms, ${seconds.toFixed(1)} s counted ` +
      `(after ${WARMUP_SECONDS} s warm-up): ${tally.games} games, ${(tally.games / seconds).toFixed(1)} games/s, ` +
      `${(calls / seconds).toFixed(0)} calls/s`,
  );
  console.log(
    `${'call'.padEnd(10)} ${'count'.padStart(7)} ${'p50'.padStart(8)} ${'p99'.padStart(8)} ${'max'.padStart(8)}  failed`,
  );
  for (const call of CALLS) {
    const sorted = [...tally.latencies.get(call)!].sort((a, b) => a - b);
    const cells = [0.5, 0.99].map((fraction) => `${percentile(sorted, fraction).toFixed(2)} ms`.padStart(8));
    const max = `${(sorted[sorted.length - 1] ?? Number.NaN).toFixed(2)} ms`.padStart(8);
    console.log(
      `${call.padEnd(10)} ${String(sorted.length).padStart(7)} ${cells.join(' ')} ${max}  ${tally.failures.get(call)}`,
    );
  }
  if (tally.firstFailure !== undefined) console.log(`first failure: ${tally.firstFailure}`);
}

async function play(baseUrl: string): Promise<void> {
  const tally = new Tally();
  const client = gameClient(baseUrl, {
    maxSockets: GAMES_IN_FLIGHT,
    onReply: (call, milliseconds) => tally.record(call, milliseconds),
  });
  const startedAt = performance.now();
  let countingFrom = startedAt;
  const warmup = setTimeout(() => {
    tally.isCounting = true;
    tally.games = 0;
    countingFrom = performance.now();
  }, WARMUP_SECONDS * 1000);
  const isOver = () =>
    performance.now() - startedAt >= (WARMUP_SECONDS + DURATION_SECONDS) * 1000 || tally.games >= GAME_LIMIT;
  const players = Array.from({ length: GAMES_IN_FLIGHT }, async () => {
    while (!isOver()) {
      try {
        await playGame(client, { thinkMs: THINK_MS });
        tally.games += 1;
      } catch (error) {
        if (!(error instanceof CallFailed)) throw error;
        // A refused call ends that game; the player starts another (the message is printed once).
        tally.fail(error.call, error.message);
      }
    }
  });
  await Promise.all(players);
  clearTimeout(warmup);
  report(tally, (performance.now() - countingFrom) / 1000);
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bluffle-games-'));
  try {
    await seedWords(dataDir, WORD_COUNT);
    const server = await startChild('game-server/src/main.ts', gameServerEnv(dataDir));
    try {
      await profilePhase('games', () => play(server.url));
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
