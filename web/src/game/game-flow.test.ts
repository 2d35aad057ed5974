import {
  BANNER_MS,
  createSeededRandom,
  ERROR_CODES,
  ERROR_MESSAGES,
  FEEDBACK_DELAY_MS,
  FEEDBACK_HOLD_MAX_MS,
  FEEDBACK_RELEASE_GRACE_MS,
  FOLLOWUP_SECONDS,
  phaseOneSeconds,
  toPlayWord,
  type CurrentRoundResponse,
  type DailyArchive,
  type DailyFiveState,
  type SessionSummary,
  type Word,
} from '@bluffle/shared-schema';
import { createStore } from 'zustand/vanilla';
import { ApiError } from '../api/api-error';
import type { AnswerBody, GameApi } from '../api/game-api';
import type { SessionState } from '../state/session-store';
import { initialSoloGameState, type SoloGameState } from '../state/solo-game-store';
import { createGameFlow } from './game-flow';
import { createLocalJudge } from './local-judge';
import type { RoundJudge } from './round-judge';

function makeWord(index: number, isReal: boolean, prefix = 'word'): Word {
  return {
    id: `${prefix}-${index}`,
    word: `${prefix}${index}`,
    definition: `definition of ${prefix}${index}`,
    usage: `usage of ${prefix}${index}`,
    isReal,
    difficulty: 'medium',
    category: 'general',
    language: 'english',
    wordClass: 'noun',
    explanation: `explanation of ${prefix}${index}`,
    createdAt: '2024-01-01T00:00:00.000Z',
    ...(isReal
      ? {
          definitionCorrect: `definition of ${prefix}${index}`,
          definitionFake1: 'wrong a',
          definitionFake2: 'wrong b',
          definitionFake3: 'wrong c',
        }
      : { wordsReal: `real${index}`, wordsFake1: 'fakeA', wordsFake2: 'fakeB', wordsFake3: 'fakeC' }),
  };
}

const serverWords = [0, 1, 2, 3, 4].map((index) => makeWord(index, index % 2 === 0, 'server'));
const dailyWords = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((index) => makeWord(index, index % 2 === 0, 'daily'));
const challengeWords = [0, 1, 2, 3, 4].map((index) => makeWord(index, index % 2 === 1, 'challenge'));

/** A fake server: it judges with the shared rules on a local judge, and records what the client sent. */
class FakeApi implements GameApi {
  readonly answerBodies: AnswerBody[] = [];
  createFails: ApiError | null = null;
  fetchFails: ApiError | null = null;
  duplicateFails: ApiError | null = null;
  dailyFails: ApiError | null = null;
  readonly dailyStarts: Array<{ playerName: string; language: string; day?: string; isRelaxed: boolean }> =
    [];
  /** When set, GET /api/sessions/:code fails with it (a server down is status 0). */
  getSessionFails: ApiError | null = null;
  /** What the server says of the next copy: a replay of words this player had before is practice. */
  duplicateIsPractice = false;
  /** What GET /api/sessions/:code says the session is: a played game or a wordsmith's custom session. */
  sessionKind: 'game' | 'custom' = 'game';
  /** Whether the original session was played relaxed. */
  originalIsRelaxed = false;
  /** Whether GET /api/sessions/:code says the reader made the session. */
  sessionIsOwn = false;
  /** What the last start asked for: the game the fake judge plays is relaxed when it did. */
  isRelaxed = false;
  /** The rounds the client asked to open, in order. */
  readonly roundsAskedFor: number[] = [];
  /** Failures the next asks for a round get, one each. */
  openFails: ApiError[] = [];
  /** When set, answers wait until the test releases them. */
  holdAnswers = false;
  private held: Array<() => void> = [];
  private judge: RoundJudge | null = null;
  private readonly words: Word[];
  private clock: () => number;

  constructor(words: Word[], clock: () => number) {
    this.words = words;
    this.clock = clock;
  }

  private openGame(): RoundJudge {
    const judge = createLocalJudge(this.words, {
      playerName: 'Ada',
      totalRounds: 5,
      phaseOneSeconds: phaseOneSeconds('solo'),
      isRelaxed: this.isRelaxed,
      now: this.clock,
      random: createSeededRandom(3),
    });
    this.judge = judge;
    return judge;
  }

