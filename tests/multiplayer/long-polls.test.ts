// Lobby polls may be long polls (cheap polling): with `Prefer: wait=N` (RFC 7240) and the ETag
// it holds, a poller whose view is current but for the countdown is held by the room until the lobby changes
// (200, the view as of then) or the wait ends (304), told `Preference-Applied: wait=N`. The wait is capped
// below the REST silence limit and a held poll keeps its player seated; a client that goes away, a second
// poll of the same view, the room closing and a shutdown each answer or drop what is held. Time is the
// server's manual clock: the room's beat (20 ms here) reads it and ends the waits that are over.
import { matchMaker } from '@colyseus/core';
import { ERROR_CODES, type LobbyView, type MultiplayerGameView } from '@bluffle/shared-schema';
import { RestPlayer, signIn, type SignedInPlayer } from '../support/lobby-players';
import { RestWatcher } from '../support/lobby-watchers';
import { ManualClock } from '../support/manual-clock';
import { rest, type RestResponse } from '../support/rest-client';
import { startTestServer, type TestServer } from '../support/test-server';

const REST_SILENCE_MS = 10_000;
/** The cap for a 10 s silence limit (lobby-timings.ts maxPollWaitSeconds). */
const MAX_WAIT_SECONDS = 8;
const BEAT_MS = 20;

/** The room's count of held polls, read in this process (the test server runs here). */
function heldPolls(code: string): number {
  const room = matchMaker.getLocalRoomById(code) as unknown as { heldPollCount: number } | undefined;
  return room?.heldPollCount ?? 0;
}

