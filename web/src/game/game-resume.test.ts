import {
  createSeededRandom,
  ERROR_CODES,
  FEEDBACK_DELAY_MS,
  FOLLOWUP_SECONDS,
  initialScore,
  type CurrentRound,
  type CurrentRoundResponse,
  type PlayWord,
  type SessionSummary,
} from '@bluffle/shared-schema';
import { createStore } from 'zustand/vanilla';
import { ApiError } from '../api/api-error';
import type { AnswerBody, GameApi } from '../api/game-api';
import type { SessionState } from '../state/session-store';
import { initialSoloGameState, type SoloGameState } from '../state/solo-game-store';
import { createGameFlow } from './game-flow';
import type { RunningGame } from './running-game-memory';

// A game taken up again after a reload or in a new tab: the flow asks the server where it stands and goes on
// from there, with the server's time left, never a fresh clock.

const word = (id: string): PlayWord => ({
  id,
  word: `word-${id}`,
  definition: `definition of ${id}`,
  usage: `usage of ${id}`,
  difficulty: 'medium',
  category: 'general',
  language: 'english',
  wordClass: 'noun',
});

const score = { ...initialScore(), correct: 1, incorrect: 1, totalScore: 2, streak: 1, bestStreak: 1 };

const kept: RunningGame = {
  sessionCode: 'KEPT2345',
  playerToken: 'token-kept',
  playerName: 'Reloaded Rae',
  mode: 'daily',
  isPractice: false,
  isRelaxed: false,
  dailyDay: '2024-01-01',
  isDailyArchive: false,
  address: '',
  challenge: null,
};

const summary: SessionSummary = {
  sessionCode: 'KEPT2345',
  playerName: 'Reloaded Rae',
  totalRounds: 5,
  score,
  accuracy: 20,
  xpEarned: 2,
  answers: [],
  isPractice: false,
  isRelaxed: false,
};

/** A server that answers the current round as the test sets it, and records what the client asks. */
function fakeApi(round: CurrentRound | ApiError, failuresFirst: ApiError[]) {
  const asked = { answers: [] as AnswerBody[], rounds: [] as number[], completes: 0, tokens: [] as string[] };
  const unused = () => Promise.reject(new Error('not used by a resumed game'));
  const api: GameApi = {
    createSession: unused,
    fetchSessionWords: unused,
    getSession: unused,
    duplicateSession: unused,
    readDailyFive: unused,
    startDailyFive: unused,
    readDailyArchive: unused,
    readCurrentRound: async ({ playerToken }) => {
      asked.tokens.push(playerToken);
      const failure = failuresFirst.shift();
      if (failure !== undefined) throw failure;
      if (round instanceof ApiError) throw round;
      const response: CurrentRoundResponse = {
        sessionCode: kept.sessionCode,
        totalRounds: 5,
        score,
        isPractice: false,
        isRelaxed: false,
        round,
      };
      return response;
    },
    openNextRound: async ({ roundNumber }) => {
      asked.rounds.push(roundNumber);
      return { roundNumber, word: word(`w${roundNumber}`), secondsLeft: 15 };
    },
    submitAnswer: async ({ body }) => {
      asked.answers.push(body);
      return {
        stage: 'round-over',
        roundNumber: body.roundNumber,
        isCorrect: false,
        isFast: false,
        isTimeout: true,
        pointsEarned: 0,
        streakBonus: 0,
        reveal: {
          wordId: body.wordId,
          word: `word-${body.wordId}`,
          isReal: true,
          definition: '',
          usage: '',
          explanation: '',
          correctAnswer: '',
        },
        score,
        isGameOver: false,
      };
    },
    completeSession: async () => {
      asked.completes += 1;
      return summary;
    },
  };
  return { api, asked };
}