  async createSession(input: { playerName: string; language: string; isRelaxed: boolean }) {
    this.isRelaxed = input.isRelaxed;
    if (this.createFails) throw this.createFails;
    return { sessionCode: 'ABCD2345', playerToken: 'token-1' };
  }

  /** The words a start hands back: round 1's only, as the server does. */
  private openedWords() {
    return { words: this.words.slice(0, 1).map(toPlayWord), totalRounds: 5 };
  }

  async fetchSessionWords() {
    if (this.fetchFails) throw this.fetchFails;
    this.openGame();
    return this.openedWords();
  }

  async openNextRound({ roundNumber }: { sessionCode: string; playerToken: string; roundNumber: number }) {
    this.roundsAskedFor.push(roundNumber);
    if (this.openFails.length > 0) throw this.openFails.shift();
    const judge = this.judge;
    if (!judge) throw new ApiError('Session not found', 404);
    return judge.openRound(roundNumber);
  }

  async submitAnswer({ body }: { sessionCode: string; playerToken: string; body: AnswerBody }) {
    this.answerBodies.push(body);
    if (this.holdAnswers) await new Promise<void>((release) => this.held.push(release));
    const judge = this.judge;
    if (!judge) throw new ApiError('Session not found', 404);
    const word = toPlayWord(this.words.find((candidate) => candidate.id === body.wordId) as Word);
    const response =
      'playerAnswer' in body
        ? await judge.answerPhaseOne({ word, roundNumber: body.roundNumber, answer: body.playerAnswer })
        : await judge.answerFollowup({ word, roundNumber: body.roundNumber, answer: body.followupAnswer });
    return response;
  }

  releaseAnswers() {
    const held = this.held;
    this.held = [];
    held.forEach((release) => release());
  }

  async completeSession(): Promise<SessionSummary> {
    const summary = await (this.judge as RoundJudge).complete();
    return { ...summary, sessionCode: 'ABCD2345' };
  }

  async getSession(sessionCode: string) {
    if (this.getSessionFails) throw this.getSessionFails;
    if (sessionCode !== 'ORIG2345')
      throw new ApiError(ERROR_MESSAGES.sessionNotFound, 404, ERROR_CODES.sessionNotFound);
    return {
      session: {
        kind: this.sessionKind,
        sessionCode,
        playerName: 'Grace',
        language: 'english' as const,
        totalRounds: 5,
        status: 'completed' as const,
        score: 9,
        correctAnswers: 4,
        createdAt: '2024-01-01T00:00:00.000Z',
        completedAt: '2024-01-01T00:05:00.000Z',
        isPractice: false,
        isRelaxed: this.originalIsRelaxed,
      },
      answers: null,
      ...(this.sessionIsOwn ? { isOwn: true as const } : {}),
    };
  }

  async readDailyFive(): Promise<DailyFiveState> {
    throw new Error('the flow never reads the daily state');
  }

  async readDailyArchive(): Promise<DailyArchive> {
    throw new Error('the flow never reads the archive');
  }

  async readCurrentRound(): Promise<CurrentRoundResponse> {
    throw new Error('these games are never resumed (game-resume.test.ts resumes them)');
  }

  async startDailyFive(input: { playerName: string; language: string; day?: string; isRelaxed: boolean }) {
    this.dailyStarts.push(input);
    this.isRelaxed = input.isRelaxed;
    if (this.dailyFails) throw this.dailyFails;
    this.openGame();
    const isArchive = input.day !== undefined;
    return {
      sessionCode: 'DAYS2345',
      playerToken: 'token-daily',
      day: input.day ?? '2024-01-01',
      language: 'english' as const,
      ...this.openedWords(),
      isPractice: isArchive,
      isArchive,
      isRelaxed: input.isRelaxed,
    };
  }

  async duplicateSession(input: { sessionCode: string; playerName: string; isRelaxed: boolean }) {
    this.isRelaxed = input.isRelaxed;
    if (this.duplicateFails) throw this.duplicateFails;
    this.openGame();
    return {
      newSessionCode: 'COPY2345',
      playerToken: 'token-2',
      ...this.openedWords(),
      isPractice: this.duplicateIsPractice,
      isRelaxed: input.isRelaxed,
    };
  }
}

