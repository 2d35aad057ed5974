import {
  FAST_ANSWER_SECONDS,
  FEEDBACK_DELAY_MS,
  FOLLOWUP_SECONDS,
  NETWORK_ALLOWANCE_MS,
  SOLO_PHASE_ONE_SECONDS,
  type ApiError,
  type CreateSessionResponse,
} from '@bluffle/shared-schema';
import { correctFollowupOf, truthOf } from '../support/fixture-words';
import { ManualClock } from '../support/manual-clock';
import { rest } from '../support/rest-client';
import {
  openNextRound,
  playRound,
  startSoloGame,
  submitAnswer,
  type FollowupAsked,
  type RoundOver,
  type SoloGame,
} from '../support/solo-game';
import { startTestServer, type TestServer } from '../support/test-server';

const FAST_LIMIT_MS = FAST_ANSWER_SECONDS * 1000 + NETWORK_ALLOWANCE_MS;
const PHASE_ONE_LIMIT_MS = SOLO_PHASE_ONE_SECONDS * 1000 + NETWORK_ALLOWANCE_MS;
const FOLLOWUP_LIMIT_MS = FOLLOWUP_SECONDS * 1000 + NETWORK_ALLOWANCE_MS;

describe('POST /api/sessions/{code}/answers', () => {
  let server: TestServer;
  const clock = new ManualClock();

  beforeAll(async () => {
    server = await startTestServer({ clock });
  });
  afterAll(() => server.close());

  const start = () => startSoloGame(server.baseUrl, { clock });
  const wordOf = (game: SoloGame, round: number) => {
    const word = game.words[round - 1];
    if (!word) throw new Error('no word');
    return word;
  };
  /** Phase one of round 1, answered right; returns the follow-up the server asked. */
  async function rightFirstAnswer(game: SoloGame): Promise<FollowupAsked> {
    const word = wordOf(game, 1);
    const response = await submitAnswer<FollowupAsked>(server.baseUrl, game, {
      wordId: word.id,
      roundNumber: 1,
      playerAnswer: truthOf(word).isReal,
    });
    expect(response.status).toBe(200);
    expect(response.body.stage).toBe('followup');
    return response.body;
  }
  const followup = (game: SoloGame, followupAnswer: string | null) =>
    submitAnswer<RoundOver>(server.baseUrl, game, {
      wordId: wordOf(game, 1).id,
      roundNumber: 1,
      followupAnswer,
    });

  describe('judging on the server', () => {
    it('scores nothing for a wrong first answer, whatever the client claims', async () => {
      const game = await start();
      const word = wordOf(game, 1);
      const response = await submitAnswer<RoundOver>(server.baseUrl, game, {
        wordId: word.id,
        roundNumber: 1,
        playerAnswer: !truthOf(word).isReal,
        isCorrect: true,
        timeSpent: 1,
      });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        stage: 'round-over',
        roundNumber: 1,
        isCorrect: false,
        isFast: false,
        isTimeout: false,
        pointsEarned: 0,
        streakBonus: 0,
        isGameOver: false,
        score: { correct: 0, incorrect: 1, fastAnswers: 0, streak: 0, bestStreak: 0, totalScore: 0 },
      });
    });

    it('asks the follow-up with four options after a right first answer, and reveals the truth after it', async () => {
      const game = await start();
      const word = wordOf(game, 1);
      const truth = truthOf(word);
      const asked = await rightFirstAnswer(game);
      expect(asked.isCorrect).toBe(true);
      expect(asked.followup.seconds).toBe(FOLLOWUP_SECONDS);
      expect(asked.followup.question).toBe(
        truth.isReal ? 'Which of these also describes the word?' : 'Which of these is a real word?',
      );
      expect(asked.followup.options).toHaveLength(4);
      expect(new Set(asked.followup.options).size).toBe(4);
      expect(asked.followup.options).toContain(correctFollowupOf(truth));

      const over = await followup(game, correctFollowupOf(truth));
      expect(over.status).toBe(200);
      expect(over.body).toMatchObject({
        stage: 'round-over',
        isCorrect: true,
        isFast: true,
        isTimeout: false,
        pointsEarned: 2,
        reveal: {
          wordId: word.id,
          word: truth.word,
          isReal: truth.isReal,
          definition: truth.definition,
          usage: truth.usage,
          explanation: truth.explanation,
          correctAnswer: correctFollowupOf(truth),
        },
        score: { correct: 1, incorrect: 0, fastAnswers: 1, streak: 1, bestStreak: 1, totalScore: 2 },
      });
    });

    it('counts a wrong follow-up option as a wrong round', async () => {
      const game = await start();
      const asked = await rightFirstAnswer(game);
      const wrong = asked.followup.options.find(
        (option) => option !== correctFollowupOf(truthOf(wordOf(game, 1))),
      );
      const over = await followup(game, wrong ?? null);
      expect(over.body).toMatchObject({ isCorrect: false, isFast: false, isTimeout: false, pointsEarned: 0 });
      expect(over.body.score).toMatchObject({ correct: 0, incorrect: 1, streak: 0 });
    });

    it('rejects a follow-up option that was not offered with 400, and still takes a real one', async () => {
      const game = await start();
      await rightFirstAnswer(game);
      const invented = await followup(game, 'an option the server never offered');
      expect(invented.status).toBe(400);
      expect((invented.body as unknown as ApiError).error).toMatch(/one of the options offered/);
      const truthful = await followup(game, correctFollowupOf(truthOf(wordOf(game, 1))));
      expect(truthful.body.isCorrect).toBe(true);
    });
  });

  describe("timing by the server's clock", () => {
    it(`counts a round finished within ${FAST_ANSWER_SECONDS} s plus the allowance as fast, and a moment later as not`, async () => {
      const fastGame = await start();
      await rightFirstAnswer(fastGame);
      clock.advance(FAST_LIMIT_MS);
      const fast = await followup(fastGame, correctFollowupOf(truthOf(wordOf(fastGame, 1))));
      expect(fast.body).toMatchObject({ isCorrect: true, isFast: true, pointsEarned: 2 });

      const slowGame = await start();
      await rightFirstAnswer(slowGame);
      clock.advance(FAST_LIMIT_MS + 1);
      const slow = await followup(slowGame, correctFollowupOf(truthOf(wordOf(slowGame, 1))));
      expect(slow.body).toMatchObject({ isCorrect: true, isFast: false, pointsEarned: 1 });
      expect(slow.body.score.fastAnswers).toBe(0);
    });

    it('turns a right first answer after the phase-one time into a timeout', async () => {
      const onTime = await start();
      clock.advance(PHASE_ONE_LIMIT_MS);
      await rightFirstAnswer(onTime);

      const late = await start();
      clock.advance(PHASE_ONE_LIMIT_MS + 1);
      const word = wordOf(late, 1);
      const response = await submitAnswer<RoundOver>(server.baseUrl, late, {
        wordId: word.id,
        roundNumber: 1,
        playerAnswer: truthOf(word).isReal,
      });
      expect(response.body).toMatchObject({
        stage: 'round-over',
        isCorrect: false,
        isTimeout: true,
        pointsEarned: 0,
      });
    });

    it('treats a null first answer as a timeout', async () => {
      const game = await start();
      const response = await submitAnswer<RoundOver>(server.baseUrl, game, {
        wordId: wordOf(game, 1).id,
        roundNumber: 1,
        playerAnswer: null,
      });
      expect(response.body).toMatchObject({ stage: 'round-over', isCorrect: false, isTimeout: true });
    });

    it('turns a right follow-up after the follow-up time into a timeout, and so is a null one', async () => {
      const late = await start();
      await rightFirstAnswer(late);
      clock.advance(FOLLOWUP_LIMIT_MS + 1);
      const response = await followup(late, correctFollowupOf(truthOf(wordOf(late, 1))));
      expect(response.body).toMatchObject({ isCorrect: false, isTimeout: true, pointsEarned: 0 });

      const silent = await start();
      await rightFirstAnswer(silent);
      const timedOut = await followup(silent, null);
      expect(timedOut.body).toMatchObject({ isCorrect: false, isTimeout: true });
    });

    it(`times the next round from its opening, asked for ${FEEDBACK_DELAY_MS} ms or more after a round ends`, async () => {
      const game = await start();
      await playRound(server.baseUrl, game, 1, 'wrong-first');
      // Round 2 opens when asked for after the feedback pause, and is timed from then.
      await openNextRound(server.baseUrl, game, 2);
      clock.advance(FAST_LIMIT_MS);
      const fast = await playRound(server.baseUrl, game, 2, 'right');
      expect(fast.isFast).toBe(true);

      await openNextRound(server.baseUrl, game, 3);
      clock.advance(FAST_LIMIT_MS + 1);
      const slow = await playRound(server.baseUrl, game, 3, 'right');
      expect(slow).toMatchObject({ isCorrect: true, isFast: false });
    });
  });

  describe('order and repetition', () => {
    const expectConflict = (response: { status: number; body: unknown }, message: RegExp) => {
      expect(response.status).toBe(409);
      expect((response.body as ApiError).error).toMatch(message);
    };

    it('refuses a second first answer to the same round', async () => {
      const game = await start();
      await rightFirstAnswer(game);
      // A different first answer (the same one again would be a retry, answered with its first reply).
      const again = await submitAnswer(server.baseUrl, game, {
        wordId: wordOf(game, 1).id,
        roundNumber: 1,
        playerAnswer: !truthOf(wordOf(game, 1)).isReal,
      });
      expectConflict(again, /first answer is already in/);
    });

    it('refuses any answer to a round that is over', async () => {
      const game = await start();
      await playRound(server.baseUrl, game, 1, 'wrong-first');
      // Anything but the very answer it took (which a retry gets its first reply to).
      for (const body of [{ playerAnswer: truthOf(wordOf(game, 1)).isReal }, { followupAnswer: 'x' }]) {
        const again = await submitAnswer(server.baseUrl, game, {
          wordId: wordOf(game, 1).id,
          roundNumber: 1,
          ...body,
        });
        expectConflict(again, /Round 1 is already over/);
      }
    });

    it('refuses a follow-up answer before the first answer', async () => {
      const game = await start();
      const early = await followup(game, 'anything');
      expectConflict(early, /before its follow-up/);
    });

    it("refuses a round that has not started and a word that is not the round's", async () => {
      const game = await start();
      // The next round's word is not out yet, so the test names a word of another game.
      const other = await start();
      const ahead = await submitAnswer(server.baseUrl, game, {
        wordId: wordOf(other, 1).id,
        roundNumber: 2,
        playerAnswer: true,
      });
      expectConflict(ahead, /Round 2 has not started/);
      const otherWord = await submitAnswer(server.baseUrl, game, {
        wordId: wordOf(game, 1).id === wordOf(other, 1).id ? 'a-word-of-no-round' : wordOf(other, 1).id,
        roundNumber: 1,
        playerAnswer: true,
      });
      expectConflict(otherWord, /not the word of round 1/);
    });

    it('refuses an answer to the next round before its feedback pause is over', async () => {
      const game = await start();
      await playRound(server.baseUrl, game, 1, 'wrong-first');
      // Refused before its word is looked at: a player who knows the set (a replay) cannot answer ahead.
      // After the pause the round takes answers, asked for or not (docs/design.md decision 14: the spec's client).
      clock.advance(FEEDBACK_DELAY_MS - 1);
      const response = await submitAnswer(server.baseUrl, game, {
        wordId: 'any-word-id',
        roundNumber: 2,
        playerAnswer: true,
      });
      expectConflict(response, /Round 2 has not opened yet/);
    });

    it('refuses an answer before the words were served', async () => {
      const created = await rest<CreateSessionResponse>(server.baseUrl, '/api/sessions/create', {
        body: { playerName: 'Ada' },
      });
      const response = await submitAnswer(server.baseUrl, created.body, {
        wordId: 'whatever',
        roundNumber: 1,
        playerAnswer: true,
      });
      expectConflict(response, /no round has started/);
    });

    it('counts only one of two different answers sent at the same moment', async () => {
      const game = await start();
      const word = wordOf(game, 1);
      const responses = await Promise.all(
        [true, false, true, false].map((playerAnswer) =>
          submitAnswer<RoundOver>(server.baseUrl, game, { wordId: word.id, roundNumber: 1, playerAnswer }),
        ),
      );
      const statuses = responses.map((response) => response.status);
      // Equal bodies racing the winner get its reply; the other answer loses with 409.
      expect(statuses).toContain(200);
      expect(statuses).toContain(409);
      const replies = responses
        .filter((response) => response.status === 200)
        .map((response) => response.body);
      expect(new Set(replies.map((reply) => JSON.stringify(reply))).size).toBe(1);
    });

    it('gives the same reply to the same answer sent three times at once, and counts it once', async () => {
      const game = await start();
      const word = wordOf(game, 1);
      const body = { wordId: word.id, roundNumber: 1, playerAnswer: !truthOf(word).isReal };
      const responses = await Promise.all([
        submitAnswer<RoundOver>(server.baseUrl, game, body),
        submitAnswer<RoundOver>(server.baseUrl, game, body),
        submitAnswer<RoundOver>(server.baseUrl, game, body),
      ]);
      expect(responses.map((response) => response.status)).toEqual([200, 200, 200]);
      expect(responses[1]?.body).toEqual(responses[0]?.body);
      expect(responses[2]?.body).toEqual(responses[0]?.body);
      const read = await rest<{ answers: unknown[]; session: { score: number | null } }>(
        server.baseUrl,
        `/api/sessions/${game.sessionCode}`,
        { token: game.playerToken },
      );
      expect(read.body.answers).toHaveLength(1);
    });
  });

  describe('a retry after a lost response', () => {
    it('returns the verdict of a wrong first answer again, later, without counting it twice', async () => {
      const game = await start();
      const word = wordOf(game, 1);
      const body = { wordId: word.id, roundNumber: 1, playerAnswer: !truthOf(word).isReal };
      const first = await submitAnswer<RoundOver>(server.baseUrl, game, body);
      clock.advance(5000);
      const retry = await submitAnswer<RoundOver>(server.baseUrl, game, body);
      expect(retry.status).toBe(200);
      expect(retry.body).toEqual(first.body);
      expect(retry.body.score.incorrect).toBe(1);
    });

    it('asks the same follow-up with the same options when the right first answer is sent again', async () => {
      const game = await start();
      const asked = await rightFirstAnswer(game);
      const retry = await submitAnswer<FollowupAsked>(server.baseUrl, game, {
        wordId: wordOf(game, 1).id,
        roundNumber: 1,
        playerAnswer: truthOf(wordOf(game, 1)).isReal,
      });
      expect(retry.status).toBe(200);
      expect(retry.body).toEqual(asked);
    });

    it('returns the follow-up verdict again, and still refuses a different answer to the same round', async () => {
      const game = await start();
      const asked = await rightFirstAnswer(game);
      const chosen = asked.followup.options[0] ?? '';
      const first = await followup(game, chosen);
      expect(first.status).toBe(200);
      expect(first.body.stage).toBe('round-over');
      const retry = await followup(game, chosen);
      expect(retry.status).toBe(200);
      expect(retry.body).toEqual(first.body);
      const otherOption = await followup(game, 'something else');
      expect(otherOption.status).toBe(409);
      const phaseOneAgain = await submitAnswer(server.baseUrl, game, {
        wordId: wordOf(game, 1).id,
        roundNumber: 1,
        playerAnswer: truthOf(wordOf(game, 1)).isReal,
      });
      expect(phaseOneAgain.status).toBe(409);
    });
  });

  describe('bad input', () => {
    it('refuses a missing or wrong player token with 403', async () => {
      const game = await start();
      const other = await start();
      const body = { wordId: wordOf(game, 1).id, roundNumber: 1, playerAnswer: true };
      for (const token of [undefined, other.playerToken]) {
        const response = await rest<ApiError>(server.baseUrl, `/api/sessions/${game.sessionCode}/answers`, {
          body,
          token,
        });
        expect(response.status).toBe(403);
        expect(response.body.error).toMatch(/player token/);
      }
    });

    it('answers 404 for an unknown session and 400 for a malformed code', async () => {
      const body = { wordId: 'w', roundNumber: 1, playerAnswer: true };
      const unknown = await rest(server.baseUrl, '/api/sessions/ZZZZZZZZ/answers', { body, token: 't' });
      expect(unknown.status).toBe(404);
      const malformed = await rest(server.baseUrl, '/api/sessions/bad/answers', { body, token: 't' });
      expect(malformed.status).toBe(400);
    });

    it.each([
      ['neither answer', { roundNumber: 1 }, /playerAnswer \(phase one\) or followupAnswer/],
      ['both answers', { roundNumber: 1, playerAnswer: true, followupAnswer: 'x' }, /not both/],
      ['a missing round number', { playerAnswer: true }, /roundNumber/],
      ['round 0', { roundNumber: 0, playerAnswer: true }, /roundNumber/],
      ['round 6', { roundNumber: 6, playerAnswer: true }, /roundNumber/],
      ['a text answer', { roundNumber: 1, playerAnswer: 'true' }, /playerAnswer/],
      [
        'an operator object as word id',
        { roundNumber: 1, playerAnswer: true, wordId: { $gt: '' } },
        /wordId/,
      ],
      ['an operator object as answer', { roundNumber: 1, followupAnswer: { $ne: null } }, /followupAnswer/],
    ])('rejects %s with 400', async (_case, extra, message) => {
      const game = await start();
      const response = await submitAnswer(server.baseUrl, game, { wordId: wordOf(game, 1).id, ...extra });
      expect(response.status).toBe(400);
      expect((response.body as unknown as ApiError).error).toMatch(message);
    });
  });
});
