// GET /metrics: Prometheus's text format for an operator's scraper, behind METRICS_TOKEN. A solo round, a
// lobby game started over REST, conditional polls and a rate-limited create move the counters; the scrape
// shows them, and a caller without the token (or with a wrong one) gets the same 404 as an unknown path.
import { ERROR_CODES } from '@bluffle/shared-schema';
import { RestPlayer, SocketPlayer, signIn } from '../support/lobby-players';
import { ManualClock } from '../support/manual-clock';
import { rest } from '../support/rest-client';
import { playRound, startSoloGame } from '../support/solo-game';
import { startTestServer, type TestServer } from '../support/test-server';

const TOKEN = 'scrape-token-for-the-metrics-test';
/** The server's word-call flush interval, on its manual clock. */
const FLUSH_MS = 1000;
/** The lobby's results pause, on the server's manual clock. */
const RESULTS_MS = 150;

describe('GET /metrics', () => {
  const clock = new ManualClock();
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({
      clock,
      lobbyTimings: { tickMs: 50, resultsMs: RESULTS_MS },
      env: {
        METRICS_TOKEN: TOKEN,
        // One new solo game per 10 minutes: the second is refused, and the refusal is counted.
        RATE_LIMIT_SESSIONS_PER_10_MIN: '1',
        WORD_CALLS_FLUSH_SECONDS: String(FLUSH_MS / 1000),
        AUTH_RATE_LIMIT: '1000',
      },
    });
  });
  afterAll(() => server.close());

  function scrape(authorization?: string) {
    const headers: Record<string, string> = authorization === undefined ? {} : { authorization };
    return fetch(`${server.baseUrl}/metrics`, { headers });
  }

  /** Every sample of the scrape, by its name and labels as written (`name{label="value"}`). */
  async function samples(): Promise<Map<string, number>> {
    const response = await scrape(`Bearer ${TOKEN}`);
    expect(response.status).toBe(200);
    const values = new Map<string, number>();
    for (const line of (await response.text()).split('\n')) {
      if (line === '' || line.startsWith('#')) continue;
      const space = line.lastIndexOf(' ');
      values.set(line.slice(0, space), Number(line.slice(space + 1)));
    }
    return values;
  }

  /** Scrapes until `isDone` holds (the word calls are written by a timer a few times a second), or 5 s. */
  async function samplesWhen(isDone: (values: Map<string, number>) => boolean): Promise<Map<string, number>> {
    const deadline = Date.now() + 5000;
    for (;;) {
      const values = await samples();
      if (isDone(values) || Date.now() > deadline) return values;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  it('refuses a scrape without the token or with a wrong one, as it answers an unknown path', async () => {
    const unknown = await rest(server.baseUrl, '/no-such-operations-path', { method: 'POST', body: {} });
    for (const authorization of [undefined, 'Bearer wrong-token-of-enough-length', TOKEN, `Basic ${TOKEN}`]) {
      const refused = await scrape(authorization);
      expect([authorization, refused.status]).toEqual([authorization, 404]);
      expect(await refused.json()).toEqual(unknown.body);
    }
    expect((unknown.body as { code: string }).code).toBe(ERROR_CODES.notFoundRoute);
  });

  it("answers one metric alone with ?name=, the event loop's delay among them", async () => {
    const headers = { authorization: `Bearer ${TOKEN}` };
    const alone = await fetch(`${server.baseUrl}/metrics?name=bluffle_event_loop_delay_max_seconds`, {
      headers,
    });
    expect(alone.status).toBe(200);
    const samples = (await alone.text()).split('\n').filter((line) => line !== '' && !line.startsWith('#'));
    expect(samples).toHaveLength(1);
    expect(samples[0]).toMatch(/^bluffle_event_loop_delay_max_seconds \d+(\.\d+)?(e-?\d+)?$/);

    const unknown = await fetch(`${server.baseUrl}/metrics?name=no_such_metric`, { headers });
    expect(unknown.status).toBe(404);
    const malformed = await fetch(`${server.baseUrl}/metrics?name=not-a-name`, { headers });
    expect(malformed.status).toBe(400);
    // Without the token, a named scrape is refused like any other.
    expect((await fetch(`${server.baseUrl}/metrics?name=bluffle_lobby_rooms_open`)).status).toBe(404);
  });

  it('shows the process, the lobbies, the polls, the answers, the refusals and the store writes', async () => {
    const before = await samples();
    expect(before.get('bluffle_lobby_games_started_total')).toBe(0);
    expect(before.get('bluffle_lobby_polls_total')).toBe(0);

    // A solo round, answered and judged; a second new game is over the limit.
    const solo = await startSoloGame(server.baseUrl, { clock });
    await playRound(server.baseUrl, solo, 1, 'right');
    const refused = await rest(server.baseUrl, '/api/sessions/create', {
      body: { playerName: 'Again', totalRounds: 5 },
    });
    expect(refused.status).toBe(429);

    // A lobby of two REST players, started and answered; the host polls with the ETag it holds.
    const host = new RestPlayer(server.baseUrl, await signIn(server.baseUrl, 'Metrics Host'));
    const guest = new RestPlayer(server.baseUrl, await signIn(server.baseUrl, 'Metrics Guest'));
    const code = (await host.create()).body.lobby.lobbyCode;
    expect((await guest.join(code)).status).toBe(200);
    expect((await guest.post('ready', { lobbyCode: code, isReady: true })).status).toBe(200);
    expect((await host.post('start', { lobbyCode: code })).status).toBe(200);
    await host.waitFor(code, (game) => game.gameStatus === 'playing' && game.currentRound === 1);
    const answered = await host.post('answer', { lobbyCode: code, roundNumber: 1, answer: true });
    expect(answered.status).toBe(200);
    const lobbyPath = `${server.baseUrl}/api/multiplayer/lobby/${code}`;
    const first = await host.account.agent.json(lobbyPath);
    const etag = first.headers.get('etag')!;
    const unchanged = await fetch(lobbyPath, {
      headers: { ...host.account.agent.cookieHeaderFor(server.baseUrl), 'if-none-match': etag },
    });
    expect(unchanged.status).toBe(304);
    // A second lobby, opened over a WebSocket.
    const socketHost = await SocketPlayer.create(server.baseUrl, await signIn(server.baseUrl, 'Socket Host'));

    clock.advance(FLUSH_MS);
    const after = await samplesWhen(
      (values) => (values.get('bluffle_store_write_seconds_count{write="word-calls"}') ?? 0) > 0,
    );
    // The process's own metrics, the event loop's delay among them.
    expect(after.get('process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(after.get('nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    expect(after.get('bluffle_event_loop_delay_max_seconds')).toBeGreaterThanOrEqual(0);
    expect(after.get('bluffle_lobby_rooms_open')).toBe(2);
    expect(after.get('bluffle_lobby_players_seated{transport="rest"}')).toBe(2);
    expect(after.get('bluffle_lobby_players_seated{transport="websocket"}')).toBe(1);
    expect(after.get('bluffle_lobby_watchers')).toBe(0);
    expect(after.get('bluffle_lobby_games_started_total')).toBe(1);
    expect(after.get('bluffle_lobby_games_finished_total')).toBe(0);
    // The waitFor polls, the ETag read and its 304.
    expect(after.get('bluffle_lobby_polls_total')).toBeGreaterThanOrEqual(3);
    expect(after.get('bluffle_lobby_polls_not_modified_total')).toBe(1);
    expect(after.get('bluffle_answer_verdict_seconds_count{mode="solo"}')).toBeGreaterThanOrEqual(1);
    expect(after.get('bluffle_answer_verdict_seconds_count{mode="lobby-rest"}')).toBe(1);
    expect(after.get('bluffle_rate_limit_refusals_total')).toBe(1);
    expect(after.get('bluffle_store_write_seconds_count{write="word-calls"}')).toBeGreaterThan(0);
    expect(after.get('bluffle_word_generator_loaded')).toBe(0);

    // The socket's seat goes with its lobby, which closes when its only player leaves.
    await socketHost.leave();
    const closed = await samplesWhen((values) => values.get('bluffle_lobby_rooms_open') === 1);
    expect(closed.get('bluffle_lobby_rooms_open')).toBe(1);
    expect(closed.get('bluffle_lobby_players_seated{transport="websocket"}')).toBe(0);

    // The REST lobby's game played to its end: every round answered by both, its results pause skipped.
    expect((await guest.post('answer', { lobbyCode: code, roundNumber: 1, answer: false })).status).toBe(200);
    for (let round = 2; round <= 5; round += 1) {
      clock.advance(RESULTS_MS);
      await host.waitFor(code, (game) => game.gameStatus === 'playing' && game.currentRound === round);
      for (const player of [host, guest]) {
        const body = { lobbyCode: code, roundNumber: round, answer: true };
        expect((await player.post('answer', body)).status).toBe(200);
      }
    }
    clock.advance(RESULTS_MS);
    await host.waitFor(code, (game) => game.gameStatus === 'finished');
    const finished = await samples();
    expect(finished.get('bluffle_lobby_games_finished_total')).toBe(1);
    expect(finished.get('bluffle_answer_verdict_seconds_count{mode="lobby-rest"}')).toBe(10);
  });
});
