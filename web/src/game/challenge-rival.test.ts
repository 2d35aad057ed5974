import type { GetSessionResponse, SessionAnswerView, SessionSummary } from '@bluffle/shared-schema';
import { createStore } from 'zustand/vanilla';
import { ApiError } from '../api/api-error';
import type { SessionState } from '../state/session-store';
import { initialSoloGameState, type ChallengeInfo, type SoloGameState } from '../state/solo-game-store';
import { createChallengeRival } from './challenge-rival';

const ANSWER: SessionAnswerView = {
  roundNumber: 1,
  wordId: 'w1',
  word: 'quokka',
  isReal: true,
  difficulty: 'easy',
  playerAnswer: true,
  followupAnswer: 'a',
  isCorrect: true,
  isFast: true,
  timeSpent: 3000,
  definition: '',
  usage: '',
  explanation: '',
  correctAnswer: 'a',
};

const SUMMARY: SessionSummary = {
  sessionCode: 'COPY2345',
  playerName: 'Challenger',
  totalRounds: 1,
  score: { correct: 1, incorrect: 0, fastAnswers: 1, streak: 1, bestStreak: 1, totalScore: 2 },
  accuracy: 100,
  xpEarned: 20,
  answers: [ANSWER],
  isPractice: false,
  isRelaxed: false,
};

const CHALLENGE: ChallengeInfo = {
  sessionCode: 'ORIG2345',
  kind: 'game',
  originalPlayer: 'Grace',
  score: 9,
  totalRounds: 5,
  isLoading: false,
  isUnavailable: false,
  isPractice: false,
  isRelaxed: false,
  failure: null,
  failureMessage: null,
  rival: { status: 'idle' },
  isOwn: false,
};

function setup(answer: () => Promise<GetSessionResponse>, state: Partial<SoloGameState> = {}) {
  const reads: Array<{ code: string; token: string | undefined }> = [];
  const gameStore = createStore<SoloGameState>()(() => ({
    ...initialSoloGameState(),
    phase: 'results',
    summary: SUMMARY,
    challenge: CHALLENGE,
    ...state,
  }));
  const sessionStore = createStore<SessionState>()(() => ({
    sessionCode: 'COPY2345',
    playerToken: 'copy-token',
    playerName: 'Challenger',
    mode: 'challenge' as const,
    isPractice: false,
    isRelaxed: false,
    dailyDay: null,
    isDailyArchive: false,
  }));
  const logged: string[] = [];
  const rival = createChallengeRival({
    api: {
      getSession: (code, token) => {
        reads.push({ code, token });
        return answer();
      },
    },
    gameStore,
    sessionStore,
    log: (message) => logged.push(message),
  });
  return { rival, gameStore, sessionStore, reads, logged };
}

const response = (answers: SessionAnswerView[] | null): GetSessionResponse => ({
  session: {
    kind: 'game',
    sessionCode: 'ORIG2345',
    playerName: 'Grace',
    language: 'english',
    totalRounds: 5,
    status: 'completed',
    score: 9,
    correctAnswers: 4,
    isPractice: false,
    isRelaxed: false,
    createdAt: '2024-01-01T00:00:00.000Z',
    completedAt: '2024-01-01T00:05:00.000Z',
  },
  answers,
});

describe('challengeRival.load', () => {
  it("reads the original's answers with the challenger's own token, once", async () => {
    const context = setup(async () => response([ANSWER]));
    await context.rival.load();
    await context.rival.load();
    expect(context.reads).toEqual([{ code: 'ORIG2345', token: 'copy-token' }]);
    expect(context.gameStore.getState().challenge?.rival).toEqual({ status: 'ready', answers: [ANSWER] });
  });

  it('records that the server withheld them', async () => {
    const context = setup(async () => response(null));
    await context.rival.load();
    expect(context.gameStore.getState().challenge?.rival).toEqual({ status: 'withheld' });
  });

  it('records a failed read and logs it', async () => {
    const context = setup(async () => {
      throw new ApiError('Cannot reach the server.', 0);
    });
    await context.rival.load();
    expect(context.gameStore.getState().challenge?.rival).toEqual({ status: 'failed' });
    expect(context.logged).toEqual(['Failed to load the original answers']);
  });

  it('asks nothing before the results, for a custom session, or without a token', async () => {
    for (const state of [
      { phase: 'playing' as const },
      { challenge: { ...CHALLENGE, kind: 'custom' as const } },
      { challenge: null },
    ]) {
      const context = setup(async () => response([ANSWER]), state);
      await context.rival.load();
      expect(context.reads).toEqual([]);
    }
    const offline = setup(async () => response([ANSWER]));
    offline.sessionStore.setState({ playerToken: null });
    await offline.rival.load();
    expect(offline.reads).toEqual([]);
  });

  it('drops an answer that arrives after the player left the results', async () => {
    let release: (value: GetSessionResponse) => void = () => undefined;
    const context = setup(() => new Promise((resolve) => (release = resolve)));
    const loading = context.rival.load();
    expect(context.gameStore.getState().challenge?.rival).toEqual({ status: 'loading' });
    context.gameStore.setState(initialSoloGameState());
    release(response([ANSWER]));
    await loading;
    expect(context.gameStore.getState().challenge).toBeNull();
  });
});
