// `npm run bench:wordsmith`: the wordsmith's word tools over real HTTP (: Fill-in and Summon answer
// in well under a second), against a game server in this process that warms its word generator at start
// (WORD_GENERATOR_PRELOAD=on), with BENCH_WORDS synthetic English words stored (default 20,000) so Summon
// passes a bank-sized list of taken words. Prints the warm-up and p50/p95/max per call; asserts nothing.
// BENCH_CALLS sets how many calls of each kind are timed (default 50).
import { EMPTY_WORD_FORM, type WordForm } from '@bluffle/shared-schema';
import { startBenchToolServer, type BenchToolServer } from './bench-tool-server';
import { seedWords } from './seed-words';

const CALLS = Number(process.env.BENCH_CALLS ?? 50);
const WORDS = Number(process.env.BENCH_WORDS ?? 20_000);

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

/** Milliseconds of one successful call. */
async function timedPost(server: BenchToolServer, route: string, body: unknown): Promise<number> {
  const callStartedAt = performance.now();
  await server.post(route, body);
  return performance.now() - callStartedAt;
}

async function main(): Promise<void> {
  const server = await startBenchToolServer({
    name: 'wordsmith',
    role: 'wordsmith',
    env: { WORD_GENERATOR_PRELOAD: 'on' },
    seed: (dataDir) => seedWords(dataDir, WORDS),
  });
  const post = (route: string, body: unknown) => timedPost(server, route, body);
  try {
    // The first call waits in the generator thread's queue for the warm-up that began at listen.
    const firstMs = await post('/api/words/summon', { language: 'english' });
    console.log(
      `server listening to first Summon answered (generator warm-up included): ${Math.round(performance.now() - server.listenedAt)} ms; that call took ${Math.round(firstMs)} ms`,
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
  }
}

void main();