function setup(options: { playerName?: string; isRelaxed?: boolean } = {}) {
  let now = 1_000_000;
  const api = new FakeApi(serverWords, () => now);
  const gameStore = createStore<SoloGameState>()(() => initialSoloGameState());
  const sessionStore = createStore<SessionState>()(() => ({
    sessionCode: null,
    playerToken: null,
    playerName: options.playerName ?? 'Ada',
    mode: 'solo' as const,
    isPractice: false,
    isRelaxed: false,
    dailyDay: null,
    isDailyArchive: false,
  }));
  const recorded: SessionSummary[] = [];
  const savedNames: string[] = [];
  const logged: string[] = [];
  const limitMessages: string[] = [];
  const flow = createGameFlow({
    api,
    gameStore,
    sessionStore,
    language: () => 'english',
    isRelaxed: () => options.isRelaxed ?? false,
    offlineWords: { daily: dailyWords, challenge: challengeWords },
    recordGame: (summary) => recorded.push(summary),
    savePlayerName: (name) => savedNames.push(name),
    now: () => now,
    random: createSeededRandom(7),
    onDailyLimitReached: (message) => limitMessages.push(message),
    log: (message) => logged.push(message),
  });
  /** Moves both the fake clock and jest's timers. */
  const advance = async (ms: number) => {
    now += ms;
    await jest.advanceTimersByTimeAsync(ms);
  };
  const truthOfCurrentWord = (words: Word[]) => {
    const state = gameStore.getState();
    const current = state.words[state.roundIndex];
    return words.find((word) => word.id === current?.id) as Word;
  };
  return {
    api,
    flow,
    gameStore,
    sessionStore,
    recorded,
    savedNames,
    logged,
    limitMessages,
    advance,
    truthOfCurrentWord,
  };
}

/** Answers the current round fully right (both answers) with the word's truth. */
async function answerRight(context: ReturnType<typeof setup>, words: Word[]) {
  const word = context.truthOfCurrentWord(words);
  await context.flow.answerPhaseOne(word.isReal);
  const correct = word.isReal ? (word.definitionCorrect as string) : (word.wordsReal as string);
  await context.flow.answerFollowup(correct);
}

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('a relaxed game', () => {
  it('asks the server for a relaxed game, runs no countdown, and judges an answer long after', async () => {
    const context = setup({ isRelaxed: true });
    await context.flow.startSoloGame();
    expect(context.sessionStore.getState().isRelaxed).toBe(true);
    expect(context.gameStore.getState()).toMatchObject({ timerSeconds: 0, timerMaxSeconds: 0 });
    await context.advance(10 * 60_000);
    // No timeout was sent: the round waits for the player.
    expect(context.api.answerBodies).toEqual([]);
    await answerRight(context, serverWords);
    expect(context.gameStore.getState().feedback).toMatchObject({ isCorrect: true });
    expect(context.gameStore.getState().score).toMatchObject({ fastAnswers: 0, totalScore: 1 });
  });

  it('keeps the feedback on screen until the player goes on: no clock moves a relaxed game along', async () => {
    const context = setup({ isRelaxed: true });
    await context.flow.startSoloGame();
    await answerRight(context, serverWords);
    await context.advance(10 * 60_000);
    expect(context.gameStore.getState()).toMatchObject({ roundIndex: 0, feedback: { isCorrect: true } });
    context.flow.continueAfterFeedback();
    await context.advance(0);
    expect(context.gameStore.getState()).toMatchObject({ roundIndex: 1, feedback: null });
  });
});