/** Waits (a few ms at a time, up to 5 s) for the server to get somewhere: never for the time under test. */
async function until(isDone: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 5000;
  while (!isDone()) {
    if (Date.now() > deadline) throw new Error(`never: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** A few of the room's beats: room timers run, so whatever the manual clock has ended is answered. */
function beats(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, BEAT_MS * 5));
}

/** A request in flight, and whether it has been answered yet. */
function inFlight<Body>(request: Promise<RestResponse<Body>>) {
  const state = { isAnswered: false };
  const answered = request.then((response) => {
    state.isAnswered = true;
    return response;
  });
  return { state, answered };
}

describe('long lobby polls', () => {
  const clock = new ManualClock();
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({
      clock,
      env: { AUTH_RATE_LIMIT: '1000' },
      lobbyTimings: { restSilenceMs: REST_SILENCE_MS, tickMs: BEAT_MS },
    });
  });
  afterAll(() => server.close());

  /** A poll as `account`, with the ETag it holds and a Prefer header when given. */
  function poll<Body>(
    account: SignedInPlayer | null,
    path: string,
    options: { etag?: string | null; prefer?: string; signal?: AbortSignal } = {},
  ): Promise<RestResponse<Body>> {
    const headers: Record<string, string> = account ? account.agent.cookieHeaderFor(server.baseUrl) : {};
    if (options.etag) headers['if-none-match'] = options.etag;
    if (options.prefer !== undefined) headers.prefer = options.prefer;
    if (options.signal === undefined)
      return rest<Body>(server.baseUrl, `/api/multiplayer/${path}`, { headers });
    return fetch(`${server.baseUrl}/api/multiplayer/${path}`, { headers, signal: options.signal }).then(
      async (response) => ({
        status: response.status,
        body: (await response.text()) as Body,
        headers: response.headers,
      }),
    );
  }

  /** Two REST players, the guest ready; started when asked: round 1 in play. */
  async function lobbyOfTwo(names: string, isStarted: boolean) {
    const host = new RestPlayer(server.baseUrl, await signIn(server.baseUrl, `${names} Host`));
    const guest = new RestPlayer(server.baseUrl, await signIn(server.baseUrl, `${names} Guest`));
    const code = (await host.create()).body.lobby.lobbyCode;
    await guest.join(code);
    expect((await guest.post('ready', { lobbyCode: code, isReady: true })).status).toBe(200);
    if (isStarted) expect((await host.post('start', { lobbyCode: code })).status).toBe(200);
    return { host, guest, code };
  }

  it('holds a game poll while only the countdown moves, and answers it when another player answers, with the time left then', async () => {
    const { host, guest, code } = await lobbyOfTwo('Answer', true);
    const opened = await poll<MultiplayerGameView>(host.account, `game/${code}`);
    expect(opened.body.timeLeft).toBe(15);
    const etag = opened.headers.get('etag');

    // 3.5 s later the countdown moved (a plain poll with this tag gets the new view), but nothing else did.
    clock.advance(3500);
    const held = inFlight(
      poll<MultiplayerGameView>(host.account, `game/${code}`, { etag, prefer: 'wait=8' }),
    );
    await until(() => heldPolls(code) === 1, 'the poll held');
    await beats();
    expect(held.state.isAnswered).toBe(false);

    expect((await guest.post('answer', { lobbyCode: code, roundNumber: 1, answer: true })).status).toBe(200);
    const answered = await held.answered;
    expect(answered.status).toBe(200);
    expect(answered.headers.get('preference-applied')).toBe('wait=8');
    expect(answered.body.timeLeft).toBe(12);
    expect(answered.body.players.find((p) => p.userId === guest.account.userId)?.hasAnswered).toBe(true);
    expect(answered.headers.get('etag')).not.toBe(etag);
    expect(heldPolls(code)).toBe(0);
  });

  it('answers 304 when the wait ends with only the countdown moved, with the current ETag', async () => {
    const { host, code } = await lobbyOfTwo('Quiet', true);
    const etag = (await poll(host.account, `game/${code}`)).headers.get('etag');

    const held = inFlight(poll(host.account, `game/${code}`, { etag, prefer: 'wait=3' }));
    await until(() => heldPolls(code) === 1, 'the poll held');
    clock.advance(2000);
    await beats();
    expect(held.state.isAnswered).toBe(false);

    clock.advance(1500);
    const ended = await held.answered;
    expect(ended.status).toBe(304);
    expect(ended.body).toBe('');
    expect(ended.headers.get('preference-applied')).toBe('wait=3');
    // The tag of the view now, 3.5 s on: a plain poll with it is unchanged, one with the old tag is not.
    const now = ended.headers.get('etag');
    expect(now).not.toBe(etag);
    expect((await poll(host.account, `game/${code}`, { etag: now })).status).toBe(304);
    expect((await poll<MultiplayerGameView>(host.account, `game/${code}`, { etag })).status).toBe(200);
  });

  it('keeps a player who only long-polls seated through 30 s of clock, capping each wait, while a silent player is dropped', async () => {
    const { host, guest, code } = await lobbyOfTwo('Presence', false);
    const silent = new RestPlayer(server.baseUrl, await signIn(server.baseUrl, 'Presence Silent'));
    await silent.join(code);
    let etag = (await poll(guest.account, `lobby/${code}`)).headers.get('etag');

    const seatOf = async (userId: string) => {
      const view = await poll<LobbyView>(host.account, `lobby/${code}`);
      return view.body.players.find((p) => p.userId === userId);
    };
    let waited = 0;
    while (waited < 30_000) {
      const held = inFlight(poll(guest.account, `lobby/${code}`, { etag, prefer: 'wait=60' }));
      await until(() => heldPolls(code) === 1, 'the poll held');
      // Most of the wait passes with no call from the guest: still seated.
      clock.advance(MAX_WAIT_SECONDS * 1000 - 500);
      await beats();
      expect((await seatOf(guest.account.userId))?.isConnected).toBe(true);
      clock.advance(500);
      const answer = await held.answered;
      waited += MAX_WAIT_SECONDS * 1000;
      // The wait is capped below the silence limit; the silent player's drop is a change (200, early).
      expect(answer.headers.get('preference-applied')).toBe(`wait=${MAX_WAIT_SECONDS}`);
      expect([200, 304]).toContain(answer.status);
      etag = answer.headers.get('etag');
    }
    expect((await seatOf(guest.account.userId))?.isConnected).toBe(true);
    // The player who made no call at all in those 32 s is gone (dropped, then out after the window).
    expect((await seatOf(silent.account.userId))?.isConnected ?? false).toBe(false);
  });

  it('answers at once as a plain poll without Prefer, with a wait it cannot read, or with a tag that is not current', async () => {
    const { host, guest, code } = await lobbyOfTwo('Plain', false);
    const first = await poll<LobbyView>(host.account, `lobby/${code}`);
    const etag = first.headers.get('etag');

    const plain = await poll(host.account, `lobby/${code}`, { etag });
    expect(plain.status).toBe(304);
    expect(plain.headers.get('preference-applied')).toBeNull();
    for (const prefer of ['wait=soon', 'wait=-1', 'wait=1.5', 'respond-async', 'handling=strict']) {
      const ignored = await poll(host.account, `lobby/${code}`, { etag, prefer });
      expect(ignored.status).toBe(304);
      expect(ignored.headers.get('preference-applied')).toBeNull();
    }
    // Without a tag there is nothing to wait on: the view, at once.
    const untagged = await poll<LobbyView>(host.account, `lobby/${code}`, { prefer: 'wait=8' });
    expect(untagged.status).toBe(200);
    expect(untagged.body).toEqual(first.body);

    expect((await guest.post('ready', { lobbyCode: code, isReady: false })).status).toBe(200);
    const stale = await poll<LobbyView>(host.account, `lobby/${code}`, { etag, prefer: 'wait=8' });
    expect(stale.status).toBe(200);
    expect(stale.headers.get('preference-applied')).toBe('wait=8');
    expect(stale.body.players.find((p) => p.userId === guest.account.userId)?.isReady).toBe(false);
    expect(heldPolls(code)).toBe(0);
  });

  it('drops a held poll at once when its client goes away, and answers the older of two polls of one view with 304', async () => {
    const { host, code } = await lobbyOfTwo('Abort', false);
    const etag = (await poll(host.account, `lobby/${code}`)).headers.get('etag');

    const controller = new AbortController();
    const abandoned = poll(host.account, `lobby/${code}`, {
      etag,
      prefer: 'wait=8',
      signal: controller.signal,
    });
    await until(() => heldPolls(code) === 1, 'the poll held');
    controller.abort();
    await expect(abandoned).rejects.toThrow();
    await until(() => heldPolls(code) === 0, 'the aborted poll dropped');

    const older = inFlight(poll(host.account, `lobby/${code}`, { etag, prefer: 'wait=8' }));
    await until(() => heldPolls(code) === 1, 'the first poll held');
    const newer = inFlight(poll(host.account, `lobby/${code}`, { etag, prefer: 'wait=8' }));
    expect((await older.answered).status).toBe(304);
    await until(() => heldPolls(code) === 1, 'the second poll held');
    expect(newer.state.isAnswered).toBe(false);
    clock.advance(MAX_WAIT_SECONDS * 1000);
    expect((await newer.answered).status).toBe(304);
  });

  it('lets a watcher long-poll the game, and answers a held watcher as a poll would when the lobby goes private', async () => {
    const { host, guest, code } = await lobbyOfTwo('Watched', true);
    const watcher = new RestWatcher(server.baseUrl, code);
    expect((await watcher.watch()).status).toBe(200);
    const etag = (await watcher.read()).headers.get('etag') ?? '';

    const held = inFlight(watcher.read({ 'if-none-match': etag, prefer: 'wait=8' }));
    await until(() => heldPolls(code) === 1, 'the watcher held');
    clock.advance(1000);
    await beats();
    expect(held.state.isAnswered).toBe(false);
    expect((await guest.post('answer', { lobbyCode: code, roundNumber: 1, answer: false })).status).toBe(200);
    const answered = await held.answered;
    expect(answered.status).toBe(200);
    expect(answered.headers.get('preference-applied')).toBe('wait=8');
    expect(answered.body.players.find((p) => p.userId === guest.account.userId)?.hasAnswered).toBe(true);

    const private_ = inFlight(
      watcher.read({ 'if-none-match': answered.headers.get('etag') ?? '', prefer: 'wait=8' }),
    );
    await until(() => heldPolls(code) === 1, 'the watcher held again');
    expect((await host.post('private', { code, isPrivate: true })).status).toBe(200);
    const refused = await private_.answered;
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: ERROR_CODES.lobbyPrivate });
  });

  it('answers a held poll 404 lobby-not-found when its lobby closes, as a poll of it would be', async () => {
    const host = new RestPlayer(server.baseUrl, await signIn(server.baseUrl, 'Closing Host'));
    const stranger = await signIn(server.baseUrl, 'Closing Stranger');
    const code = (await host.create()).body.lobby.lobbyCode;
    const etag = (await poll(stranger, `lobby/${code}`)).headers.get('etag');

    const held = inFlight(poll(stranger, `lobby/${code}`, { etag, prefer: 'wait=8' }));
    await until(() => heldPolls(code) === 1, 'the poll held');
    expect((await host.post('leave', { lobbyCode: code })).status).toBe(200);
    const closed = await held.answered;
    expect(closed.status).toBe(404);
    expect(closed.body).toMatchObject({ code: ERROR_CODES.lobbyNotFound });
    expect((await poll(stranger, `lobby/${code}`)).status).toBe(404);
  });

  it('documents Prefer and Preference-Applied on the three polls', async () => {
    const document = (
      await rest<{ paths: Record<string, { get: Record<string, unknown> }> }>(
        server.baseUrl,
        '/api/openapi.json',
      )
    ).body;
    for (const path of [
      '/api/multiplayer/lobby/{code}',
      '/api/multiplayer/game/{code}',
      '/api/multiplayer/watch/{code}',
    ]) {
      const operation = document.paths[path]?.get as {
        parameters: Array<{ name: string; in: string }>;
        responses: Record<string, { headers?: Record<string, unknown> }>;
      };
      const headers = operation.parameters.filter((p) => p.in === 'header').map((p) => p.name);
      expect(headers).toEqual(['If-None-Match', 'Prefer']);
      expect(Object.keys(operation.responses['200']?.headers ?? {})).toContain('Preference-Applied');
      expect(Object.keys(operation.responses['304']?.headers ?? {})).toContain('Preference-Applied');
    }
  });
});

describe('a shutdown with held polls', () => {
  it('answers them and stops without waiting out their wait', async () => {
    const clock = new ManualClock();
    const server = await startTestServer({ clock, lobbyTimings: { tickMs: BEAT_MS } });
    const host = new RestPlayer(server.baseUrl, await signIn(server.baseUrl, 'Shutdown Host'));
    const code = (await host.create()).body.lobby.lobbyCode;
    const watcher = new RestWatcher(server.baseUrl, code);
    expect((await watcher.watch()).status).toBe(200);
    // The watcher count reaches the views at the room's beat, a change of its own: read after it.
    await watcher.waitFor((game) => game.watcherCount === 1);
    const watcherEtag = (await watcher.read()).headers.get('etag') ?? '';
    const headers = host.account.agent.cookieHeaderFor(server.baseUrl);
    const lobbyPath = `/api/multiplayer/lobby/${code}`;
    const etag = (await rest(server.baseUrl, lobbyPath, { headers })).headers.get('etag') ?? '';
    const held = rest(server.baseUrl, lobbyPath, {
      headers: { ...headers, 'if-none-match': etag, prefer: 'wait=8' },
    });
    const watching = watcher.read({ 'if-none-match': watcherEtag, prefer: 'wait=8' });
    await until(() => heldPolls(code) === 2, 'the polls held');

    // The manual clock never moves: only the shutdown can answer the polls, and it does not wait for their
    // connections to go idle by themselves (65 s).
    const startedAt = Date.now();
    await server.close();
    expect(Date.now() - startedAt).toBeLessThan(5000);
    expect((await held).status).toBe(404);
    expect((await watching).status).toBe(404);
  });
});
