// A lobby survives its process (docs/architecture.md, How a lobby survives its process): on the embedded
// store, a lobby in the middle of a round whose server stopped without a drain comes back when a server starts
// again on the same DATA_DIR, under the same code, with its seats, scores, round and answers. The round keeps
// the time it had left, never more; a REST player's next poll finds it and plays on, and an answer given
// before the stop counts once; a WebSocket player joining the code again gets their own seat back. The time
// under test moves on a manual clock; the waits below are only for the server to get somewhere.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { GamePlayerView, MultiplayerGameView } from '@bluffle/shared-schema';
import { createStore } from '../../game-server/src/store/create-store';
import { truthOf } from '../support/fixture-words';
import { RestPlayer, SocketPlayer, signIn } from '../support/lobby-players';
import { ManualClock } from '../support/manual-clock';
import { startTestServer, type TestServer } from '../support/test-server';

const ROUND_SECONDS = 15;
const RESULTS_MS = 100;
/** How long the server stays down, on the manual clock. */
const DOWNTIME_MS = 60_000;
const SESSION_SECRET = 'the-same-secret-after-the-restart-0123456789';

const scoresOf = (game: MultiplayerGameView) =>
  game.players.map((player: GamePlayerView) => [player.userId, player.currentScore]);

describe('a lobby resumed after its server stopped without a drain (embedded store)', () => {
  let dataDir: string;
  let clock: ManualClock;
  let server: TestServer | undefined;
  const sockets: SocketPlayer[] = [];

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'bluffle-resume-'));
    clock = new ManualClock();
  });
  afterEach(async () => {
    await Promise.all(sockets.splice(0).map((player) => player.leave()));
    await server?.close();
    server = undefined;
    await rm(dataDir, { recursive: true, force: true });
  });

  /** A server on `dataDir` and the manual clock, on `port` when given (a restart keeps its address). */
  function serve(port?: number, words?: []): Promise<TestServer> {
    return startTestServer({
      dataDir,
      clock,
      words,
      lobbyTimings: { roundSeconds: ROUND_SECONDS, resultsMs: RESULTS_MS, tickMs: 20 },
      // The same secret at each start (as a deployment has), so a signed-in player stays signed in.
      env: { SESSION_SECRET: SESSION_SECRET, ...(port === undefined ? {} : { PORT: String(port) }) },
    });
  }

  it('comes back under its code in the same round, with its seats, scores and answers, and plays on', async () => {
    server = await serve();
    const baseUrl = server.baseUrl;
    const host = await SocketPlayer.create(baseUrl, await signIn(baseUrl, 'Resume Host'));
    sockets.push(host);
    const code = host.room.roomId;
    const poller = new RestPlayer(baseUrl, await signIn(baseUrl, 'Resume Poller'));
    expect((await poller.join(code)).status).toBe(200);
    expect((await poller.post('ready', { lobbyCode: code, isReady: true })).status).toBe(200);
    await host.waitFor((game) => game.players.every((player) => player.isHost || player.isReady));
    host.room.send('start');

    // Round 1: the host is right, the poller wrong; the results pause passes on the manual clock.
    const first = await host.waitFor((game) => game.gameStatus === 'playing' && game.currentRound === 1);
    const truth1 = truthOf(first.currentWord!);
    host.room.send('answer', { roundNumber: 1, answer: truth1.isReal });
    const answered1 = await poller.post('answer', {
      lobbyCode: code,
      roundNumber: 1,
      answer: !truth1.isReal,
    });
    expect(answered1.status).toBe(200);
    await host.waitFor((game) => game.gameStatus === 'round-results');
    clock.advance(RESULTS_MS);
    await host.waitFor((game) => game.gameStatus === 'playing' && game.currentRound === 2);

    // Round 2, 5 s in: the poller answers (right), the host has not yet. Then the server stops, no drain.
    clock.advance(5000);
    const before = await poller.waitFor(code, (game) => game.currentRound === 2);
    const truth2 = truthOf(before.currentWord!);
    const answered2 = await poller.post('answer', { lobbyCode: code, roundNumber: 2, answer: truth2.isReal });
    expect(answered2.status).toBe(200);
    const atStop = (await poller.game(code)).body;
    expect(atStop.timeLeft).toBe(ROUND_SECONDS - 5);
    const port = server.port;
    await server.gameServer.close();
    server = undefined;

    // A minute later a server starts on the same DATA_DIR (and address, so the cookies still reach it).
    clock.advance(DOWNTIME_MS);
    server = await serve(port, []);
    const resumed = await poller.game(code);
    expect(resumed.status).toBe(200);
    const game = resumed.body;
    expect(game.lobbyCode).toBe(code);
    expect(game.gameStatus).toBe('playing');
    expect(game.currentRound).toBe(2);
    expect(game.currentWord?.id).toBe(before.currentWord?.id);
    expect(scoresOf(game)).toEqual(scoresOf(atStop));
    expect(game.players.map((player) => player.id)).toEqual(atStop.players.map((player) => player.id));
    // The host's socket went with the process: dropped, its window starting now. The poller is still here.
    const seatOf = (userId: string) => game.players.find((player) => player.userId === userId);
    expect(seatOf(host.account.userId)?.isConnected).toBe(false);
    expect(seatOf(poller.account.userId)?.isConnected).toBe(true);
    expect(seatOf(poller.account.userId)?.hasAnswered).toBe(true);
    // The round has the time it had when the server stopped, less at most the heartbeat's unseen margin.
    expect(game.timeLeft).toBeLessThanOrEqual(atStop.timeLeft);
    expect(game.timeLeft).toBeGreaterThanOrEqual(atStop.timeLeft - 2);

    // The answer given before the stop counts once: a second one is refused.
    const again = await poller.post('answer', { lobbyCode: code, roundNumber: 2, answer: truth2.isReal });
    expect(again.status).toBe(409);

    // The host's page joins the code again with the same account and gets its own seat back.
    const back = await SocketPlayer.join(server.baseUrl, host.account, code);
    sockets.push(back);
    const seated = await back.waitFor((view) =>
      view.players.every((player) => player.isConnected && player.userId !== ''),
    );
    expect(seated.players.map((player) => player.id)).toEqual(atStop.players.map((player) => player.id));
    back.room.send('answer', { roundNumber: 2, answer: !truth2.isReal });
    const results = await poller.waitFor(code, (view) => view.gameStatus === 'round-results');
    // Round 2 judged once: the poller's one right answer (1 point, maybe a fast bonus) on top of round 1.
    const pollerBefore = seatOf(poller.account.userId)?.currentScore ?? 0;
    const pollerAfter = results.players.find((player) => player.userId === poller.account.userId);
    expect(pollerAfter?.currentScore).toBeGreaterThan(pollerBefore);
    expect(pollerAfter?.currentScore).toBeLessThanOrEqual(pollerBefore + 3);
    const hostAfter = results.players.find((player) => player.userId === host.account.userId);
    expect(hostAfter?.currentScore).toBe(seatOf(host.account.userId)?.currentScore);
  });

  it('leaves nothing to resume once a lobby closes normally', async () => {
    server = await serve();
    const host = await SocketPlayer.create(server.baseUrl, await signIn(server.baseUrl, 'Closing Host'));
    const code = host.room.roomId;
    const store = await createStore({ dataDir });
    try {
      /** The codes another process would find to resume, once `isDone` holds of them (or after 5 s). */
      const codesToResume = async (isDone: (codes: string[]) => boolean) => {
        const deadline = Date.now() + 5000;
        for (;;) {
          const codes = (await store.lobbySnapshots.orphans('another-process')).map(
            ({ saved }) => saved.code,
          );
          if (isDone(codes) || Date.now() >= deadline) return codes;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      };
      // Saved while open, so that its going below is the close's doing.
      expect(await codesToResume((codes) => codes.includes(code))).toContain(code);
      // Its only player leaves: the lobby closes.
      await host.leave();
      expect(await codesToResume((codes) => !codes.includes(code))).not.toContain(code);
    } finally {
      await store.close();
    }
  });
});