describe('starting a solo game', () => {
  it('creates a session, fetches its words and starts round 1 with the solo timer', async () => {
    const context = setup();
    await context.flow.startSoloGame();
    const state = context.gameStore.getState();
    expect(state.phase).toBe('playing');
    expect(state.isLoading).toBe(false);
    expect(state.roundIndex).toBe(0);
    // Round 1's word only: the others come as their rounds open.
    expect(state.words.map((word) => word.id)).toEqual([serverWords[0]?.id]);
    expect(state.totalRounds).toBe(5);
    expect(state.timerSeconds).toBe(phaseOneSeconds('solo'));
    expect(context.sessionStore.getState()).toMatchObject({
      sessionCode: 'ABCD2345',
      playerToken: 'token-1',
      mode: 'solo',
    });
    expect(context.savedNames).toEqual(['Ada']);
  });

  it('does not start with a blank name', async () => {
    const context = setup({ playerName: '   ' });
    await context.flow.startSoloGame();
    expect(context.gameStore.getState().phase).toBe('menu');
    expect(context.savedNames).toEqual([]);
  });

  it('shows the no-word state when the server answers with the no-words-available code', async () => {
    const context = setup();
    // Reworded on purpose: the code decides, never the message text.
    context.api.fetchFails = new ApiError(
      'Nothing to play in this language.',
      404,
      ERROR_CODES.noWordsAvailable,
    );
    await context.flow.startSoloGame();
    expect(context.gameStore.getState()).toMatchObject({ isLoading: false, hasNoWord: true });
  });

  it('plays offline, not the no-word state, when a 404 carries another code', async () => {
    const context = setup();
    context.api.fetchFails = new ApiError(ERROR_MESSAGES.noWordsAvailable, 404, ERROR_CODES.sessionNotFound);
    await context.flow.startSoloGame();
    expect(context.gameStore.getState()).toMatchObject({ isLoading: false, hasNoWord: false });
    expect(context.sessionStore.getState().mode).toBe('offline');
  });

  it("goes back to the menu with the server's reason when the daily limit refuses the game", async () => {
    const context = setup();
    const reason = 'You have played your 5 free games for today. New games unlock at 00:00 UTC.';
    context.api.createFails = new ApiError(reason, 429, ERROR_CODES.dailyLimitReached);
    await context.flow.startSoloGame();
    expect(context.gameStore.getState()).toMatchObject({ phase: 'menu', isLoading: false, words: [] });
    expect(context.sessionStore.getState().mode).not.toBe('offline');
    expect(context.limitMessages).toEqual([reason]);
  });

  it('still plays offline when another 429 (a rate limit) refuses the game', async () => {
    const context = setup();
    context.api.createFails = new ApiError('Too many requests', 429, ERROR_CODES.rateLimited);
    await context.flow.startSoloGame();
    expect(context.sessionStore.getState().mode).toBe('offline');
    expect(context.limitMessages).toEqual([]);
  });
});

describe('rounds', () => {
  it('fails the round at once on a wrong first answer, then opens the next round after the feedback delay', async () => {
    const context = setup();
    await context.flow.startSoloGame();
    const word = context.truthOfCurrentWord(serverWords);
    await context.flow.answerPhaseOne(!word.isReal);

    let state = context.gameStore.getState();
    expect(state.feedback).toMatchObject({
      word: word.word,
      isReal: word.isReal,
      isCorrect: false,
      correctAnswer: null,
    });
    expect(state.score).toMatchObject({ incorrect: 1, streak: 0 });
    await context.advance(FEEDBACK_DELAY_MS - 1);
    expect(context.gameStore.getState().roundIndex).toBe(0);
    await context.advance(1);
    state = context.gameStore.getState();
    expect(state.roundIndex).toBe(1);
    expect(state.feedback).toBeNull();
    expect(state.phaseOneChoice).toBeNull();
    expect(state.timerSeconds).toBe(phaseOneSeconds('solo'));
  });

  it('asks the follow-up after a right first answer and shows the correct answer when it is missed', async () => {
    const context = setup();
    await context.flow.startSoloGame();
    const word = context.truthOfCurrentWord(serverWords);
    await context.flow.answerPhaseOne(word.isReal);

    const state = context.gameStore.getState();
    expect(state.phase).toBe('followup');
    expect(state.followup?.options).toHaveLength(4);
    expect(state.timerSeconds).toBe(FOLLOWUP_SECONDS);
    const wrongOption = state.followup?.options.find((option) => option !== word.definitionCorrect) as string;
    await context.flow.answerFollowup(wrongOption);
    expect(context.gameStore.getState().feedback).toMatchObject({
      isCorrect: false,
      correctAnswer: word.definitionCorrect,
    });
  });

  it('submits a timeout (null) when the phase-one timer runs out', async () => {
    const context = setup();
    await context.flow.startSoloGame();
    await context.advance(phaseOneSeconds('solo') * 1000);
    expect(context.api.answerBodies).toEqual([
      { wordId: serverWords[0]?.id, roundNumber: 1, playerAnswer: null },
    ]);
    expect(context.gameStore.getState().feedback).toMatchObject({ isCorrect: false, isTimeout: true });
  });

  it('ignores a second answer while the first is on its way', async () => {
    const context = setup();
    await context.flow.startSoloGame();
    context.api.holdAnswers = true;
    const first = context.flow.answerPhaseOne(true);
    await context.flow.answerPhaseOne(false);
    context.api.releaseAnswers();
    await first;
    expect(context.api.answerBodies).toHaveLength(1);
  });

  it('never lets a banner outlive its round: the next round opens without it', async () => {
    const context = setup();
    await context.flow.startSoloGame();
    await answerRight(context, serverWords);
    expect(context.gameStore.getState().banners.isFastVisible).toBe(true);
    // The feedback pause (2 s) is shorter than a banner's time (3 s): the next word still opens clean.
    await context.advance(FEEDBACK_DELAY_MS);
    expect(context.gameStore.getState()).toMatchObject({
      roundIndex: 1,
      feedback: null,
      banners: { isFastVisible: false, streak: null },
    });
  });

  it('shows the fast banner for a quick right round and hides it after the banner time', async () => {
    const context = setup();
    await context.flow.startSoloGame();
    await answerRight(context, serverWords);
    expect(context.gameStore.getState().banners.isFastVisible).toBe(true);
    await context.advance(BANNER_MS);
    expect(context.gameStore.getState().banners.isFastVisible).toBe(false);
  });

  it('plays five rounds, completes the session, records stats once and shows the results', async () => {
    const context = setup();
    await context.flow.startSoloGame();
    for (let round = 0; round < 5; round += 1) {
      await answerRight(context, serverWords);
      await context.advance(FEEDBACK_DELAY_MS);
    }
    const state = context.gameStore.getState();
    expect(state.phase).toBe('results');
    expect(state.summary?.sessionCode).toBe('ABCD2345');
    expect(state.summary?.score).toMatchObject({ correct: 5, bestStreak: 5 });
    expect(state.banners.streak).toEqual({ length: 5, bonus: 3 });
    expect(context.recorded).toHaveLength(1);
  });

  it('drops an answer that comes back after the player went home', async () => {
    const context = setup();
    await context.flow.startSoloGame();
    context.api.holdAnswers = true;
    const pending = context.flow.answerPhaseOne(true);
    context.flow.resetToMenu();
    context.api.releaseAnswers();
    await pending;
    expect(context.gameStore.getState()).toMatchObject({ phase: 'menu', feedback: null });
    expect(context.sessionStore.getState().sessionCode).toBeNull();
  });
});

