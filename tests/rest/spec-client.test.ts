import {
  FEEDBACK_DELAY_MS,
  NETWORK_ALLOWANCE_MS,
  SOLO_PHASE_ONE_SECONDS,
  type ApiError,
  type CreateSessionResponse,
  type SessionSummary,
  type SessionWordsResponse,
  type SubmitAnswerResponse,
} from '@bluffle/shared-schema';
import { correctFollowupOf, truthOf } from '../support/fixture-words';
import { ManualClock } from '../support/manual-clock';
import { rest } from '../support/rest-client';
import { startTestServer, type TestServer } from '../support/test-server';

// A client written to the spec (docs/product.md §7, §9; docs/design.md decision 14) plays a whole game with the spec's calls
// only: create, fetch the words once (10 fetched, 5 played), answer each round in order, complete. It never
// calls rounds/next: a round it answers opened when the last feedback pause ended (docs/product.md §4 'the next round
// starts after 2 seconds'), and the server times it from then, so it gets no more time than our client.

const PLAY_WORD_KEYS = [
  'category',
  'definition',
  'difficulty',
  'id',
  'language',
  'usage',
  'word',
  'wordClass',
];
const PHASE_ONE_LIMIT_MS = SOLO_PHASE_ONE_SECONDS * 1000 + NETWORK_ALLOWANCE_MS;

describe('a client that makes only the spec calls', () => {
  let server: TestServer;
  const clock = new ManualClock(Date.UTC(2025, 6, 2, 9, 0, 0));

  beforeAll(async () => {
    server = await startTestServer({ clock });
  });
  afterAll(() => server.close());

  type Plan = 'right' | 'wrong-first' | 'too-late';
  interface SpecRound {
    plan: Plan;
    /** How long the player looks at the word before calling it, from when the round starts. */
    thinkMs: number;
  }

  it('plays five rounds on the words it fetched once, timed by the server, and completes with a 5-round result', async () => {
    const created = await rest<CreateSessionResponse>(server.baseUrl, '/api/sessions/create', {
      body: { playerName: 'Spec', userId: null, totalRounds: 5 },
    });
    expect(created.status).toBe(201);
    const { sessionCode, playerToken } = created.body;
    const call = <Body>(path: string, body: unknown) =>
      rest<Body & ApiError>(server.baseUrl, `/api/sessions/${sessionCode}${path}`, {
        body,
        token: playerToken,
      });

    // The words, once: the session's words up to count, none carrying its truth (docs/design.md decision 3).
    const fetched = await rest<SessionWordsResponse>(
      server.baseUrl,
      `/api/words/session/${sessionCode}?count=10&language=`,
      { token: playerToken },
    );
    expect(fetched.status).toBe(200);
    const { words } = fetched.body;
    expect(words.length).toBeGreaterThanOrEqual(5);
    expect(words.length).toBeLessThanOrEqual(10);
    for (const word of words) expect(Object.keys(word).sort()).toEqual(PLAY_WORD_KEYS);

    const rounds: SpecRound[] = [
      { plan: 'right', thinkMs: 3000 },
      { plan: 'wrong-first', thinkMs: 2000 },
      { plan: 'right', thinkMs: 8000 },
      { plan: 'right', thinkMs: 1000 },
      // The last round looked at for longer than the rules give: a timeout, whatever the client counted.
      { plan: 'too-late', thinkMs: PHASE_ONE_LIMIT_MS + 1 },
    ];
    const replies: SubmitAnswerResponse[] = [];
    for (const [index, round] of rounds.entries()) {
      const roundNumber = index + 1;
      const word = words[index]!;
      const truth = truthOf(word);
      // The previous round's feedback shows for 2 s; then this round starts on the client.
      if (roundNumber > 1) clock.advance(FEEDBACK_DELAY_MS);
      clock.advance(round.thinkMs);
      const playerAnswer = round.plan === 'wrong-first' ? !truth.isReal : truth.isReal;
      // The spec's payload, with the client's own tally, which the server ignores.
      const first = await call<SubmitAnswerResponse>('/answers', {
        wordId: word.id,
        roundNumber,
        playerAnswer,
        isCorrect: true,
        timeSpent: 1,
      });
      expect(first.status).toBe(200);
      let reply = first.body;
      if (reply.stage === 'followup') {
        clock.advance(1000);
        const second = await call<SubmitAnswerResponse>('/answers', {
          wordId: word.id,
          roundNumber,
          followupAnswer: correctFollowupOf(truth),
        });
        expect(second.status).toBe(200);
        reply = second.body;
      }
      replies.push(reply);
    }
    expect(replies.map((reply) => reply.stage)).toEqual(Array(5).fill('round-over'));
    expect(replies.map((reply) => reply.stage === 'round-over' && reply.isTimeout)).toEqual([
      false,
      false,
      false,
      false,
      true,
    ]);

    const summary = await call<SessionSummary>('/complete', { score: 99, correctAnswers: 5, streak: 5 });
    expect(summary.status).toBe(200);
    expect(summary.body.totalRounds).toBe(5);
    expect(summary.body.answers.map((answer) => answer.wordId)).toEqual(words.slice(0, 5).map((w) => w.id));
    // Each round timed from when it started for the player: the end of the last feedback pause.
    expect(summary.body.answers.map((answer) => answer.timeSpent)).toEqual([
      4000,
      2000,
      9000,
      2000,
      PHASE_ONE_LIMIT_MS + 1,
    ]);
    expect(summary.body.answers.map((answer) => answer.isCorrect)).toEqual([true, false, true, true, false]);
    // Right fast (2), wrong (0), right slow (1), right fast (2), timed out (0).
    expect(summary.body.score).toEqual({
      correct: 3,
      incorrect: 2,
      fastAnswers: 2,
      streak: 0,
      bestStreak: 2,
      totalScore: 5,
    });
    // Completed once: the same summary again.
    expect((await call<SessionSummary>('/complete', {})).body).toEqual(summary.body);
  });

  it('refuses an answer to the next round while its feedback pause lasts, then takes it', async () => {
    const created = await rest<CreateSessionResponse>(server.baseUrl, '/api/sessions/create', {
      body: { playerName: 'Spec', totalRounds: 5 },
    });
    const { sessionCode, playerToken } = created.body;
    const fetched = await rest<SessionWordsResponse>(
      server.baseUrl,
      `/api/words/session/${sessionCode}?count=10&language=english`,
      { token: playerToken },
    );
    const [first, second] = fetched.body.words;
    const answer = (roundNumber: number, wordId: string) =>
      rest<SubmitAnswerResponse & ApiError>(server.baseUrl, `/api/sessions/${sessionCode}/answers`, {
        body: { wordId, roundNumber, playerAnswer: !truthOf(fetched.body.words[roundNumber - 1]!).isReal },
        token: playerToken,
      });
    clock.advance(1000);
    expect((await answer(1, first!.id)).status).toBe(200);
    clock.advance(FEEDBACK_DELAY_MS - 1);
    const early = await answer(2, second!.id);
    expect([early.status, early.body.code]).toEqual([409, 'round-not-started']);
    clock.advance(1);
    const onTime = await answer(2, second!.id);
    expect(onTime.status).toBe(200);
    expect(onTime.body).toMatchObject({ stage: 'round-over', roundNumber: 2, isTimeout: false });
  });
});
