import {
  GUEST_ID_HEADER,
  PROVEN_CALLS,
  createSeededRandom,
  type AdminWordView,
  type AdminWordsResponse,
  type PlayWord,
  type StartDailyFiveResponse,
  type SubmitAnswerResponse,
} from '@bluffle/shared-schema';
import { createStore } from '../../game-server/src/store/create-store';
import type { Store } from '../../game-server/src/store/port';
import type { NewWord } from '../../game-server/src/domain/word';
import { ADMIN_TEST_USERS, signedInAgent } from '../support/admin-words';
import type { BrowserAgent } from '../support/browser-agent';
import { ManualClock } from '../support/manual-clock';
import { rest } from '../support/rest-client';
import { openNextRound, startSoloGame, submitAnswer, type SoloGame } from '../support/solo-game';
import { startTestServer, type TestServer } from '../support/test-server';

// The bank learns from play: every judged phase-one call is counted in memory and written
// in one batch once WORD_CALLS_FLUSH_SECONDS have passed on the server's (manual) clock; the admin's word
// list shows the counts; a proven word almost nobody is fooled by leaves play; proven foolers are drawn into
// every game and the daily five, graded from their fool rate, with the REAL/FAKE balance kept.

jest.setTimeout(60_000);

const FLUSH_MS = 5000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** 10:00 UTC today, so sign-in cookies (dated by the real clock) stay valid. */
const START_MS = Math.floor(Date.now() / DAY_MS) * DAY_MS + 10 * 60 * 60 * 1000;

function englishWord(word: string, isReal: boolean, difficulty: NewWord['difficulty'] = 'medium'): NewWord {
  return {
    word,
    definition: `The meaning of ${word}.`,
    usage: `They said ${word} once.`,
    isReal,
    difficulty,
    category: 'learning',
    language: 'english',
    wordClass: 'noun',
    explanation: `Made for a test: ${word}.`,
  };
}

const PLAIN = [
  ...['amber', 'basalt', 'cobalt', 'dune', 'ember', 'fjord', 'grove', 'heron'].map((w) =>
    englishWord(w, true),
  ),
  ...['blorvish', 'crandle', 'drompet', 'flimber', 'grustle', 'hobnix', 'jindle', 'kreffle'].map((w) =>
    englishWord(w, false),
  ),
];
/** Proven to fool half their callers (seeded below), authored easy: play grades them hard. */
const FOOLERS = [englishWord('slyreal', true, 'easy'), englishWord('slyfake', false, 'easy')];
/** Proven to fool nobody (seeded below): out of play from the start. */
const OBVIOUS = englishWord('obviousfake', false);
/** One call short of proven, and nobody fooled: the next call that fools nobody retires it. */
const ALMOST = englishWord('almostplain', true);
const WORDS = [...PLAIN, ...FOOLERS, OBVIOUS, ALMOST];
const isRealOf = (word: Pick<PlayWord, 'word'>) =>
  WORDS.find((candidate) => candidate.word === word.word)!.isReal;