function setup(round: CurrentRound | ApiError, failuresFirst: ApiError[] = []) {
  const { api, asked } = fakeApi(round, failuresFirst);
  const gameStore = createStore<SoloGameState>()(() => initialSoloGameState());
  const sessionStore = createStore<SessionState>()(() => ({
    sessionCode: null,
    playerToken: null,
    playerName: '',
    mode: 'solo' as const,
    isPractice: false,
    isRelaxed: false,
    dailyDay: null,
    isDailyArchive: false,
  }));
  const recorded: SessionSummary[] = [];
  const flow = createGameFlow({
    api,
    gameStore,
    sessionStore,
    language: () => 'english',
    isRelaxed: () => false,
    offlineWords: { daily: [], challenge: [] },
    recordGame: (game) => recorded.push(game),
    savePlayerName: () => undefined,
    now: () => 0,
    random: createSeededRandom(1),
    onDailyLimitReached: () => undefined,
    log: () => undefined,
  });
  return { flow, gameStore, sessionStore, asked, recorded };
}

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('resuming a kept game', () => {
  it("goes back into the round in play with the server's time left, and times it out when that runs out", async () => {
    const context = setup({ stage: 'phase-one', roundNumber: 3, word: word('w3'), secondsLeft: 9 });
    expect(await context.flow.resumeGame(kept)).toBe('resumed');
    expect(context.asked.tokens).toEqual(['token-kept']);
    expect(context.sessionStore.getState()).toMatchObject({
      sessionCode: 'KEPT2345',
      playerToken: 'token-kept',
      playerName: 'Reloaded Rae',
      mode: 'daily',
      dailyDay: '2024-01-01',
    });
    const state = context.gameStore.getState();
    expect(state).toMatchObject({
      phase: 'playing',
      isLoading: false,
      roundIndex: 2,
      timerSeconds: 9,
      score,
    });
    expect(state.words[2]).toEqual(word('w3'));
    await jest.advanceTimersByTimeAsync(8000);
    expect(context.asked.answers).toEqual([]);
    await jest.advanceTimersByTimeAsync(1000);
    expect(context.asked.answers).toEqual([{ wordId: 'w3', roundNumber: 3, playerAnswer: null }]);
  });

  it('goes back into the follow-up the first answer reached, with its options and time left', async () => {
    const followup = { question: 'Which?', options: ['a', 'b', 'c', 'd'], seconds: FOLLOWUP_SECONDS };
    const context = setup({
      stage: 'followup',
      roundNumber: 2,
      word: word('w2'),
      followup,
      secondsLeft: 12,
      phaseOneAnswer: false,
    });
    await context.flow.resumeGame(kept);
    expect(context.gameStore.getState()).toMatchObject({
      phase: 'followup',
      roundIndex: 1,
      followup,
      phaseOneChoice: false,
      timerSeconds: 12,
      timerMaxSeconds: FOLLOWUP_SECONDS,
    });
    await context.flow.answerFollowup('b');
    expect(context.asked.answers).toEqual([{ wordId: 'w2', roundNumber: 2, followupAnswer: 'b' }]);
  });

  it('asks for the waiting round once its feedback pause is over, loading meanwhile', async () => {
    const context = setup({ stage: 'waiting', roundNumber: 4, opensInMs: FEEDBACK_DELAY_MS - 500 });
    await context.flow.resumeGame(kept);
    expect(context.gameStore.getState()).toMatchObject({ phase: 'playing', isLoading: true });
    await jest.advanceTimersByTimeAsync(FEEDBACK_DELAY_MS - 501);
    expect(context.asked.rounds).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    expect(context.asked.rounds).toEqual([4]);
    expect(context.gameStore.getState()).toMatchObject({ isLoading: false, roundIndex: 3, timerSeconds: 15 });
  });

  it('shows the results of a game with nothing left to play', async () => {
    const context = setup({ stage: 'over' });
    await context.flow.resumeGame(kept);
    expect(context.asked.completes).toBe(1);
    expect(context.gameStore.getState()).toMatchObject({ phase: 'results', summary });
    expect(context.recorded).toEqual([summary]);
  });

  it('goes back to the menu: the game is gone when the server refuses, kept when it cannot be asked', async () => {
    const refused = setup(new ApiError('Forbidden', 403, ERROR_CODES.missingPlayerToken));
    expect(await refused.flow.resumeGame(kept)).toBe('gone');
    expect(refused.gameStore.getState().phase).toBe('menu');
    expect(refused.sessionStore.getState().sessionCode).toBeNull();
    const unreachable = setup(new ApiError('Cannot reach the server.', 0));
    const outcome = unreachable.flow.resumeGame(kept);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(await outcome).toBe('not-now');
    expect(unreachable.asked.tokens).toHaveLength(3);
    expect(unreachable.gameStore.getState().phase).toBe('menu');
  });

  it('waits out a brief network loss on the loading screen, then goes back into the round', async () => {
    const down = new ApiError('Cannot reach the server.', 0);
    const context = setup({ stage: 'phase-one', roundNumber: 2, word: word('w2'), secondsLeft: 7 }, [down]);
    const outcome = context.flow.resumeGame(kept);
    await jest.advanceTimersByTimeAsync(0);
    expect(context.gameStore.getState()).toMatchObject({ phase: 'playing', isLoading: true });
    await jest.advanceTimersByTimeAsync(2000);
    expect(await outcome).toBe('resumed');
    expect(context.gameStore.getState()).toMatchObject({ isLoading: false, roundIndex: 1, timerSeconds: 7 });
  });
});
