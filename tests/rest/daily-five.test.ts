import {
  DAILY_FIVE_PATHS,
  ERROR_CODES,
  FEEDBACK_DELAY_MS,
  GUEST_ID_HEADER,
  OFFLINE_WORD_SPELLINGS,
  chooseDailyFive,
  dailyFivePlayedMessage,
  type ApiError,
  type DailyArchive,
  type DailyFiveState,
  type DailyGamesResponse,
  type PlayWord,
  type SessionSummary,
  type StartDailyFiveResponse,
  type SubmitAnswerResponse,
} from '@bluffle/shared-schema';
import { createStore } from '../../game-server/src/store/create-store';
import type { NewWord } from '../../game-server/src/domain/word';
import { localUser, signedInAgent } from '../support/admin-words';
import { BrowserAgent } from '../support/browser-agent';
import { ManualClock } from '../support/manual-clock';
import { rest } from '../support/rest-client';
import { askForRound } from '../support/solo-game';
import { startTestServer, type TestServer } from '../support/test-server';

// The daily five (; docs/design.md, gap 'daily five'): one balanced set of five per language per UTC day, the
// same for everyone, played once a day per account or per browser (guest id), server-judged like a solo
// game, on a manual clock.

jest.setTimeout(60_000);

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
/** 09:30 UTC today: the real day, so that sign-in cookies (dated by the real clock) stay valid. */
const START_MS = Math.floor(Date.now() / DAY_MS) * DAY_MS + 9.5 * HOUR_MS;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** An English word with its whole truth, so a test can answer it right or wrong on purpose. */
function dailyWord(word: string, isReal: boolean, overrides: Partial<NewWord> = {}): NewWord {
  return {
    word,
    definition: `The daily meaning of ${word}.`,
    usage: `They said ${word} twice.`,
    isReal,
    difficulty: 'medium',
    category: 'daily',
    language: 'english',
    wordClass: 'noun',
    explanation: `The secret story of ${word}.`,
    ...(isReal
      ? {
          definitionCorrect: `The daily meaning of ${word}.`,
          definitionFake1: `A wrong meaning one of ${word}.`,
          definitionFake2: `A wrong meaning two of ${word}.`,
          definitionFake3: `A wrong meaning three of ${word}.`,
        }
      : {
          wordsReal: `realtwin${word}`,
          wordsFake1: `faketwin${word}a`,
          wordsFake2: `faketwin${word}b`,
          wordsFake3: `faketwin${word}c`,
        }),
    ...overrides,
  };
}

const PLAYABLE = [...LETTERS.slice(0, 12)].flatMap((letter) => [
  dailyWord(`verum${letter}`, true),
  dailyWord(`fictum${letter}`, false),
]);
/** The offline lists' words, stored and approved as an operator's upload could: still never in a daily. */
const OFFLINE = OFFLINE_WORD_SPELLINGS.map((word, index) => dailyWord(word, index % 2 === 0));
/** A wordsmith's words waiting for an admin: not public, so never in a daily. */
const PENDING = [...LETTERS.slice(0, 6)].map((letter, index) =>
  dailyWord(`pendum${letter}`, index % 2 === 0, {
    source: 'wordsmith',
    createdBy: 'local:smith',
    status: 'pending',
  }),
);
/** Added mid-morning, after the day's set was chosen. */
const LATE = [...LETTERS.slice(12, 22)].map((letter, index) => dailyWord(`serum${letter}`, index % 2 === 0));
const ALL_WORDS = [...PLAYABLE, ...OFFLINE, ...PENDING, ...LATE];

function truthOf(word: PlayWord): NewWord {
  const found = ALL_WORDS.find((candidate) => candidate.word === word.word);
  if (found === undefined) throw new Error(`${word.word} is not a word of this test`);
  return found;
}

/** Every key a word's truth could travel under, and the fixtures' secret texts. */
const TRUTH_KEYS = [
  'isReal',
  'explanation',
  'definitionCorrect',
  'definitionFake1',
  'definitionFake2',
  'definitionFake3',
  'wordsReal',
  'wordsFake1',
  'wordsFake2',
  'wordsFake3',
  'correctAnswer',
  'isCorrect',
];
function keysDeep(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => keysDeep(item, found));
  else if (typeof value === 'object' && value !== null) {
    for (const [key, inner] of Object.entries(value)) {
      found.add(key);
      keysDeep(inner, found);
    }
  }
  return found;
}
/** `allowed`: a key this answer may carry (the follow-up question says its phase one was right). */
function expectNoTruth(label: string, body: unknown, allowed: string[] = []): void {
  const keys = keysDeep(body);
  const found = TRUTH_KEYS.filter((key) => keys.has(key) && !allowed.includes(key));
  expect({ label, keys: found }).toEqual({ label, keys: [] });
  const text = JSON.stringify(body);
  const leaked = ALL_WORDS.filter((word) => text.includes(word.explanation));
  expect({ label, leaked: leaked.map((word) => word.word) }).toEqual({ label, leaked: [] });
}

