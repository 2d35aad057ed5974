// `npm run bench:games`: whole guest games over real HTTP against a server in its own process with 100,000
// words stored. Each of N players (default 50) plays game after game: create, words, each round's answer
// and its follow-up when one is offered, complete. Prints p50/p99/max per call and games/s; asserts nothing.
// Knobs: BENCH_WORDS, BENCH_GAMES_IN_FLIGHT (50), BENCH_SECONDS (30), BENCH_GAMES (stop after this many
// games instead), BENCH_WARMUP_SECONDS (3, calls not counted while the server's JIT warms up), BENCH_THINK_MS
// (0: no pause between a player's calls, so the server is never idle), BENCH_PROFILE_DIR (as bench:rest).
import { PLAYER_TOKEN_HEADER, ROUNDS_PER_GAME } from '@bluffle/shared-schema';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gameServerEnv, startChild } from './child-server';
import { profilePhase } from './profile-phases';
import { seedWords } from './seed-words';

const WORD_COUNT = Number(process.env.BENCH_WORDS ?? 100_000);
const GAMES_IN_FLIGHT = Number(process.env.BENCH_GAMES_IN_FLIGHT ?? 50);
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const GAME_LIMIT = process.env.BENCH_GAMES === undefined ? Infinity : Number(process.env.BENCH_GAMES);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const THINK_MS = Number(process.env.BENCH_THINK_MS ?? 0);

const CALLS = ['create', 'words', 'answer', 'follow-up', 'complete'] as const;
type Call = (typeof CALLS)[number];

interface Reply {
  status: number;
  body: Record<string, unknown>;
}

class CallFailed extends Error {
  constructor(
    readonly call: Call,
    message: string,
  ) {
    super(message);
  }
}

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

/** node:http with kept-alive sockets: far less client CPU than fetch, which shares the server's two cores. */
function httpClient(baseUrl: string, tally: Tally) {
  const { hostname, port } = new URL(baseUrl);
  const agent = new Agent({ keepAlive: true, maxSockets: GAMES_IN_FLIGHT });
  return (call: Call, method: 'GET' | 'POST', urlPath: string, body?: unknown, token?: string) =>
    new Promise<Reply>((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const startedAt = performance.now();
      const outgoing = request(
        {
          agent,
          hostname,
          port,
          method,
          path: urlPath,
          headers: {
            ...(payload === undefined
              ? {}
              : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
            ...(token === undefined ? {} : { [PLAYER_TOKEN_HEADER]: token }),
          },
        },
        (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
          incoming.on('end', () => {
            tally.record(call, performance.now() - startedAt);
            const text = Buffer.concat(chunks).toString('utf8');
            const status = incoming.statusCode ?? 0;
            if (status < 200 || status >= 300) {
              reject(new CallFailed(call, `${status} ${text.slice(0, 200)}`));
              return;
            }
            resolve({ status, body: JSON.parse(text) as Record<string, unknown> });
          });
        },
      );
      outgoing.on('error', reject);
      outgoing.end(payload);
    });
}

type Client = ReturnType<typeof httpClient>;

function pause(): Promise<void> {
  return THINK_MS > 0 ? new Promise((resolve) => setTimeout(resolve, THINK_MS)) : Promise.resolve();
}

function pick<Item>(items: Item[]): Item {
  return items[Math.floor(Math.random() * items.length)]!;
}

/** One guest game as the web client plays it, guessing: about half the rounds get a follow-up. */
async function playGame(client: Client): Promise<void> {
  const created = await client('create', 'POST', '/api/sessions/create', {
    playerName: 'Load',
    totalRounds: ROUNDS_PER_GAME,
  });
  const code = String(created.body.sessionCode);
  const token = String(created.body.playerToken);
  await pause();
  const served = await client(
    'words',
    'GET',
    `/api/words/session/${code}?count=10&language=english`,
    undefined,
    token,
  );
  const words = served.body.words as Array<{ id: string }>;
  const answersPath = `/api/sessions/${code}/answers`;
  for (let roundNumber = 1; roundNumber <= ROUNDS_PER_GAME; roundNumber += 1) {
    const wordId = words[roundNumber - 1]!.id;
    await pause();
    const answered = await client(
      'answer',
      'POST',
      answersPath,
      { wordId, roundNumber, playerAnswer: Math.random() < 0.5 },
      token,
    );
    if (answered.body.stage === 'followup') {
      const { options } = answered.body.followup as { options: string[] };
      await pause();
      await client(
        'follow-up',
        'POST',
        answersPath,
        { wordId, roundNumber, followupAnswer: pick(options) },
        token,
      );
    }
  }
  await pause();
  await client('complete', 'POST', `/api/sessions/${code}/complete`, {}, token);
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
  const client = httpClient(baseUrl, tally);
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
        await playGame(client);
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
