// `npm run bench:word-draw`: the CPU a lobby's word draw at its start costs (drawLobbyWords,
// what every lobby pays at round 1; 1,000 lobbies starting in one second pay it 1,000 times), in ms per
// draw beside its target (0.2 ms). The store holds the seeded word bank (game-server/seed). Two
// runs: seats with no solo games (the bots' players), and seats of which half have twenty recent solo games
// whose words the draw avoids. Knobs: BENCH_DRAWS, BENCH_ROUNDS (the lobby's rounds, 5 by default),
// BENCH_PROFILE_DIR=<dir> to write a V8 CPU profile of both runs.
import { Session } from 'node:inspector/promises';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_WORD_BANK_FILE } from '../../game-server/src/config/read-config';
import { cryptoRandom } from '../../game-server/src/random-source';
import { readWordBankFile } from '../../game-server/src/seeding/word-bank-file';
import { HISTORY_GAMES } from '../../game-server/src/services/fresh-words';
import { drawLobbyWords } from '../../game-server/src/services/lobby-words';
import { userIdentityKey } from '../../game-server/src/services/play-identity';
import { createStore } from '../../game-server/src/store/create-store';
import type { Store } from '../../game-server/src/store/port';

const DRAWS = Number(process.env.BENCH_DRAWS ?? 2000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const USERS = 400;
const TARGET_MS = 0.2;

/** Twenty finished solo games of ten words for every other user, so half the seats bring a history. */
async function storeHistories(store: Store): Promise<void> {
  const { words } = await store.words.list({ language: 'english', limit: 5000, offset: 0 });
  const ids = words.map((word) => word.id);
  for (let user = 0; user < USERS; user += 2) {
    for (let game = 0; game < HISTORY_GAMES; game += 1) {
      const code = `H${String(user * HISTORY_GAMES + game).padStart(7, '0')}`;
      await store.sessions.create({
        code,
        playerName: `Player ${user}`,
        userId: `bench:${user}`,
        playerTokenHash: 'a'.repeat(64),
        language: 'english',
        totalRounds: 10,
        phaseOneSeconds: 15,
        isRelaxed: false,
        wordIds: Array.from({ length: 10 }, (_, index) => ids[(user * 37 + game * 10 + index) % ids.length]!),
        status: 'completed',
        currentRound: null,
        answers: [],
        score: { correct: 0, incorrect: 0, fastAnswers: 0, streak: 0, bestStreak: 0, totalScore: 0 },
        duplicatedFrom: null,
        identityKey: userIdentityKey(`bench:${user}`),
        wordSetKey: null,
        isPractice: false,
        lastAnswer: null,
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, game)).toISOString(),
        completedAt: null,
      });
    }
  }
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bluffle-draw-'));
  const store = await createStore({ dataDir });
  try {
    const bank = await readWordBankFile(DEFAULT_WORD_BANK_FILE);
    await store.words.createMany(bank);
    await storeHistories(store);
    const deps = { store, random: cryptoRandom };
    console.log(`${bank.length} words stored, ${DRAWS} lobby draws of ${ROUNDS} rounds a run`);
    const profiler = process.env.BENCH_PROFILE_DIR ? new Session() : null;
    if (profiler) {
      profiler.connect();
      await profiler.post('Profiler.enable');
      await profiler.post('Profiler.start');
    }
    // Users past USERS have no games; even-numbered ones below it have twenty.
    const runs = [
      { name: 'seats without solo games', seat: (draw: number, seat: number) => USERS + draw * 4 + seat },
      {
        name: `half the seats with ${HISTORY_GAMES} recent games`,
        seat: (draw: number, seat: number) => (draw * 4 + seat) % USERS,
      },
    ];
    for (const run of runs) {
      const seats = (draw: number) => [0, 1, 2, 3].map((seat) => `bench:${run.seat(draw, seat)}`);
      // Warm-up: V8's compiled code and SQLite's page cache, as a running server has them.
      for (let draw = 0; draw < 200; draw += 1) await drawLobbyWords(deps, 'english', ROUNDS, seats(draw));
      const cpuBefore = process.cpuUsage();
      const startedAt = performance.now();
      let words = 0;
      for (let draw = 0; draw < DRAWS; draw += 1) {
        words += (await drawLobbyWords(deps, 'english', ROUNDS, seats(draw))).length;
      }
      const wallMs = performance.now() - startedAt;
      const cpu = process.cpuUsage(cpuBefore);
      const cpuMs = (cpu.user + cpu.system) / 1000;
      console.log(
        `${run.name.padEnd(36)} CPU ${(cpuMs / DRAWS).toFixed(3)} ms per draw (wall ` +
          `${(wallMs / DRAWS).toFixed(3)} ms, ${words / DRAWS} words) | target <= ${TARGET_MS} ms`,
      );
    }
    if (profiler) {
      const { profile } = await profiler.post('Profiler.stop');
      const directory = process.env.BENCH_PROFILE_DIR!;
      mkdirSync(directory, { recursive: true });
      writeFileSync(path.join(directory, 'word-draw.cpuprofile'), JSON.stringify(profile));
    }
  } finally {
    await store.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
