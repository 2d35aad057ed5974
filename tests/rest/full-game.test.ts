import {
  ERROR_MESSAGES,
  type ApiError,
  type GetSessionResponse,
  type SessionSummary,
} from '@bluffle/shared-schema';
import { correctFollowupOf, truthOf } from '../support/fixture-words';
import { ManualClock } from '../support/manual-clock';
import { rest } from '../support/rest-client';
import {
  openNextRound,
  playRound,
  startSoloGame,
  submitAnswer,
  type RoundPlan,
  type SoloGame,
} from '../support/solo-game';
import { startTestServer, type TestServer } from '../support/test-server';

describe('a whole solo game, to the server-built summary', () => {
  let server: TestServer;
  const clock = new ManualClock();

  beforeAll(async () => {
    server = await startTestServer({ clock });
  });
  afterAll(() => server.close());

  const complete = (game: SoloGame, token = game.playerToken, body: unknown = {}) =>
    rest<SessionSummary & ApiError>(server.baseUrl, `/api/sessions/${game.sessionCode}/complete`, {
      body,
      token,
    });

  async function playGame(plans: RoundPlan[], secondsPerRound: number[]): Promise<SoloGame> {
    const game = await startSoloGame(server.baseUrl, { playerName: 'Grace', clock });
    for (const [index, plan] of plans.entries()) {
      // Each next round opens when asked for after the feedback pause, and is timed from then.
      if (index > 0) await openNextRound(server.baseUrl, game, index + 1);
      clock.advance((secondsPerRound[index] ?? 0) * 1000);
      const over = await playRound(server.baseUrl, game, index + 1, plan);
      expect(over.isGameOver).toBe(index === plans.length - 1);
    }
    return game;
  }

  it('scores a perfect fast game at the maximum of 16 with streak bonuses', async () => {
    const game = await playGame(['right', 'right', 'right', 'right', 'right'], [1, 1, 1, 1, 1]);
    const summary = await complete(game, game.playerToken, { score: 999, correctAnswers: 5, streak: 99 });
    expect(summary.status).toBe(200);
    expect(summary.body.score).toEqual({
      correct: 5,
      incorrect: 0,
      fastAnswers: 5,
      streak: 5,
      bestStreak: 5,
      totalScore: 16,
    });
    expect(summary.body).toMatchObject({ accuracy: 100, xpEarned: 160, totalRounds: 5, playerName: 'Grace' });
  });

  it('builds the exact summary of a mixed game', async () => {
    // Round by round: right fast (2), wrong first (0), right slow (1), right fast (2), wrong follow-up (0).
    const plans: RoundPlan[] = ['right', 'wrong-first', 'right', 'right', 'wrong-followup'];
    const game = await playGame(plans, [1, 3, 8, 2, 4]);
    const summary = await complete(game);
    expect(summary.status).toBe(200);

    const expectedAnswers = plans.map((plan, index) => {
      const word = game.words[index];
      if (!word) throw new Error('missing word');
      const truth = truthOf(word);
      return {
        roundNumber: index + 1,
        wordId: word.id,
        word: truth.word,
        isReal: truth.isReal,
        difficulty: truth.difficulty,
        playerAnswer: plan === 'wrong-first' ? !truth.isReal : truth.isReal,
        isCorrect: plan === 'right',
        isFast: plan === 'right' && index !== 2,
        definition: truth.definition,
        usage: truth.usage,
        explanation: truth.explanation,
        correctAnswer: correctFollowupOf(truth),
      };
    });
    expect(summary.body).toMatchObject({
      sessionCode: game.sessionCode,
      playerName: 'Grace',
      totalRounds: 5,
      score: { correct: 3, incorrect: 2, fastAnswers: 2, streak: 0, bestStreak: 2, totalScore: 5 },
      // Four right calls of five: round 5's call was right, its follow-up missed.
      accuracy: 80,
      xpEarned: 50,
    });
    expect(summary.body.answers).toMatchObject(expectedAnswers);
    // The follow-up answer is recorded as chosen; time is the server's, from each round's opening.
    expect(summary.body.answers[0]?.followupAnswer).toBe(expectedAnswers[0]?.correctAnswer);
    expect(summary.body.answers[1]?.followupAnswer).toBeNull();
    expect(summary.body.answers.map((answer) => answer.timeSpent)).toEqual([1000, 3000, 8000, 2000, 4000]);

    const read = await rest<GetSessionResponse>(server.baseUrl, `/api/sessions/${game.sessionCode}`);
    expect(read.body.session).toMatchObject({ status: 'completed', score: 5, correctAnswers: 3 });
    expect(read.body.session.completedAt).not.toBeNull();
  });

  it('refuses to complete before every round is over, then completes once they are', async () => {
    const game = await startSoloGame(server.baseUrl, { clock });
    const early = await complete(game);
    expect(early.status).toBe(409);
    expect(early.body.error).toMatch(/Finish all 5 rounds/);
    for (let round = 1; round <= 4; round += 1) {
      await playRound(server.baseUrl, game, round, 'wrong-first');
    }
    expect((await complete(game)).status).toBe(409);
    await playRound(server.baseUrl, game, 5, 'wrong-first');
    expect((await complete(game)).status).toBe(200);
  });

  it('returns the same summary when completed again, and takes no answer after completion', async () => {
    const game = await playGame(['right', 'right', 'wrong-first', 'right', 'right'], [1, 1, 1, 1, 1]);
    const first = await complete(game);
    const second = await complete(game);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);

    const late = await submitAnswer<ApiError>(server.baseUrl, game, {
      wordId: game.words[4]?.id,
      roundNumber: 5,
      playerAnswer: true,
    });
    expect(late).toMatchObject({ status: 409, body: { error: ERROR_MESSAGES.sessionCompleted } });
  });

  it('lets only the player complete the session', async () => {
    const game = await startSoloGame(server.baseUrl);
    const stranger = await complete(game, 'someone-else');
    expect(stranger.status).toBe(403);
    const unknown = await rest(server.baseUrl, '/api/sessions/ZZZZZZZZ/complete', { body: {}, token: 't' });
    expect(unknown.status).toBe(404);
    const badTally = await complete(game, game.playerToken, { score: 'lots' });
    expect(badTally.status).toBe(400);
  });
});
