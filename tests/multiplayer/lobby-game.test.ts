// A whole lobby game over real WebSockets (@colyseus/sdk, as the web app plays) and the REST endpoints on the
// same room, against the real server: seats, ready, start, server-judged rounds, round results with the
// truth, final standings and server stats.
import { ERROR_CODES, ERROR_MESSAGES, MAX_SCORE, type PlayerStats } from '@bluffle/shared-schema';
import { truthOf } from '../support/fixture-words';
import { RestPlayer, SocketPlayer, signIn } from '../support/lobby-players';
import { startTestServer, type TestServer } from '../support/test-server';

const FAST_TIMINGS = { resultsMs: 150, tickMs: 50 };

describe('a lobby game', () => {
  let server: TestServer;
  const sockets: SocketPlayer[] = [];

  beforeAll(async () => {
    server = await startTestServer({ lobbyTimings: FAST_TIMINGS });
  });
  afterEach(async () => {
    await Promise.all(sockets.splice(0).map((player) => player.leave()));
  });
  afterAll(() => server.close());

  async function socket(name: string, code?: string): Promise<SocketPlayer> {
    const account = await signIn(server.baseUrl, name);
    const player =
      code === undefined
        ? await SocketPlayer.create(server.baseUrl, account)
        : await SocketPlayer.join(server.baseUrl, account, code);
    sockets.push(player);
    return player;
  }

  it('plays five rounds between a WebSocket host and a REST-only player, judged and timed by the server', async () => {
    const host = await socket('Ada Host');
    const code = host.room.roomId;
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
    expect(host.snapshot.code).toBe(code);

    const poller = new RestPlayer(server.baseUrl, await signIn(server.baseUrl, 'Bo Poller'));
    const joined = await poller.join(code.toLowerCase());
    expect(joined.status).toBe(200);
    expect(joined.body.lobby).toMatchObject({
      lobbyCode: code,
      currentPlayers: 2,
      maxPlayers: 4,
      totalRounds: 5,
    });
    expect(joined.body.lobby.players.map((player) => [player.playerName, player.isHost])).toEqual([
      ['Ada Host', true],
      ['Bo Poller', false],
    ]);
    await host.waitFor((game) => game.players.length === 2);

    // The spec's start checks, in its order.
    const early = await poller.post('start', { lobbyCode: code });
    expect(early.status).toBe(403);
    expect(early.body).toEqual({ error: ERROR_MESSAGES.notHost, code: ERROR_CODES.notHost });
    host.room.send('start');
    expect(await host.nextError()).toEqual({
      type: 'start',
      error: ERROR_MESSAGES.playersNotReady,
      code: ERROR_CODES.playersNotReady,
    });
    expect((await poller.post('ready', { lobbyCode: code, isReady: true })).status).toBe(200);
    await host.waitFor((game) => game.players.every((player) => player.isReady || player.isHost));
    host.room.send('start');

    let hostScore = 0;
    for (let round = 1; round <= 5; round += 1) {
      const playing = await host.waitFor(
        (game) => game.gameStatus === 'playing' && game.currentRound === round,
      );
      const word = playing.currentWord;
      expect(word).not.toBeNull();
      // The truth is nowhere in the state while the round is on.
      expect(JSON.stringify(host.snapshot)).not.toMatch(/isReal|explanation/);
      expect(playing.reveal).toBeNull();
      const polled = await poller.game(code);
      expect(JSON.stringify(polled.body)).not.toMatch(/isReal|explanation/);
      const truth = truthOf(word!);
      // The host is always right; the poller always says REAL.
      host.room.send('answer', { roundNumber: round, answer: truth.isReal });
      const answered = await poller.post('answer', { lobbyCode: code, roundNumber: round, answer: true });
      expect(answered.status).toBe(200);

      const results = await host.waitFor(
        (game) => game.gameStatus !== 'playing' && game.currentRound === round,
      );
      expect(results.reveal).toMatchObject({
        word: truth.word,
        isReal: truth.isReal,
        definition: truth.definition,
      });
      const [hostView, pollerView] = results.players;
      expect(hostView?.isCorrect).toBe(true);
      expect(pollerView?.isCorrect).toBe(truth.isReal);
      expect(hostView?.answerTime).toBeGreaterThanOrEqual(0);
      hostScore = hostView?.currentScore ?? 0;
    }

    const finished = await host.waitFor((game) => game.gameStatus === 'finished');
    expect(hostScore).toBe(MAX_SCORE);
    expect(finished.standings?.[0]).toMatchObject({ rank: 1, playerName: 'Ada Host', score: MAX_SCORE });
    expect(finished.standings?.map((line) => line.rank)).toEqual([1, 2]);
    // The REST player sees the same game.
    expect((await poller.game(code)).body.standings).toEqual(finished.standings);

    // Each signed-in player's server stats took the game.
    const stats = await host.account.agent.json<PlayerStats>(
      `${server.baseUrl}/api/users/${encodeURIComponent(host.account.userId)}/stats`,
    );
    expect(stats.body).toMatchObject({ totalGamesPlayed: 1, totalScore: MAX_SCORE });
  });
});
