// `npm run bench:wordsmith`: the wordsmith's word tools over real HTTP (issue 8: Fill-in and Summon answer
// in well under a second), against a game server in this process that warms its word generator at start
// (WORD_GENERATOR_PRELOAD=on), with BENCH_WORDS synthetic English words stored (default 20,000) so Summon
// passes a bank-sized list of taken words. Prints the warm-up and p50/p95/max per call; asserts nothing.
// BENCH_CALLS sets how many calls of each kind are timed (default 50).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EMPTY_WORD_FORM, type WordForm } from '@bluffle/shared-schema';
import { readConfig } from '../../game-server/src/config/read-config';
import { createGameServer } from '../../game-server/src/server/create-game-server';
import { createStore } from '../../game-server/src/store/create-store';
import { seedWords } from './seed-words';

const CALLS = Number(process.env.BENCH_CALLS ?? 50);
const WORDS = Number(process.env.BENCH_WORDS ?? 20_000);
const WORDSMITH = { id: 'local:bench-smith', username: 'bench-smith' };

const REAL_FORM: WordForm = {
  ...EMPTY_WORD_FORM,
  word: 'swivet',
  definition: 'A state of extreme agitation.',
  usage: 'She was in a swivet all morning.',
  category: 'feeling',
  definitionCorrect: 'A flustered, worked-up condition.',
  definitionFake1: 'A small rotating hook for a fishing line.',
  // Two blank wrong options: the generator proposes them, the most work a Validate does.
};
const FAKE_FORM: WordForm = {
  ...EMPTY_WORD_FORM,
  word: 'glimberate',
  isReal: false,
  explanation: 'Made up: an invented stem with the verb ending -ate.',
  definition: 'To make small, rapid twitching movements.',
  usage: 'The leaves glimberated in the wind.',
  category: 'motion',
  wordClass: 'verb',
  wordsReal: 'twitch',
  wordsFake1: 'skorbulate',
};

function percentile(sorted: readonly number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? Number.NaN;
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bluffle-bench-wordsmith-'));
  await seedWords(dataDir, WORDS);
  const store = await createStore({ dataDir });
  await store.users.upsert({
    ...WORDSMITH,
    email: null,
    provider: 'local',
    avatar: null,
    roles: ['wordsmith'],
    subscription: 'wordsmith',
    subscriptionExpires: null,
  });
  await store.close();
  const config = readConfig({
    NODE_ENV: 'development',
    PORT: '0',
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    WORD_BANK_FILE: path.join(dataDir, 'no-bank.json'),
    WORD_GENERATOR_PRELOAD: 'on',
  });
  const startedAt = performance.now();
  const server = createGameServer(config);
  const { port } = await server.listen();
  const base = `http://127.0.0.1:${port}`;
  try {
    const signIn = await fetch(`${base}/auth/local`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: WORDSMITH.username }),
    });
    const cookie = signIn.headers
      .getSetCookie()
      .map((value) => value.split(';')[0])
      .join('; ');
    const post = async (route: string, body: unknown): Promise<number> => {
      const callStartedAt = performance.now();
      const response = await fetch(`${base}${route}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${route}: ${response.status} ${await response.text()}`);
      await response.json();
      return performance.now() - callStartedAt;
    };

    // The first call waits in the generator thread's queue for the warm-up that began at listen.
    const firstMs = await post('/api/words/summon', { language: 'english' });
    console.log(
      `server listening to first Summon answered (generator warm-up included): ${Math.round(performance.now() - startedAt)} ms; that call took ${Math.round(firstMs)} ms`,
    );

    const kinds: Array<[string, string, (call: number) => unknown]> = [
      ['summon english', '/api/words/summon', () => ({ language: 'english' })],
      ['summon filipino', '/api/words/summon', () => ({ language: 'filipino' })],
      ['autofill dictionary word', '/api/words/autofill', () => ({ word: 'swivet', language: 'english' })],
      [
        'autofill new word (FAKE proposal)',
        '/api/words/autofill',
        (call) => ({ word: `glimber${'ate'.slice(0, 1 + (call % 3))}`, language: 'english' }),
      ],
      ['validate REAL (with fillers)', '/api/words/validate', () => REAL_FORM],
      ['validate FAKE (with fillers)', '/api/words/validate', () => FAKE_FORM],
    ];
    for (const [name, route, bodyOf] of kinds) {
      const times: number[] = [];
      for (let call = 0; call < CALLS; call += 1) times.push(await post(route, bodyOf(call)));
      const sorted = [...times].sort((left, right) => left - right);
      console.log(
        `${name}: p50 ${percentile(sorted, 0.5).toFixed(1)} ms, p95 ${percentile(sorted, 0.95).toFixed(1)} ms, max ${(sorted.at(-1) ?? Number.NaN).toFixed(1)} ms (${CALLS} calls)`,
      );
    }
  } finally {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

void main();