describe('the bank learns from play', () => {
  const clock = new ManualClock(START_MS);
  let server: TestServer;
  let store: Store;
  let admin: BrowserAgent;
  const idOf = new Map<string, string>();
  let guests = 0;
  /** Whether a game has served almostplain yet (its first call proves it). */
  let hasMetAlmost = false;

  beforeAll(async () => {
    const { mkdtemp } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const path = await import('node:path');
    const dataDir = await mkdtemp(path.join(tmpdir(), 'bluffle-learning-'));
    const seeding = await createStore({ dataDir });
    const { created } = await seeding.words.createMany(WORDS);
    for (const word of created) idOf.set(word.word, word.id);
    const half = PROVEN_CALLS / 2;
    await seeding.wordPlays.recordMany([
      { wordId: idOf.get('slyreal')!, calls: PROVEN_CALLS, calledReal: half },
      { wordId: idOf.get('slyfake')!, calls: PROVEN_CALLS, calledReal: half },
      { wordId: idOf.get('obviousfake')!, calls: PROVEN_CALLS, calledReal: 0 },
      { wordId: idOf.get('almostplain')!, calls: PROVEN_CALLS - 1, calledReal: PROVEN_CALLS - 1 },
    ]);
    await seeding.close();
    server = await startTestServer({
      dataDir,
      words: [],
      users: Object.values(ADMIN_TEST_USERS),
      clock,
      random: createSeededRandom(19),
      env: { WORD_CALLS_FLUSH_SECONDS: String(FLUSH_MS / 1000) },
    });
    store = await createStore({ dataDir });
    admin = await signedInAgent(server.baseUrl, ADMIN_TEST_USERS.admin);
  });
  afterAll(async () => {
    await store.close();
    await server.close();
  });

  const list = async (query: string) => {
    const response = await admin.json<AdminWordsResponse>(`${server.baseUrl}/api/words${query}`);
    expect(response.status).toBe(200);
    return response.body;
  };
  const playsOf = (page: AdminWordsResponse) =>
    Object.fromEntries(page.words.map((word: AdminWordView) => [word.word, word.plays]));

  /** A new guest's game, every round answered at phase one by `callOf` (a wrong call ends the round). */
  async function playGame(callOf: (word: PlayWord) => boolean): Promise<PlayWord[]> {
    guests += 1;
    const headers = { [GUEST_ID_HEADER]: `learning-guest-${String(guests).padStart(4, '0')}` };
    const game: SoloGame = await startSoloGame(server.baseUrl, { language: 'english', headers, clock });
    for (let round = 1; round <= 5; round += 1) {
      if (round > 1) await openNextRound(server.baseUrl, game, round);
      const word = game.words[round - 1]!;
      const answer = await submitAnswer<SubmitAnswerResponse>(server.baseUrl, game, {
        wordId: word.id,
        roundNumber: round,
        playerAnswer: callOf(word),
      });
      expect(answer.status).toBe(200);
      if (answer.body.stage === 'followup') {
        // Any option ends the round; the follow-up is no call.
        const followupAnswer = answer.body.followup.options[0];
        const closed = await submitAnswer(server.baseUrl, game, {
          wordId: word.id,
          roundNumber: round,
          followupAnswer,
        });
        expect(closed.status).toBe(200);
      }
    }
    hasMetAlmost ||= game.words.some((word) => word.word === 'almostplain');
    return game.words;
  }
  /** Fooled by every word but almostplain, which everyone sees through. */
  const fooled = (word: PlayWord) => (word.word === 'almostplain' ? true : !isRealOf(word));

  /** Moves the clock past the flush interval and reads the admin list until `isDone` (at most 5 s). */
  async function afterFlush(query: string, isDone: (page: AdminWordsResponse) => boolean) {
    clock.advance(FLUSH_MS);
    const deadline = Date.now() + 5000;
    for (;;) {
      const page = await list(query);
      if (isDone(page) || Date.now() > deadline) return page;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  it("shows the calls of solo games in the admin's list once they are flushed, sorted by calls", async () => {
    // One answer, and the clock not moved: counted in memory only, so the list does not show it yet.
    guests += 1;
    const headers = { [GUEST_ID_HEADER]: `learning-guest-${String(guests).padStart(4, '0')}` };
    const first = await startSoloGame(server.baseUrl, { language: 'english', headers, clock });
    const word = first.words[0]!;
    hasMetAlmost ||= word.word === 'almostplain';
    const listed = async () => (await list(`?search=${word.word}`)).words.find((w) => w.word === word.word)!;
    const callsBefore = (await listed()).plays.calls;
    const answered = await submitAnswer(server.baseUrl, first, {
      wordId: word.id,
      roundNumber: 1,
      playerAnswer: fooled(word),
    });
    expect(answered.status).toBe(200);
    expect((await listed()).plays.calls).toBe(callsBefore);
    const flushed = await afterFlush(`?search=${word.word}`, (page) =>
      page.words.some((w) => w.word === word.word && w.plays.calls === callsBefore + 1),
    );
    expect(flushed.words.find((w) => w.word === word.word)?.plays.calls).toBe(callsBefore + 1);

    // Whole games: every call counted once, in the list sorted by calls once flushed.
    const before = playsOf(await list('?limit=100'));
    const played = new Map<string, number>();
    for (const game of [await playGame(fooled), await playGame(fooled)]) {
      for (const met of game) played.set(met.word, (played.get(met.word) ?? 0) + 1);
    }
    const expectedCalls = (text: string) => (before[text]?.calls ?? 0) + (played.get(text) ?? 0);
    const after = await afterFlush('?sort=calls-high&limit=100', (page) =>
      page.words.every((listedWord) => listedWord.plays.calls === expectedCalls(listedWord.word)),
    );
    const plays = playsOf(after);
    for (const text of played.keys()) {
      expect([text, plays[text]?.calls]).toEqual([text, expectedCalls(text)]);
    }
    const calls = after.words.map((listedWord) => listedWord.plays.calls);
    expect(calls).toEqual([...calls].sort((a, b) => b - a));
    // A plain word met only in these games fooled every caller.
    const plainMet = [...played.keys()].find(
      (text) => PLAIN.some((plain) => plain.word === text) && !before[text]?.calls,
    );
    if (plainMet !== undefined) expect(plays[plainMet]?.foolRate).toBe(1);
  });

  it('never serves a proven word nobody is fooled by, and the admin sees it retired', async () => {
    const served = new Set<string>();
    for (let game = 0; game < 4; game += 1) for (const word of await playGame(fooled)) served.add(word.word);
    expect(served.has('obviousfake')).toBe(false);
    const random = await rest<{ words: PlayWord[] }>(
      server.baseUrl,
      '/api/words/random?language=english&count=20',
    );
    expect(random.body.words.map((word) => word.word)).not.toContain('obviousfake');

    const retired = await list('?retired=only');
    expect(retired.words.find((word) => word.word === 'obviousfake')?.plays).toEqual({
      calls: PROVEN_CALLS,
      calledReal: 0,
      foolRate: 0,
      isProven: true,
      isRetired: true,
    });
    expect(retired.words.every((word) => word.plays.isRetired)).toBe(true);
  });

  it('draws two proven foolers into every game, graded hard from play, keeping the REAL/FAKE balance', async () => {
    for (let game = 0; game < 4; game += 1) {
      const words = await playGame(fooled);
      expect(
        words
          .filter((word) => word.word.startsWith('sly'))
          .map((word) => [word.word, word.difficulty])
          .sort(),
      ).toEqual([
        ['slyfake', 'hard'],
        ['slyreal', 'hard'],
      ]);
      const fakes = words.filter((word) => !isRealOf(word)).length;
      expect(fakes === 2 || fakes === 3).toBe(true);
    }
  });

  it("puts the proven foolers in the day's daily five, and never a retired word", async () => {
    const started = await rest<StartDailyFiveResponse>(server.baseUrl, '/api/daily/start', {
      body: { language: 'english', playerName: 'Daily' },
      headers: { [GUEST_ID_HEADER]: 'learning-daily-guest-0001' },
    });
    expect(started.status).toBe(201);
    const set = await store.dailyFiveSets.find(started.body.day, 'english');
    const ids = set!.wordIds;
    expect(ids).toEqual(expect.arrayContaining([idOf.get('slyreal'), idOf.get('slyfake')]));
    expect(ids).not.toContain(idOf.get('obviousfake'));
  });

  it('retires a word through play: the call that proves it fools nobody takes it out of the next games', async () => {
    // Everyone sees through almostplain: its 30th call proves a fool rate of 0 (earlier games may have met it).
    for (let game = 0; game < 30 && !hasMetAlmost; game += 1) await playGame(fooled);
    expect(hasMetAlmost).toBe(true);
    const retired = await afterFlush('?retired=only', (page) =>
      page.words.some((word) => word.word === 'almostplain'),
    );
    expect(retired.words.map((word) => word.word).sort()).toEqual(['almostplain', 'obviousfake']);
    for (let game = 0; game < 4; game += 1) {
      expect((await playGame(fooled)).map((word) => word.word)).not.toContain('almostplain');
    }
  });
});