describe('holding the feedback open to read', () => {
  /** Round 1 lost at phase one: its feedback is on screen. */
  async function inFeedback() {
    const context = setup();
    await context.flow.startSoloGame();
    const word = context.truthOfCurrentWord(serverWords);
    await context.flow.answerPhaseOne(!word.isReal);
    expect(context.gameStore.getState().feedback).not.toBeNull();
    return context;
  }

  it('keeps the feedback while held, then opens the next round with its whole time a grace after release', async () => {
    const context = await inFeedback();
    context.flow.holdFeedback('pointer', true);
    await context.advance(30_000);
    expect(context.gameStore.getState()).toMatchObject({
      roundIndex: 0,
      feedbackPause: { holds: ['pointer'] },
    });
    expect(context.api.roundsAskedFor).toEqual([]);
    context.flow.holdFeedback('pointer', false);
    await context.advance(FEEDBACK_RELEASE_GRACE_MS - 1);
    expect(context.gameStore.getState().roundIndex).toBe(0);
    await context.advance(1);
    const state = context.gameStore.getState();
    expect(context.api.roundsAskedFor).toEqual([2]);
    expect(state).toMatchObject({ roundIndex: 1, feedback: null, timerSeconds: phaseOneSeconds('solo') });
    expect(state.words.map((word) => word.id)).toEqual([serverWords[0]?.id, serverWords[1]?.id]);
  });

  it('never stays past the longest hold: an idle tab moves on', async () => {
    const context = await inFeedback();
    context.flow.holdFeedback('control', true);
    context.flow.holdFeedback('details', true);
    await context.advance(FEEDBACK_HOLD_MAX_MS - 1);
    expect(context.gameStore.getState().roundIndex).toBe(0);
    await context.advance(1);
    expect(context.gameStore.getState().roundIndex).toBe(1);
  });

  it("goes on at the end of the spec's pause when the player asks for the next word, held or not", async () => {
    const context = await inFeedback();
    context.flow.holdFeedback('focus', true);
    context.flow.continueAfterFeedback();
    await context.advance(FEEDBACK_DELAY_MS);
    expect(context.gameStore.getState().roundIndex).toBe(1);
  });

  it('keeps the feedback and asks again when the next word cannot be had', async () => {
    const context = await inFeedback();
    context.api.openFails = [new ApiError('Cannot reach the server.', 0)];
    await context.advance(FEEDBACK_DELAY_MS);
    expect(context.gameStore.getState()).toMatchObject({ roundIndex: 0, notice: 'nextWordNotLoaded' });
    expect(context.gameStore.getState().feedback).not.toBeNull();
    await context.advance(2000);
    expect(context.api.roundsAskedFor).toEqual([2, 2]);
    expect(context.gameStore.getState()).toMatchObject({ roundIndex: 1, notice: null, feedback: null });
  });

  it('tells each ending apart for the short line', async () => {
    const context = setup();
    await context.flow.startSoloGame();
    await context.advance(phaseOneSeconds('solo') * 1000);
    expect(context.gameStore.getState().feedback).toMatchObject({ ending: 'timeout', language: 'english' });
  });
});