const guestId = (name: string) => `guest-${name}-0123456789abcdef`;

describe('the daily five', () => {
  const clock = new ManualClock(START_MS);
  const ADA = localUser('ada', []);
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({
      clock,
      words: [...PLAYABLE, ...OFFLINE, ...PENDING],
      users: [ADA],
      env: { AUTH_RATE_LIMIT: '1000' },
    });
  });
  afterAll(() => server.close());

  /** The daily calls as one browser: a guest id, a signed-in agent, or neither. */
  function player(who: { guestId?: string; agent?: BrowserAgent }) {
    const agent = who.agent ?? new BrowserAgent();
    const headers: Record<string, string> = who.guestId ? { [GUEST_ID_HEADER]: who.guestId } : {};
    return {
      state: (language = 'english') =>
        agent.json<DailyFiveState & ApiError>(
          `${server.baseUrl}${DAILY_FIVE_PATHS.state}?language=${language}`,
          {
            headers,
          },
        ),
      archive: (language = 'english') =>
        agent.json<DailyArchive & ApiError>(
          `${server.baseUrl}${DAILY_FIVE_PATHS.archive}?language=${language}`,
          { headers },
        ),
      start: (body: unknown = { language: 'english', playerName: 'Daily Dana' }) =>
        agent.json<StartDailyFiveResponse & ApiError>(`${server.baseUrl}${DAILY_FIVE_PATHS.start}`, {
          body,
          headers,
        }),
    };
  }

  async function started(calls: ReturnType<typeof player>): Promise<StartDailyFiveResponse> {
    const answer = await calls.start();
    if (answer.status !== 201)
      throw new Error(`start failed: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body;
  }

  /**
   * The word of round `roundNumber`: round 1's came with the start; each later one comes only when its
   * round opens, asked for after the last round's feedback pause, without its truth.
   */
  async function openRound(game: StartDailyFiveResponse, roundNumber: number): Promise<PlayWord> {
    if (roundNumber === 1) return game.words[0]!;
    clock.advance(FEEDBACK_DELAY_MS);
    const opened = await askForRound(server.baseUrl, game, roundNumber);
    expect(opened.status).toBe(200);
    expectNoTruth(`round ${roundNumber} opening`, opened.body);
    return opened.body.word;
  }

  /**
   * Plays every round through the session routes (right or wrong at phase one), each answered `thinkMs`
   * after its round opened, then completes; returns the summary and the day's words as the rounds handed
   * them out.
   */
  async function playToTheEnd(
    game: StartDailyFiveResponse,
    plan: 'right' | 'wrong',
    thinkMs = 0,
  ): Promise<{ summary: SessionSummary; words: PlayWord[] }> {
    const words: PlayWord[] = [];
    for (let roundNumber = 1; roundNumber <= game.totalRounds; roundNumber += 1) {
      const word = await openRound(game, roundNumber);
      words.push(word);
      clock.advance(thinkMs);
      const truth = truthOf(word);
      const first = await rest<SubmitAnswerResponse>(
        server.baseUrl,
        `/api/sessions/${game.sessionCode}/answers`,
        {
          token: game.playerToken,
          body: {
            wordId: word.id,
            roundNumber,
            playerAnswer: plan === 'right' ? truth.isReal : !truth.isReal,
          },
        },
      );
      expect(first.status).toBe(200);
      if (plan === 'wrong') {
        // Judged by the server: wrong at once, and only now the truth comes out.
        expect(first.body).toMatchObject({
          stage: 'round-over',
          isCorrect: false,
          reveal: { isReal: truth.isReal },
        });
        continue;
      }
      expect(first.body).toMatchObject({ stage: 'followup', isCorrect: true });
      // The follow-up's right option stays unmarked until it is answered.
      expectNoTruth(`follow-up question of round ${roundNumber}`, first.body, ['isCorrect']);
      const right = truth.isReal ? truth.definitionCorrect : truth.wordsReal;
      const second = await rest<SubmitAnswerResponse>(
        server.baseUrl,
        `/api/sessions/${game.sessionCode}/answers`,
        {
          token: game.playerToken,
          body: { wordId: word.id, roundNumber, followupAnswer: right },
        },
      );
      expect(second.body).toMatchObject({
        stage: 'round-over',
        isCorrect: true,
        reveal: { correctAnswer: right },
      });
    }
    const completed = await rest<SessionSummary>(
      server.baseUrl,
      `/api/sessions/${game.sessionCode}/complete`,
      {
        method: 'POST',
        token: game.playerToken,
        body: {},
      },
    );
    expect(completed.status).toBe(200);
    return { summary: completed.body, words };
  }

  /** The day's set a started game plays, in order: known only by playing it (the words come round by round). */
  const setOf = async (game: StartDailyFiveResponse) =>
    (await playToTheEnd(game, 'wrong')).words.map((word) => word.id);

  /** The rule's choice for `day` from the approved words stored now, read through a second connection. */
  async function ruleChoiceFor(day: string): Promise<string[]> {
    const store = await createStore({ dataDir: server.dataDir });
    try {
      return chooseDailyFive(await store.dailyFiveSets.candidates('english'), day, 'english');
    } finally {
      await store.close();
    }
  }

  let todaysIds: string[];

  it('gives two players the same balanced five, in the same order, with no truth and no offline or pending word', async () => {
    const first = await started(player({ guestId: guestId('first') }));
    const second = await started(player({ guestId: guestId('second') }));
    expect(first).toMatchObject({ day: dayOf(START_MS), language: 'english', isPractice: false });
    expect(first.sessionCode).not.toBe(second.sessionCode);
    // Round 1's word only: the day's others leave the server as their rounds open.
    expect([first.words.length, first.totalRounds]).toEqual([1, 5]);
    expectNoTruth('start', first);
    expectNoTruth('state before answering', (await player({ guestId: guestId('first') }).state()).body);

    const { words } = await playToTheEnd(first, 'wrong');
    todaysIds = words.map((word) => word.id);
    expect(await setOf(second)).toEqual(todaysIds);
    expect(todaysIds).toEqual(await ruleChoiceFor(dayOf(START_MS)));

    const truths = words.map(truthOf);
    const fakes = truths.filter((word) => !word.isReal).length;
    expect([truths.length, fakes >= 2 && fakes <= 3]).toEqual([5, true]);
    expect(truths.every((word) => PLAYABLE.includes(word))).toBe(true);
  });

  it('refuses a second start of the day by the same guest id with 409, and lets another browser play', async () => {
    const browser = player({ guestId: guestId('once') });
    const game = await started(browser);
    const again = await browser.start();
    const resetsAt = new Date(Math.floor(START_MS / DAY_MS) * DAY_MS + DAY_MS).toISOString();
    expect([again.status, again.body]).toEqual([
      409,
      { error: dailyFivePlayedMessage(resetsAt), code: ERROR_CODES.dailyFivePlayed },
    ]);
    expect(again.body.error).toContain('00:00 UTC');

    const state = await browser.state();
    expect(state.body).toEqual({
      day: dayOf(START_MS),
      language: 'english',
      resetsAt,
      hasPlayed: true,
      streak: 1,
      keptFor: 'browser',
      result: {
        sessionCode: game.sessionCode,
        isComplete: false,
        score: null,
        correctAnswers: null,
        totalRounds: 5,
        isPractice: false,
      },
    });
    expect((await player({ guestId: guestId('another') }).start()).status).toBe(201);
  });

  it('lets exactly one of several starts at once be the day’s play (two tabs)', async () => {
    const tabs = player({ guestId: guestId('tabs') });
    const statuses = (await Promise.all(Array.from({ length: 5 }, () => tabs.start()))).map(
      (answer) => answer.status,
    );
    expect(statuses.sort()).toEqual([201, 409, 409, 409, 409]);
  });

  it('needs a guest id to keep a guest to once a day, and says so', async () => {
    const nobody = player({});
    const refused = await nobody.start();
    expect([refused.status, refused.body.code]).toEqual([400, ERROR_CODES.guestIdRequired]);
    expect((await nobody.state()).body).toMatchObject({
      hasPlayed: false,
      streak: 0,
      result: null,
      keptFor: 'nobody',
    });
  });

  it('keeps an account to once a day from any browser, counts it in the stats, and not against the free limit', async () => {
    const phone = player({ agent: await signedInAgent(server.baseUrl, ADA) });
    // The account, not the browser: its guest id is ignored once signed in.
    const laptop = player({ agent: await signedInAgent(server.baseUrl, ADA), guestId: guestId('laptop') });
    const game = await started(phone);
    expect((await laptop.start()).status).toBe(409);

    const { summary, words } = await playToTheEnd(game, 'right');
    expect(words.map((word) => word.id)).toEqual(todaysIds);
    expect(summary.score.correct).toBe(5);
    expect((await laptop.state()).body).toMatchObject({
      hasPlayed: true,
      streak: 1,
      keptFor: 'account',
      result: { isComplete: true, score: summary.score.totalScore, correctAnswers: 5, totalRounds: 5 },
    });

    const agent = await signedInAgent(server.baseUrl, ADA);
    const stats = await agent.json<Record<string, unknown>>(`${server.baseUrl}/api/users/local%3Aada/stats`);
    expect(stats.body).toMatchObject({ totalGamesPlayed: 1, totalCorrectAnswers: 5 });
    const limit = await agent.json<DailyGamesResponse>(`${server.baseUrl}/api/users/local%3Aada/daily-games`);
    expect(limit.body).toMatchObject({ played: 0, remaining: 5 });
  });

  it('judges a wrong answer on the server and reveals the truth only after it', async () => {
    const game = await started(player({ guestId: guestId('wrong') }));
    const { summary } = await playToTheEnd(game, 'wrong');
    expect(summary.score).toMatchObject({ correct: 0, incorrect: 5, totalScore: 0 });
  });

  it('plays relaxed when asked: answers ten minutes late are judged, none is fast, and the streak counts it', async () => {
    // Timed unless asked: the spec's clients send no isRelaxed.
    expect((await started(player({ guestId: guestId('timed') }))).isRelaxed).toBe(false);
    const slow = player({ guestId: guestId('slow') });
    const answer = await slow.start({ language: 'english', playerName: 'Slow Sol', isRelaxed: true });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ isRelaxed: true, isPractice: false, isArchive: false });
    const { summary } = await playToTheEnd(answer.body, 'right', 10 * 60_000);
    expect(summary).toMatchObject({ isRelaxed: true, score: { correct: 5, fastAnswers: 0 } });
    expect((await slow.state()).body).toMatchObject({
      hasPlayed: true,
      streak: 1,
      result: { isComplete: true, score: summary.score.totalScore },
    });
  });

  it('keeps the day’s set when words are added later the same day', async () => {
    const store = await createStore({ dataDir: server.dataDir });
    try {
      await store.words.createMany(LATE);
    } finally {
      await store.close();
    }
    clock.advance(2 * HOUR_MS);
    // The rule would choose differently from today's larger pool: only the stored set keeps the day's.
    expect(await ruleChoiceFor(dayOf(clock.now()))).not.toEqual(todaysIds);
    const late = await started(player({ guestId: guestId('late') }));
    expect(await setOf(late)).toEqual(todaysIds);
  });

  it('serves a new set after UTC midnight, playable again, and counts the streak over days', async () => {
    const regular = player({ guestId: guestId('regular') });
    await started(regular);
    expect((await regular.state()).body).toMatchObject({ day: dayOf(clock.now()), streak: 1 });

    // 00:30 UTC the next day.
    clock.advance(Math.floor(clock.now() / DAY_MS) * DAY_MS + DAY_MS + HOUR_MS / 2 - clock.now());
    const tomorrow = dayOf(clock.now());
    const before = await regular.state();
    expect(before.body).toMatchObject({ day: tomorrow, hasPlayed: false, streak: 1, result: null });
    const next = await started(regular);
    expect(next.day).toBe(tomorrow);
    const { words: nextWords } = await playToTheEnd(next, 'wrong');
    const nextIds = nextWords.map((word) => word.id);
    expect([...nextIds].sort()).not.toEqual([...todaysIds].sort());
    expect(nextIds).toEqual(await ruleChoiceFor(tomorrow));
    expect(nextWords.every((word) => !OFFLINE_WORD_SPELLINGS.includes(word.word))).toBe(true);
    expect((await regular.state()).body).toMatchObject({ hasPlayed: true, streak: 2 });
    // Everyone else gets the same new set.
    expect(await setOf(await started(player({ guestId: guestId('first') })))).toEqual(nextIds);

    // A day missed breaks the streak; the next day played starts it again.
    clock.advance(2 * DAY_MS);
    expect((await regular.state()).body).toMatchObject({ hasPlayed: false, streak: 0 });
    await started(regular);
    expect((await regular.state()).body).toMatchObject({ hasPlayed: true, streak: 1 });
  });

  it('keeps each language its own set and its own play of the day', async () => {
    const bilingual = player({ guestId: guestId('bilingual') });
    await started(bilingual);
    // The test's bank has no Filipino words: there is no set to play, and nothing was used up.
    const filipino = await bilingual.start({ language: 'filipino', playerName: 'Dana' });
    expect([filipino.status, filipino.body.code]).toEqual([404, ERROR_CODES.noWordsAvailable]);
    expect((await bilingual.state('filipino')).body).toMatchObject({
      language: 'filipino',
      hasPlayed: false,
    });
    expect((await bilingual.state('english')).body).toMatchObject({ hasPlayed: true });
  });

  it('keeps the past days’ sets in an archive, played again as practice: never in the stats or the streak', async () => {
    // Three days on from the first set: sets were fixed on days 0, 1 and 3 (today); nobody played day 2.
    const today = dayOf(clock.now());
    const [day0, day1, day2] = [0, 1, 2].map((days) => dayOf(START_MS + days * DAY_MS));
    const regular = player({ guestId: guestId('regular') });
    const archive = await regular.archive();
    expect(archive.body).toEqual({
      language: 'english',
      today,
      days: [
        { day: day2!, hasPlayed: false },
        { day: day1!, hasPlayed: true },
        { day: day0!, hasPlayed: true },
      ],
    });
    expect((await regular.archive('filipino')).body.days).toEqual([]);

    // Day 0's own set again, as practice, as often as the player likes; the day's streak stands.
    const again = await started({
      ...regular,
      start: () => regular.start({ language: 'english', playerName: 'Dana', day: day0 }),
    });
    expect(again).toMatchObject({ day: day0, isArchive: true, isPractice: true });
    const { summary, words } = await playToTheEnd(again, 'right');
    expect(words.map((word) => word.id)).toEqual(todaysIds);
    expect(summary.isPractice).toBe(true);
    // Again, relaxed: an archive day takes the choice like today's set.
    const relaxedAgain = await regular.start({
      language: 'english',
      playerName: 'Dana',
      day: day0,
      isRelaxed: true,
    });
    expect(relaxedAgain.status).toBe(201);
    expect(relaxedAgain.body).toMatchObject({ isArchive: true, isRelaxed: true });
    expect((await regular.state()).body).toMatchObject({ day: today, hasPlayed: true, streak: 1 });

    // A day nobody played gets the rule's set for it, fixed from then on.
    const quiet = await started({
      ...regular,
      start: () => regular.start({ language: 'english', playerName: 'Dana', day: day2 }),
    });
    expect(await setOf(quiet)).toEqual(await ruleChoiceFor(day2!));

    // An account's archive game counts nowhere: its stats still hold day 0's one game.
    const ada = player({ agent: await signedInAgent(server.baseUrl, ADA) });
    await playToTheEnd(
      await started({
        ...ada,
        start: () => ada.start({ language: 'english', playerName: 'Ada', day: day1 }),
      }),
      'right',
    );
    const agent = await signedInAgent(server.baseUrl, ADA);
    const stats = await agent.json<Record<string, unknown>>(`${server.baseUrl}/api/users/local%3Aada/stats`);
    expect(stats.body).toMatchObject({ totalGamesPlayed: 1 });

    // Today named as a day is today's daily five (once a day); the future and before the first set are not sets.
    expect((await regular.start({ language: 'english', playerName: 'Dana', day: today })).status).toBe(409);
    for (const day of [dayOf(clock.now() + DAY_MS), dayOf(START_MS - DAY_MS)]) {
      const refused = await regular.start({ language: 'english', playerName: 'Dana', day });
      expect([refused.status, refused.body.code]).toEqual([404, ERROR_CODES.dailyDayUnavailable]);
      expect(refused.body.error).toContain(day);
    }
    expect((await regular.start({ language: 'english', playerName: 'Dana', day: '2026-02-31' })).status).toBe(
      400,
    );
  });

  it('refuses a bad language or an unknown field with 400', async () => {
    const browser = player({ guestId: guestId('bad') });
    expect((await browser.state('klingon')).status).toBe(400);
    expect((await browser.start({ language: 'english', playerName: 'Dana', wordIds: ['x'] })).status).toBe(
      400,
    );
  });
});
