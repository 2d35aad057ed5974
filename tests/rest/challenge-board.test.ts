import {
  ERROR_CODES,
  GUEST_ID_HEADER,
  MAX_SCORE,
  sessionBoardPath,
  type ApiError,
  type CreateCustomSessionResponse,
  type StartDailyFiveResponse,
  type DuplicateSessionResponse,
  type GetSessionResponse,
  type WordsForPlayResponse,
  type SessionBoardResponse,
  type SessionSummary,
} from '@bluffle/shared-schema';
import { localUser, signedInAgent } from '../support/admin-words';
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

// The challenge board: GET /api/sessions/{code}/board ranks the first counted attempt of everyone
// who played a shared set by score, then time; practice replays stay off it; it opens to the set's creator
// and to those who finished the set, never to a challenger still playing (nor anyone else).
describe('the challenge board', () => {
  let server: TestServer;
  const clock = new ManualClock();
  const SMITH = localUser('board-smith', ['wordsmith']);

  beforeAll(async () => {
    server = await startTestServer({ clock, users: [SMITH] });
  });
  afterAll(() => server.close());

  const guest = (guestId: string) => ({ [GUEST_ID_HEADER]: guestId });
  const NINA = guest('board-nina-00000000001');
  const OMAR = guest('board-omar-00000000001');
  const ANA = guest('board-ana-000000000001');
  const BEN = guest('board-ben-000000000001');
  const EVE = guest('board-eve-000000000001');

  const board = (
    code: string,
    options: { headers?: Record<string, string>; token?: string; query?: string } = {},
  ) =>
    rest<SessionBoardResponse & ApiError>(server.baseUrl, `${sessionBoardPath(code)}${options.query ?? ''}`, {
      headers: options.headers,
      token: options.token,
    });

  async function accept(code: string, playerName: string, headers: Record<string, string>) {
    const response = await rest<DuplicateSessionResponse>(server.baseUrl, `/api/sessions/${code}/duplicate`, {
      body: { playerName },
      headers,
    });
    expect(response.status).toBe(201);
    const { newSessionCode, playerToken } = response.body;
    return {
      game: soloGameOf({ sessionCode: newSessionCode, playerToken }, response.body, clock),
      isPractice: response.body.isPractice,
    };
  }

  /** Plays every round to plan, `secondsPerRound` apart on the server clock, and completes the game. */
  async function play(game: SoloGame, plans: RoundPlan[], secondsPerRound: number): Promise<SessionSummary> {
    for (let round = 1; round <= plans.length; round += 1) {
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

  const ALL_RIGHT: RoundPlan[] = ['right', 'right', 'right', 'right', 'right'];
  const names = (response: { body: SessionBoardResponse }) =>
    response.body.entries.map((entry) => entry.playerName);

  it('ranks three challengers and the creator by score then time, without practice, only for finishers', async () => {
    const nina = await startSoloGame(server.baseUrl, { playerName: 'Nina', headers: NINA, clock });
    await play(nina, ['right', 'wrong-first', 'right', 'wrong-followup', 'right'], 8);

    // The creator sees the board of her game from the start: herself alone.
    const creators = await board(nina.sessionCode, { headers: NINA });
    expect(creators.status).toBe(200);
    expect(names(creators)).toEqual(['Nina']);
    expect(creators.body).toMatchObject({ maxScore: MAX_SCORE, total: 1, yourRank: 1 });

    // A challenger still playing is refused, by guest id and by token alike; so is a stranger.
    const { game: omar } = await accept(nina.sessionCode, 'Omar', OMAR);
    for (const refused of [
      await board(nina.sessionCode, { headers: OMAR }),
      await board(omar.sessionCode, { token: omar.playerToken }),
      await board(nina.sessionCode, { headers: EVE }),
      await board(nina.sessionCode),
    ]) {
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe(ERROR_CODES.boardLocked);
      expect(refused.body).not.toHaveProperty('entries');
    }

    // Omar and Ana play every round right, Omar faster; Ben loses four rounds.
    const omarSummary = await play(omar, ALL_RIGHT, 2);
    const omarCompletedAt = new Date(clock.now()).toISOString();
    const { game: ana } = await accept(nina.sessionCode, 'Ana', ANA);
    const anaSummary = await play(ana, ALL_RIGHT, 4);
    const { game: ben } = await accept(omar.sessionCode, 'Ben', BEN); // a challenge of a challenge: same set
    const benSummary = await play(
      ben,
      ['wrong-first', 'wrong-first', 'wrong-first', 'wrong-first', 'right'],
      3,
    );
    expect(omarSummary.score.totalScore).toBe(anaSummary.score.totalScore);

    // Omar's replay is practice: it is not on the board, even with a perfect fast game.
    const { game: replay, isPractice } = await accept(nina.sessionCode, 'Omar again', OMAR);
    expect(isPractice).toBe(true);
    await play(replay, ALL_RIGHT, 1);

    const omars = await board(nina.sessionCode, { token: omar.playerToken });
    expect(omars.status).toBe(200);
    expect(names(omars)).toEqual(['Omar', 'Ana', 'Nina', 'Ben']);
    expect(omars.body.entries.map((entry) => [entry.rank, entry.isYours])).toEqual([
      [1, true],
      [2, false],
      [3, false],
      [4, false],
    ]);
    expect(omars.body.entries[0]).toEqual({
      rank: 1,
      playerName: 'Omar',
      score: omarSummary.score.totalScore,
      totalTimeMs: omarSummary.answers.reduce((total, answer) => total + answer.timeSpent, 0),
      isRelaxed: false,
      completedAt: omarCompletedAt,
      isYours: true,
    });
    expect(omars.body.entries[3]!.score).toBe(benSummary.score.totalScore);
    // Any code of the set names the same board: Ben's copy of Omar's copy, read by Ben's guest id.
    const bens = await board(ben.sessionCode, { headers: BEN });
    expect(names(bens)).toEqual(names(omars));
    expect(bens.body.yourRank).toBe(4);

    // Paging: two at a time, ranks running on, the reader's rank known on every page.
    const firstPage = await board(nina.sessionCode, { headers: ANA, query: '?limit=2' });
    const secondPage = await board(nina.sessionCode, { headers: ANA, query: '?limit=2&offset=2' });
    expect([names(firstPage), names(secondPage)]).toEqual([
      ['Omar', 'Ana'],
      ['Nina', 'Ben'],
    ]);
    expect(secondPage.body).toMatchObject({ total: 4, limit: 2, offset: 2, yourRank: 2 });
    expect(secondPage.body.entries.map((entry) => entry.rank)).toEqual([3, 4]);
  });

  it('opens a custom session’s board to its author before anyone plays, and to a challenger once finished', async () => {
    const smith = await signedInAgent(server.baseUrl, SMITH);
    const words = await rest<WordsForPlayResponse>(
      server.baseUrl,
      '/api/words/random?count=5&language=english',
    );
    const created = await smith.json<CreateCustomSessionResponse>(
      `${server.baseUrl}/api/sessions/create-custom`,
      {
        body: { wordIds: words.body.words.map((word) => word.id) },
      },
    );
    expect(created.status).toBe(201);
    const code = created.body.sessionCode;

    const authors = await smith.json<SessionBoardResponse>(`${server.baseUrl}${sessionBoardPath(code)}`);
    expect(authors.status).toBe(200);
    expect(authors.body).toMatchObject({ total: 0, entries: [], yourRank: null, maxScore: MAX_SCORE });

    const { game } = await accept(code, 'Eve', EVE);
    expect((await board(code, { headers: EVE })).status).toBe(403);
    await play(game, ALL_RIGHT, 2);
    const eves = await board(code, { headers: EVE });
    expect(eves.status).toBe(200);
    expect(names(eves)).toEqual(['Eve']);
    expect(eves.body.yourRank).toBe(1);
    expect(
      names(await smith.json<SessionBoardResponse>(`${server.baseUrl}${sessionBoardPath(code)}`)),
    ).toEqual(['Eve']);
  });

  it('puts the daily player who sent a challenge on its board, and nobody else who played that day', async () => {
    const daily = async (playerName: string, headers: Record<string, string>) => {
      const started = await rest<StartDailyFiveResponse>(server.baseUrl, '/api/daily/start', {
        body: { language: 'english', playerName },
        headers,
      });
      expect(started.status).toBe(201);
      const game = soloGameOf(started.body, started.body, clock);
      await play(game, ALL_RIGHT, 2);
      return game;
    };
    const daisy = await daily('Daisy', guest('board-daisy-0000000001'));
    await daily('Dan', guest('board-dan-00000000001'));
    const FAY = guest('board-fay-00000000001');
    const { game: fay } = await accept(daisy.sessionCode, 'Fay', FAY);
    await play(fay, ALL_RIGHT, 3);
    // The day's set is everyone's, so a challenge on one daily game has a board of its own: the daily player
    // who sent it and those who took it on, never another of the day's players.
    for (const read of [
      await board(fay.sessionCode, { headers: FAY }),
      await board(daisy.sessionCode, { token: daisy.playerToken }),
    ]) {
      expect(names(read).sort()).toEqual(['Daisy', 'Fay']);
      expect(names(read)).not.toContain('Dan');
    }
  });

  it('tags the board so a page polling it gets 304 until someone else has played', async () => {
    const GIL = guest('board-gil-000000000001');
    const gil = await startSoloGame(server.baseUrl, { playerName: 'Gil', headers: GIL, clock });
    await play(gil, ALL_RIGHT, 2);
    const first = await board(gil.sessionCode, { headers: GIL });
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^".+"$/);
    const unchanged = await board(gil.sessionCode, { headers: { ...GIL, 'if-none-match': etag! } });
    expect(unchanged.status).toBe(304);
    expect(unchanged.headers.get('etag')).toBe(etag);

    const { game: hal } = await accept(gil.sessionCode, 'Hal', guest('board-hal-000000000001'));
    await play(hal, ALL_RIGHT, 3);
    const changed = await board(gil.sessionCode, { headers: { ...GIL, 'if-none-match': etag! } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(names(changed)).toContain('Hal');
  });

  it('tells the reader of a session whether it is their own game or custom session', async () => {
    const IDA = guest('board-ida-000000000001');
    const JO = guest('board-jo-0000000000001');
    const ida = await startSoloGame(server.baseUrl, { playerName: 'Ida', headers: IDA, clock });
    await play(ida, ALL_RIGHT, 2);
    const read = (code: string, headers?: Record<string, string>, token?: string) =>
      rest<GetSessionResponse>(server.baseUrl, `/api/sessions/${code}`, { headers, token });
    expect((await read(ida.sessionCode, IDA)).body.isOwn).toBe(true);
    expect((await read(ida.sessionCode, undefined, ida.playerToken)).body.isOwn).toBe(true);
    expect((await read(ida.sessionCode, JO)).body.isOwn).toBeUndefined();
    expect((await read(ida.sessionCode)).body.isOwn).toBeUndefined();
    const { game: jo } = await accept(ida.sessionCode, 'Jo', JO);
    expect((await read(jo.sessionCode, JO)).body.isOwn).toBe(true);
    expect((await read(jo.sessionCode, IDA)).body.isOwn).toBeUndefined();

    const smith = await signedInAgent(server.baseUrl, SMITH);
    const words = await rest<WordsForPlayResponse>(
      server.baseUrl,
      '/api/words/random?count=5&language=english',
    );
    const created = await smith.json<CreateCustomSessionResponse>(
      `${server.baseUrl}/api/sessions/create-custom`,
      {
        body: { wordIds: words.body.words.map((word) => word.id) },
      },
    );
    const code = created.body.sessionCode;
    expect((await smith.json<GetSessionResponse>(`${server.baseUrl}/api/sessions/${code}`)).body.isOwn).toBe(
      true,
    );
    expect((await read(code, JO)).body.isOwn).toBeUndefined();
  });

  it('answers 404 for a code no game or custom session holds, and 400 for a bad page', async () => {
    const unknown = await board('ZZZZZZZZ', { headers: EVE });
    expect([unknown.status, unknown.body.code]).toEqual([404, ERROR_CODES.sessionNotFound]);
    const game = await startSoloGame(server.baseUrl, {
      playerName: 'Pat',
      headers: guest('board-pat-000000000001'),
      clock,
    });
    const tooMany = await board(game.sessionCode, { query: '?limit=1000' });
    expect([tooMany.status, tooMany.body.code]).toEqual([400, ERROR_CODES.validationFailed]);
  });
});