describe('offline fallback', () => {
  it('plays the shuffled built-in daily words, judged locally, when the server cannot be reached', async () => {
    const context = setup();
    context.api.createFails = new ApiError('Cannot reach the server.', 0);
    await context.flow.startSoloGame();

    const state = context.gameStore.getState();
    expect(context.logged).toContain('Failed to create session');
    expect(context.sessionStore.getState()).toMatchObject({ mode: 'offline', sessionCode: null });
    expect(state.words).toHaveLength(1);
    expect(state.totalRounds).toBe(5);
    expect(state.words.every((word) => dailyWords.some((daily) => daily.id === word.id))).toBe(true);
    expect(state.words[0]).not.toHaveProperty('isReal');

    await answerRight(context, dailyWords);
    expect(context.gameStore.getState().feedback).toMatchObject({ isCorrect: true });
    expect(context.api.answerBodies).toEqual([]);
  });

  it('falls back when fetching the words fails on the server side', async () => {
    const context = setup();
    context.api.fetchFails = new ApiError('Something went wrong on our side.', 500);
    await context.flow.startSoloGame();
    expect(context.logged).toContain('Failed to fetch words for session');
    expect(context.sessionStore.getState().mode).toBe('offline');
  });

  it('finishes an offline game with a summary that has no session code to share', async () => {
    const context = setup();
    context.api.createFails = new ApiError('Cannot reach the server.', 0);
    await context.flow.startSoloGame();
    for (let round = 0; round < 5; round += 1) {
      await context.flow.answerPhaseOne(null);
      await context.advance(FEEDBACK_DELAY_MS);
    }
    const { summary } = context.gameStore.getState();
    expect(summary).toMatchObject({ sessionCode: '', score: { incorrect: 5, totalScore: 0 } });
    expect(context.recorded).toHaveLength(1);
  });
});

