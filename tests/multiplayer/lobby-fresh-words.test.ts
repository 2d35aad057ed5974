// a lobby game is balanced and avoids the words its seated players met in their recent
// solo games, judged by the real server with two REST-only players.
import { ROUNDS_PER_GAME } from '@bluffle/shared-schema';
import { RestPlayer, signIn } from '../support/lobby-players';
import { bankOf, isRealIn, serveGame, serveGames, truthsOf } from '../support/served-games';
import { SkippingClock } from '../support/skipping-clock';
import { startTestServer, type TestServer } from '../support/test-server';

const FAST_TIMINGS = { resultsMs: 150, tickMs: 50 };

describe('lobby words', () => {
  // 40 words: the players below meet at most 30 of them, two or three fakes in each five, so at least
  // two real and two fake words stay unmet and the lobby can avoid every met one.
  const words = bankOf('english', 20, 20);
  const truths = truthsOf(words);
  // Real time for the lobby's timers; the solo games' feedback pauses are skipped rather than waited out.
  const clock = new SkippingClock();
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ words, lobbyTimings: FAST_TIMINGS, clock });
  });
  afterAll(() => server.close());

  it('avoid the words each seated player met in their recent solo games, and are balanced', async () => {
    const host = new RestPlayer(server.baseUrl, await signIn(server.baseUrl, 'Lobby Ada'));
    const guestOfHost = new RestPlayer(server.baseUrl, await signIn(server.baseUrl, 'Lobby Bo'));
    // Five words a game, so every word met was played.
    const soloGames = (player: RestPlayer, games: number) =>
      serveGames(games, () =>
        serveGame(server.baseUrl, truths, {
          language: 'english',
          count: ROUNDS_PER_GAME,
          clock,
          headers: player.account.agent.cookieHeaderFor(server.baseUrl),
        }),
      );
    const met = new Set(
      [...(await soloGames(host, 4)), ...(await soloGames(guestOfHost, 2))].flatMap((game) => game.wordIds),
    );

    const created = await host.create({ language: 'english' });
    expect(created.status).toBe(201);
    const code = created.body.lobby.lobbyCode;
    expect((await guestOfHost.join(code)).status).toBe(200);
    expect((await guestOfHost.post('ready', { lobbyCode: code, isReady: true })).status).toBe(200);
    expect((await host.post('start', { lobbyCode: code })).status).toBe(200);

    const played: { id: string; isReal: boolean }[] = [];
    for (let round = 1; round <= ROUNDS_PER_GAME; round += 1) {
      const game = await host.waitFor(
        code,
        (view) => view.gameStatus === 'playing' && view.currentRound === round,
      );
      const word = game.currentWord!;
      played.push({ id: word.id, isReal: isRealIn(truths, word) });
      for (const player of [host, guestOfHost]) {
        const answered = await player.post('answer', { lobbyCode: code, roundNumber: round, answer: true });
        expect(answered.status).toBe(200);
      }
    }

    expect(played.filter((word) => met.has(word.id))).toEqual([]);
    const fakes = played.filter((word) => !word.isReal).length;
    expect(fakes === 2 || fakes === 3).toBe(true);
  });
});
