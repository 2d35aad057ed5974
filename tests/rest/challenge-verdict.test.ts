import {
  challengeVerdict,
  GUEST_ID_HEADER,
  verdictRounds,
  type DuplicateSessionResponse,
  type GetSessionResponse,
  type SessionSummary,
} from '@bluffle/shared-schema';
import { ManualClock } from '../support/manual-clock';
import { rest } from '../support/rest-client';
import {
  openNextRound,
  playRound,
  soloGameOf,
  startSoloGame,
  type RoundPlan,
  type SoloGame,
} from '../support/solo-game';
import { startTestServer, type TestServer } from '../support/test-server';

// The challenger's results set both players side by side from
// GET /api/sessions/{original} (answers only once the challenger's counted attempt is complete, docs/design.md
// decision 3), and 'Challenge back' sends the challenger's finished game, the same words, to the original
// player, whose replay is practice (docs/design.md decision 11).
describe('the challenge verdict and challenge back', () => {
  let server: TestServer;
  const clock = new ManualClock();

  beforeAll(async () => {
    server = await startTestServer({ clock });
  });
  afterAll(() => server.close());

  const guest = (guestId: string) => ({ [GUEST_ID_HEADER]: guestId });
  const NINA = guest('verdict-nina-000000001');
  const OMAR = guest('verdict-omar-000000001');
  const EVE = guest('verdict-eve-0000000001');

  const read = async (code: string, token?: string) =>
    (await rest<GetSessionResponse>(server.baseUrl, `/api/sessions/${code}`, { token })).body;

  async function accept(code: string, playerName: string, headers: Record<string, string>) {
    const response = await rest<DuplicateSessionResponse>(server.baseUrl, `/api/sessions/${code}/duplicate`, {
      body: { playerName },
      headers,
    });
    expect(response.status).toBe(201);
    const { newSessionCode, playerToken, isPractice } = response.body;
    return {
      game: soloGameOf({ sessionCode: newSessionCode, playerToken }, response.body, clock),
      isPractice,
    };
  }

  /** Plays the rounds to plan, `secondsPerRound` apart on the server clock, and completes the game. */
  async function play(game: SoloGame, plans: RoundPlan[], secondsPerRound: number): Promise<SessionSummary> {
    for (let round = 1; round <= plans.length; round += 1) {
      // Each next round opens when asked for after the feedback pause, and is timed from then.
      if (round > 1) await openNextRound(server.baseUrl, game, round);
      clock.advance(secondsPerRound * 1000);
      await playRound(server.baseUrl, game, round, plans[round - 1]!);
    }
    const completed = await rest<SessionSummary>(
      server.baseUrl,
      `/api/sessions/${game.sessionCode}/complete`,
      {
        body: {},
        token: game.playerToken,
      },
    );
    expect(completed.status).toBe(200);
    return completed.body;
  }

  it("gives a finished challenger the original's answers round by round, and the original a practice copy back", async () => {
    // Nina plays slowly and misses two rounds; Omar takes her challenge and plays every round fast.
    const nina = await startSoloGame(server.baseUrl, { playerName: 'Nina', headers: NINA, clock });
    const ninaSummary = await play(nina, ['right', 'wrong-first', 'right', 'wrong-followup', 'right'], 8);
    const { game: omar, isPractice: omarIsPractice } = await accept(nina.sessionCode, 'Omar', OMAR);
    expect(omarIsPractice).toBe(false);

    // While Omar plays, Nina's answers stay hers.
    expect((await read(nina.sessionCode, omar.playerToken)).answers).toBeNull();
    const omarSummary = await play(omar, ['right', 'right', 'right', 'right', 'right'], 2);

    const compared = await read(nina.sessionCode, omar.playerToken);
    const theirs = compared.answers;
    expect(theirs).not.toBeNull();
    // What the verdict puts beside Omar's rounds: Nina's own answers, on the same words, with her times.
    expect(theirs!.map((answer) => [answer.wordId, answer.isCorrect, answer.timeSpent])).toEqual(
      ninaSummary.answers.map((answer) => [answer.wordId, answer.isCorrect, answer.timeSpent]),
    );
    const rounds = verdictRounds(omarSummary.answers, theirs!);
    expect(rounds.map((round) => round.word)).toEqual(ninaSummary.answers.map((answer) => answer.word));
    expect(rounds.map((round) => round.them?.ending)).toEqual([
      'right',
      'wrong',
      'right',
      'missed-followup',
      'right',
    ]);
    expect(rounds.every((round) => round.you.ending === 'right' && round.you.isFast)).toBe(true);
    expect(rounds.every((round) => round.them !== null && !round.them.isFast)).toBe(true);

    // The verdict compares the public scores the landing showed.
    expect(compared.session.score).toBe(ninaSummary.score.totalScore);
    const verdict = challengeVerdict({
      yourScore: omarSummary.score.totalScore,
      theirScore: compared.session.score!,
    });
    const margin = omarSummary.score.totalScore - ninaSummary.score.totalScore;
    expect(margin).toBeGreaterThan(0);
    expect(verdict).toEqual({ outcome: 'won', margin });

    // 'Challenge back': Nina opens Omar's game, which is finished and so may be copied: the same words in
    // the same order, and a replay for her, so practice.
    expect((await read(omar.sessionCode)).session).toMatchObject({ playerName: 'Omar', status: 'completed' });
    const { game: back, isPractice } = await accept(omar.sessionCode, 'Nina', NINA);
    expect(isPractice).toBe(true);
    const backSummary = await play(back, ['right', 'right', 'right', 'right', 'right'], 2);
    // Round by round, the same words in the same order.
    expect(back.words).toEqual(omar.words);
    expect(back.words.map((word) => word.id)).toEqual(ninaSummary.answers.map((answer) => answer.wordId));
    expect(backSummary.isPractice).toBe(true);
    // Nina's counted attempt on these words is long complete, so Omar's answers are hers to compare.
    const omarAnswers = (await read(omar.sessionCode, back.playerToken)).answers;
    expect(omarAnswers?.map((answer) => answer.wordId)).toEqual(omarSummary.answers.map((a) => a.wordId));
  });

  it("keeps both players' answers from a new challenger until their own game is complete", async () => {
    const nina = await startSoloGame(server.baseUrl, {
      playerName: 'Nina',
      headers: guest('verdict-nina-000000002'),
      clock,
    });
    await play(nina, ['right', 'right', 'wrong-first', 'right', 'right'], 3);
    const { game: omar } = await accept(nina.sessionCode, 'Omar', guest('verdict-omar-000000002'));
    await play(omar, ['wrong-first', 'right', 'right', 'right', 'right'], 3);

    // Eve takes Omar's challenge: neither Omar's nor Nina's answers reach her until she is done.
    const { game: eve, isPractice } = await accept(omar.sessionCode, 'Eve', EVE);
    expect(isPractice).toBe(false);
    expect((await read(omar.sessionCode, eve.playerToken)).answers).toBeNull();
    expect((await read(nina.sessionCode, eve.playerToken)).answers).toBeNull();
    await playRound(server.baseUrl, eve, 1, 'right');
    expect((await read(omar.sessionCode, eve.playerToken)).answers).toBeNull();
  });
});