describe('challenge', () => {
  it('loads the original player, score and rounds for the landing', async () => {
    const context = setup();
    await context.flow.openChallenge('ORIG2345');
    expect(context.gameStore.getState()).toMatchObject({
      phase: 'challenge',
      challenge: {
        originalPlayer: 'Grace',
        score: 9,
        totalRounds: 5,
        isLoading: false,
        isUnavailable: false,
      },
    });
  });

  it("tells the landing a link is the reader's own, to show as their challenge, not one to them", async () => {
    const context = setup();
    await context.flow.openChallenge('ORIG2345');
    expect(context.gameStore.getState().challenge?.isOwn).toBe(false);
    context.api.sessionIsOwn = true;
    await context.flow.openChallenge('ORIG2345');
    expect(context.gameStore.getState().challenge).toMatchObject({ isOwn: true, originalPlayer: 'Grace' });
  });

  it("tells the landing a wordsmith's custom session from a played game", async () => {
    const context = setup();
    await context.flow.openChallenge('ORIG2345');
    expect(context.gameStore.getState().challenge?.kind).toBe('game');
    context.api.sessionKind = 'custom';
    await context.flow.openChallenge('ORIG2345');
    expect(context.gameStore.getState().challenge).toMatchObject({ kind: 'custom', originalPlayer: 'Grace' });
  });

  it('marks the landing unavailable when the original session cannot be loaded', async () => {
    const context = setup();
    await context.flow.openChallenge('MISS2345');
    expect(context.gameStore.getState().challenge).toMatchObject({ isLoading: false, isUnavailable: true });
    expect(context.logged).toContain('Session not found');
  });

  it('tells a link the server does not know from a server it cannot reach', async () => {
    const context = setup();
    await context.flow.openChallenge('MISS2345');
    expect(context.gameStore.getState().challenge?.failure).toBe('not-found');

    context.api.getSessionFails = new ApiError('Cannot reach the server.', 0);
    await context.flow.openChallenge('ORIG2345');
    expect(context.gameStore.getState().challenge).toMatchObject({
      isUnavailable: true,
      failure: 'unreachable',
      originalPlayer: null,
    });
  });

  it('goes back to the landing, not to offline words, when the server refuses to copy the challenge', async () => {
    const context = setup();
    await context.flow.openChallenge('ORIG2345');
    context.api.duplicateFails = new ApiError(
      ERROR_MESSAGES.sessionNotFound,
      404,
      ERROR_CODES.sessionNotFound,
    );
    expect(await context.flow.acceptChallenge('Challenger')).toBe(false);
    expect(context.gameStore.getState()).toMatchObject({
      phase: 'challenge',
      words: [],
      challenge: { sessionCode: 'ORIG2345', isUnavailable: true, failure: 'not-found' },
    });
    expect(context.sessionStore.getState().mode).not.toBe('offline');

    const refusal = 'This game is not finished yet, so it cannot be played as a challenge.';
    context.api.duplicateFails = new ApiError(refusal, 409, ERROR_CODES.sessionNotFinished);
    await context.flow.openChallenge('ORIG2345');
    expect(await context.flow.acceptChallenge('Challenger')).toBe(false);
    expect(context.gameStore.getState()).toMatchObject({
      phase: 'challenge',
      challenge: { originalPlayer: 'Grace', failure: 'refused', failureMessage: refusal },
    });
    expect(context.sessionStore.getState().mode).not.toBe('offline');
  });

  it('duplicates the session and plays the same words with challenge rounds under the chosen name', async () => {
    const context = setup();
    await context.flow.openChallenge('ORIG2345');
    expect(await context.flow.acceptChallenge('  Challenger ')).toBe(true);
    expect(context.sessionStore.getState()).toMatchObject({
      sessionCode: 'COPY2345',
      playerName: 'Challenger',
      mode: 'challenge',
    });
    expect(context.gameStore.getState()).toMatchObject({
      phase: 'playing',
      timerSeconds: phaseOneSeconds('challenge'),
    });
  });

  it("plays under the landing's name without saving it over the menu's, which comes back after", async () => {
    const context = setup({ playerName: 'Ada' });
    await context.flow.openChallenge('ORIG2345');
    expect(await context.flow.acceptChallenge('Grace Hopper')).toBe(true);
    expect(context.sessionStore.getState().playerName).toBe('Grace Hopper');
    expect(context.savedNames).toEqual([]);
    context.flow.resetToMenu();
    expect(context.sessionStore.getState().playerName).toBe('Ada');

    // 'Play Again' on the challenge's results is a game of the player's own, under the menu's name.
    await context.flow.openChallenge('ORIG2345');
    await context.flow.acceptChallenge('Grace Hopper');
    await context.flow.startSoloGame();
    expect(context.sessionStore.getState().playerName).toBe('Ada');
    expect(context.savedNames).toEqual(['Ada']);
  });

  it('remembers that a copy of words played before is practice, and forgets it with the next game', async () => {
    const context = setup();
    context.api.duplicateIsPractice = true;
    await context.flow.openChallenge('ORIG2345');
    expect(await context.flow.acceptChallenge('Challenger')).toBe(true);
    expect(context.sessionStore.getState().isPractice).toBe(true);
    context.flow.resetToMenu();
    expect(context.sessionStore.getState().isPractice).toBe(false);
  });

  it('plays the built-in challenge words locally when duplication fails', async () => {
    const context = setup();
    await context.flow.openChallenge('ORIG2345');
    context.api.duplicateFails = new ApiError('Cannot reach the server.', 0);
    expect(await context.flow.acceptChallenge('Challenger')).toBe(false);
    const state = context.gameStore.getState();
    expect(context.logged).toContain('Failed to duplicate session');
    expect(context.sessionStore.getState().mode).toBe('offline');
    expect(state.words.every((word) => challengeWords.some((challenge) => challenge.id === word.id))).toBe(
      true,
    );
  });

  it('accepting a challenge over the daily limit goes back to the menu and says why', async () => {
    const context = setup();
    await context.flow.openChallenge('ORIG2345');
    context.api.duplicateFails = new ApiError('No games left today', 429, ERROR_CODES.dailyLimitReached);
    expect(await context.flow.acceptChallenge('Challenger')).toBe(false);
    expect(context.gameStore.getState()).toMatchObject({ phase: 'menu', challenge: null });
    expect(context.sessionStore.getState().mode).not.toBe('offline');
    expect(context.limitMessages).toEqual(['No games left today']);
  });
});

