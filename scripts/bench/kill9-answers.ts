// `npm run bench:kill9`: an acknowledged answer survives kill -9 of the server. Each round starts the server on
// the same data directory, lets players answer at full speed, kills the process with SIGKILL at a random
// moment (before and after the background checkpointer starts, during checkpoints), opens the store as the
// next start would, and checks that every game it created and every answer it acknowledged is there. Prints a
// line per round and exits 1 on any loss. Knobs: KILL9_ROUNDS (20), KILL9_PLAYERS (20), BENCH_WORDS (5,000).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createStore } from '../../game-server/src/store/create-store';
import type { GameSessionRecord } from '../../game-server/src/domain/session';
import { gameServerEnv, startChild } from './child-server';
import { CallFailed, gameClient, playGame, type AcknowledgedAnswer } from './game-client';
import { seedWords } from './seed-words';

const ROUNDS = Number(process.env.KILL9_ROUNDS ?? 20);
const PLAYERS = Number(process.env.KILL9_PLAYERS ?? 20);
const WORD_COUNT = Number(process.env.BENCH_WORDS ?? 5_000);
const MIN_LIFETIME_MS = 200;
const MAX_LIFETIME_MS = 3000;

interface Acknowledged {
  codes: string[];
  answers: AcknowledgedAnswer[];
  refusals: string[];
}

/** Plays until the server disappears; only what the server answered with 2xx is recorded. */
async function playUntilKilled(baseUrl: string, lifetimeMs: number, kill: () => Promise<void>) {
  const acknowledged: Acknowledged = { codes: [], answers: [], refusals: [] };
  const client = gameClient(baseUrl, { maxSockets: PLAYERS });
  let isKilled = false;
  const players = Array.from({ length: PLAYERS }, async () => {
    while (!isKilled) {
      try {
        await playGame(client, {
          onCreated: (code) => acknowledged.codes.push(code),
          onAnswer: (answer) => acknowledged.answers.push(answer),
        });
      } catch (error) {
        // A refusal while the server is alive is a bug worth seeing; a dropped connection is the kill.
        if (error instanceof CallFailed && !isKilled) acknowledged.refusals.push(error.message);
        if (!(error instanceof CallFailed)) return;
      }
    }
  });
  await new Promise((resolve) => setTimeout(resolve, lifetimeMs));
  isKilled = true;
  await kill();
  await Promise.all(players);
  return acknowledged;
}

/** Whether the stored session holds the acknowledged answer (a later answer to it may have followed). */
function holds(session: GameSessionRecord, answer: AcknowledgedAnswer): boolean {
  const isRecorded = session.answers.some((recorded) => recorded.roundNumber === answer.roundNumber);
  if (answer.reply.stage === 'round-over') return isRecorded;
  const round = session.currentRound;
  return isRecorded || (round?.roundNumber === answer.roundNumber && round.stage === 'followup');
}

async function lostAfterKill(dataDir: string, acknowledged: Acknowledged): Promise<string[]> {
  const store = await createStore({ dataDir });
  try {
    const lost: string[] = [];
    for (const code of acknowledged.codes) {
      if ((await store.sessions.findByCode(code)) === null) lost.push(`game ${code}`);
    }
    for (const answer of acknowledged.answers) {
      const session = await store.sessions.findByCode(answer.code);
      if (session === null || !holds(session, answer)) {
        lost.push(`game ${answer.code} round ${answer.roundNumber} (${String(answer.reply.stage)})`);
      }
    }
    return lost;
  } finally {
    await store.close();
  }
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bluffle-kill9-'));
  let totalAnswers = 0;
  let totalLost = 0;
  try {
    await seedWords(dataDir, WORD_COUNT);
    for (let round = 1; round <= ROUNDS; round += 1) {
      const server = await startChild('game-server/src/main.ts', gameServerEnv(dataDir));
      const lifetimeMs = MIN_LIFETIME_MS + Math.random() * (MAX_LIFETIME_MS - MIN_LIFETIME_MS);
      const acknowledged = await playUntilKilled(server.url, lifetimeMs, () => server.kill());
      const lost = await lostAfterKill(dataDir, acknowledged);
      totalAnswers += acknowledged.answers.length;
      totalLost += lost.length;
      console.log(
        `round ${String(round).padStart(2)}: killed after ${lifetimeMs.toFixed(0).padStart(4)} ms, ` +
          `${acknowledged.codes.length} games and ${acknowledged.answers.length} answers acknowledged, ` +
          `${lost.length} lost${lost.length > 0 ? `: ${lost.slice(0, 5).join('; ')}` : ''}` +
          (acknowledged.refusals.length > 0 ? ` (refused while alive: ${acknowledged.refusals[0]})` : ''),
      );
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(`\n${ROUNDS} kill -9s, ${totalAnswers} acknowledged answers, ${totalLost} lost`);
  if (totalLost > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