describe('shared session', () => {
  it('plays a copy of a shared session', async () => {
    const context = setup();
    expect(await context.flow.playSharedSession('ORIG2345', 'Ada')).toBe(true);
    expect(context.gameStore.getState().phase).toBe('playing');
  });

  it('returns to the menu and reports failure when the shared session cannot be loaded', async () => {
    const context = setup();
    context.api.duplicateFails = new ApiError(
      ERROR_MESSAGES.sessionNotFound,
      404,
      ERROR_CODES.sessionNotFound,
    );
    expect(await context.flow.playSharedSession('MISS2345', 'Ada')).toBe(false);
    expect(context.gameStore.getState().phase).toBe('menu');
  });
});

describe('the daily five', () => {
  it('starts today’s set on the server in daily mode, with the solo timer and its words', async () => {
    const context = setup();
    expect(await context.flow.startDailyGame()).toEqual({ isPlaying: true });
    expect(context.api.dailyStarts).toEqual([{ playerName: 'Ada', language: 'english', isRelaxed: false }]);
    expect(context.sessionStore.getState()).toMatchObject({
      sessionCode: 'DAYS2345',
      playerToken: 'token-daily',
      mode: 'daily',
      // The set's own day, for the share grid, whatever the clock says when the game ends.
      dailyDay: '2024-01-01',
    });
    expect(context.gameStore.getState()).toMatchObject({
      phase: 'playing',
      isLoading: false,
      timerSeconds: phaseOneSeconds('solo'),
    });
    expect(context.gameStore.getState().words.map((word) => word.id)).toEqual([serverWords[0]?.id]);
  });

  it('starts a past day’s set from the archive as practice, named by its day', async () => {
    const context = setup();
    expect(await context.flow.startDailyGame('2023-12-30')).toEqual({ isPlaying: true });
    expect(context.api.dailyStarts).toEqual([
      { playerName: 'Ada', language: 'english', day: '2023-12-30', isRelaxed: false },
    ]);
    expect(context.sessionStore.getState()).toMatchObject({
      mode: 'daily',
      dailyDay: '2023-12-30',
      isDailyArchive: true,
      isPractice: true,
    });
  });

  it('plays to the results in daily mode, judged by the server', async () => {
    const context = setup();
    await context.flow.startDailyGame();
    for (let round = 0; round < 5; round += 1) {
      await answerRight(context, serverWords);
      await context.advance(FEEDBACK_DELAY_MS);
    }
    expect(context.gameStore.getState().phase).toBe('results');
    expect(context.sessionStore.getState().mode).toBe('daily');
    expect(context.api.answerBodies).toHaveLength(10);
    expect(context.recorded).toHaveLength(1);
  });

  it('goes back to the menu with the error, never to offline words, when the server cannot be reached', async () => {
    const context = setup();
    const unreachable = new ApiError('Cannot reach the server.', 0);
    context.api.dailyFails = unreachable;
    expect(await context.flow.startDailyGame()).toEqual({ isPlaying: false, error: unreachable });
    expect(context.gameStore.getState()).toMatchObject({ phase: 'menu', isLoading: false, words: [] });
    expect(context.sessionStore.getState().mode).not.toBe('offline');
    expect(context.logged).toContain('Failed to start the daily five');
  });

  it('goes back to the menu with the refusal when today’s set was played already', async () => {
    const context = setup();
    const played = new ApiError('Played already', 409, ERROR_CODES.dailyFivePlayed);
    context.api.dailyFails = played;
    expect(await context.flow.startDailyGame()).toEqual({ isPlaying: false, error: played });
    expect(context.gameStore.getState().phase).toBe('menu');
  });

  it('does not start with a blank name', async () => {
    const context = setup({ playerName: '  ' });
    expect(await context.flow.startDailyGame()).toEqual({ isPlaying: false, error: null });
    expect(context.api.dailyStarts).toEqual([]);
  });
});
