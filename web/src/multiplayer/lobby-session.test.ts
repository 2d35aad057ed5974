import { ERROR_CODES, ERROR_MESSAGES } from '@bluffle/shared-schema';
import { CATALOGUES } from '../i18n/messages';
import {
  LobbyOpenError,
  type LobbyConnection,
  type LobbyListener,
  type LobbyRequest,
  type LobbyTransport,
  type OpenLobbyConnection,
  type OpenWatchConnection,
  type WatchConnection,
} from './lobby-connection';
import { lobbyNoticeText } from './lobby-failure-text';
import { lobbyScreenOf } from './lobby-screen';
import { createLobbySession } from './lobby-session';
import { createLobbyStore, type LobbyStore } from './lobby-store';
import { createSeatMemory, type RememberedSeat } from './seat-memory';
import { memoryStorage } from '../storage/key-value-storage';
import { playerSnapshot, roomViews } from './room-fixtures';

interface FakeConnection extends LobbyConnection {
  calls: string[];
}

function fakeConnection(transport: LobbyTransport): FakeConnection {
  const calls: string[] = [];
  const record =
    (name: string) =>
    (...args: unknown[]) =>
      calls.push(`${name}(${args.map((arg) => JSON.stringify(arg)).join(',')})`);
  return {
    transport,
    code: 'ABC234',
    reconnectionToken: transport === 'websocket' ? 'ABC234:token-1' : null,
    calls,
    // A command is recorded as a call named after it, with its fields in order: set-private → setPrivate(true).
    send: ({ type, ...fields }) =>
      record(type.replace(/-(\w)/g, (_dash, letter: string) => letter.toUpperCase()))(
        ...Object.values(fields),
      ),
    leave: record('leave'),
  };
}

interface FakeWatch extends WatchConnection {
  calls: string[];
}

function fakeWatch(transport: LobbyTransport): FakeWatch {
  const calls: string[] = [];
  return {
    transport,
    code: 'ABC234',
    calls,
    send: ({ round, calledReal }) => calls.push(`call(${round},${calledReal})`),
    leave: () => calls.push('leave()'),
  };
}

/** A watch opener that remembers the codes it was asked for and hands back the listener to drive. */
function fakeWatchOpener(outcome: () => Promise<WatchConnection>) {
  const opened: { codes: string[]; listener: LobbyListener | null } = { codes: [], listener: null };
  const open: OpenWatchConnection = (code, listener) => {
    opened.codes.push(code);
    opened.listener = listener;
    return outcome();
  };
  return { open, opened };
}

/** An open function that remembers what it was asked and hands back a listener to drive. */
function fakeOpener(outcome: () => Promise<LobbyConnection>) {
  const opened: { requests: LobbyRequest[]; listener: LobbyListener | null } = {
    requests: [],
    listener: null,
  };
  const open: OpenLobbyConnection = (request, listener) => {
    opened.requests.push(request);
    opened.listener = listener;
    return outcome();
  };
  return { open, opened };
}

const english = CATALOGUES.english.lobby;

/** The error line the modal shows for what the store kept, in English. */
function errorText(store: LobbyStore): string | null {
  const notice = store.getState().error;
  return notice === null ? null : lobbyNoticeText(notice, english);
}

const unreachable = () =>
  Promise.reject(new LobbyOpenError({ isUnreachable: true, code: null, message: null }));
const refused = (message: string | null) => () =>
  Promise.reject(new LobbyOpenError({ isUnreachable: false, code: null, message }));

function setUp(options: {
  webSocket?: () => Promise<LobbyConnection>;
  polling?: () => Promise<LobbyConnection>;
  canUseWebSocket?: boolean;
  watchWebSocket?: () => Promise<WatchConnection>;
  userId?: string | null;
  /** The seat the tab held before (a reload). */
  heldSeat?: RememberedSeat;
  /** Where the session's console lines go. */
  log?: (message: string, error: unknown) => void;
}) {
  const store = createLobbyStore();
  const seatMemory = createSeatMemory(memoryStorage());
  if (options.heldSeat) seatMemory.remember(options.heldSeat);
  const live = fakeConnection('websocket');
  const polled = fakeConnection('polling');
  const webSocket = fakeOpener(options.webSocket ?? (() => Promise.resolve(live)));
  const polling = fakeOpener(options.polling ?? (() => Promise.resolve(polled)));
  const liveWatch = fakeWatch('websocket');
  const polledWatch = fakeWatch('polling');
  const watchWebSocket = fakeWatchOpener(options.watchWebSocket ?? (() => Promise.resolve(liveWatch)));
  const watchPolling = fakeWatchOpener(() => Promise.resolve(polledWatch));
  const session = createLobbySession({
    store,
    currentUserId: () => (options.userId === undefined ? 'user-ada' : options.userId),
    canUseWebSocket: () => options.canUseWebSocket ?? true,
    openWebSocket: webSocket.open,
    openPolling: polling.open,
    openWatchWebSocket: watchWebSocket.open,
    openWatchPolling: watchPolling.open,
    seatMemory,
    now: () => 0,
    log: options.log ?? (() => undefined),
    // A rejoin's waits pass at once.
    wait: () => Promise.resolve(),
  });
  session.open();
  return {
    store,
    session,
    live,
    polled,
    seatMemory,
    webSocket: webSocket.opened,
    polling: polling.opened,
    liveWatch,
    polledWatch,
    watchWebSocket: watchWebSocket.opened,
    watchPolling: watchPolling.opened,
  };
}

describe('lobby session: getting a seat', () => {
  it('creates over the live room and is seated', async () => {
    const { store, session, webSocket, polling } = setUp({});
    await session.create('filipino');
    expect(webSocket.requests).toEqual([{ kind: 'create', language: 'filipino' }]);
    expect(polling.requests).toEqual([]);
    expect(store.getState()).toMatchObject({ view: 'seated', transport: 'websocket' });
  });

  it('joins with the normalised code', async () => {
    const { session, webSocket } = setUp({});
    await session.join(' abc234 ');
    expect(webSocket.requests).toEqual([{ kind: 'join', code: 'ABC234' }]);
  });

  it("refuses a blank code with the spec's message, without calling anyone", async () => {
    const { store, session, webSocket } = setUp({});
    await session.join('   ');
    expect(store.getState().view).toBe('choose');
    expect(errorText(store)).toBe(ERROR_MESSAGES.lobbyCodeRequired);
    expect(webSocket.requests).toEqual([]);
  });

  it("tells a guest to sign in (docs/product.md §5), in create's and join's words", async () => {
    const { store, session } = setUp({ userId: null });
    await session.create('english');
    expect(errorText(store)).toBe(ERROR_MESSAGES.createLobbySignIn);
    await session.join('ABC234');
    expect(errorText(store)).toBe(ERROR_MESSAGES.joinLobbySignIn);
  });

  it('falls back to REST polling when the live room cannot be reached', async () => {
    const { store, session, polling } = setUp({ webSocket: unreachable });
    await session.join('ABC234');
    expect(polling.requests).toEqual([{ kind: 'join', code: 'ABC234' }]);
    expect(store.getState()).toMatchObject({ view: 'seated', transport: 'polling' });
  });

  it('polls straight away where the browser has no WebSocket', async () => {
    const { session, webSocket, polling } = setUp({ canUseWebSocket: false });
    await session.create('english');
    expect(webSocket.requests).toEqual([]);
    expect(polling.requests).toHaveLength(1);
  });

  it("shows a refusal and does not retry it over REST (docs/product.md §8: the server's join text)", async () => {
    const { store, session, polling } = setUp({ webSocket: refused(ERROR_MESSAGES.lobbyFull) });
    await session.join('ABC234');
    expect(polling.requests).toEqual([]);
    expect(store.getState().view).toBe('choose');
    expect(errorText(store)).toBe(ERROR_MESSAGES.lobbyFull);
  });

  it('keeps a refusal by its code, so the modal words it in the interface language', async () => {
    const failure = { isUnreachable: false, code: ERROR_CODES.lobbyFull, message: ERROR_MESSAGES.lobbyFull };
    const { store, session } = setUp({ webSocket: () => Promise.reject(new LobbyOpenError(failure)) });
    await session.join('ABC234');
    const notice = store.getState().error;
    expect(notice).toEqual({
      kind: 'open-failed',
      request: 'join',
      code: failure.code,
      message: failure.message,
      isUnreachable: false,
    });
    expect(
      notice && lobbyNoticeText(notice, CATALOGUES.filipino.lobby, CATALOGUES.filipino.serverErrors),
    ).toMatch(/^Puno na ang lobby/);
  });

  it("says the server is unreachable when neither way gets through, and the spec's default text when nothing readable came back", async () => {
    const failing = setUp({ webSocket: unreachable, polling: unreachable });
    await failing.session.create('english');
    expect(failing.store.getState().error).toMatchObject({ kind: 'open-failed', isUnreachable: true });
    expect(errorText(failing.store)).not.toBe(english.failed.create);
    const notFound = setUp({ webSocket: refused(null) });
    await notFound.session.join('ABC234');
    expect(errorText(notFound.store)).toBe(english.failed.join);
  });

  it('gives the seat straight back when the modal was closed while connecting', async () => {
    let resolve: (connection: LobbyConnection) => void = () => undefined;
    const live = fakeConnection('websocket');
    const { store, session } = setUp({ webSocket: () => new Promise((done) => (resolve = done)) });
    const joining = session.join('ABC234');
    session.close();
    resolve(live);
    await joining;
    expect(live.calls).toEqual(['leave()']);
    expect(store.getState().view).toBe('closed');
  });
});

describe('lobby session: the seat a tab holds', () => {
  it('remembers the seat once seated, with the live room token, and forgets it on leaving', async () => {
    const { session, seatMemory } = setUp({});
    await session.create('english');
    expect(seatMemory.seat()).toEqual({ code: 'ABC234', reconnectionToken: 'ABC234:token-1' });
    session.close();
    expect(seatMemory.seat()).toBeNull();
  });

  it('keeps the newest token: the live room gives a new one at each reconnection', async () => {
    const { session, seatMemory, live, webSocket } = setUp({});
    await session.create('english');
    webSocket.listener!.onStatus('reconnecting');
    (live as { reconnectionToken: string | null }).reconnectionToken = 'ABC234:token-2';
    webSocket.listener!.onStatus('live');
    expect(seatMemory.seat()).toEqual({ code: 'ABC234', reconnectionToken: 'ABC234:token-2' });
  });

  it('remembers a polling seat by its code alone', async () => {
    const { session, seatMemory } = setUp({ canUseWebSocket: false });
    await session.join('ABC234');
    expect(seatMemory.seat()).toEqual({ code: 'ABC234', reconnectionToken: null });
  });

  it('gets the held seat back after a reload: the token goes with the join, and it says Reconnecting', async () => {
    let resolve: (connection: LobbyConnection) => void = () => undefined;
    const live = fakeConnection('websocket');
    const { store, session, webSocket } = setUp({
      webSocket: () => new Promise((done) => (resolve = done)),
      heldSeat: { code: 'ABC234', reconnectionToken: 'ABC234:token-0' },
    });
    const joining = session.join('abc234');
    expect(store.getState()).toMatchObject({ view: 'connecting', isRejoining: true });
    resolve(live);
    await joining;
    expect(webSocket.requests).toEqual([
      { kind: 'join', code: 'ABC234', reconnectionToken: 'ABC234:token-0' },
    ]);
    expect(store.getState()).toMatchObject({ view: 'seated', isRejoining: false });
  });

  it('joins another lobby as a newcomer, without the held seat token', async () => {
    const { store, session, webSocket } = setUp({
      heldSeat: { code: 'XYZ789', reconnectionToken: 'XYZ789:token-0' },
    });
    const joining = session.join('ABC234');
    expect(store.getState().isRejoining).toBe(false);
    await joining;
    expect(webSocket.requests).toEqual([{ kind: 'join', code: 'ABC234' }]);
  });

  it('forgets a held seat it could not get back, and one the room ended', async () => {
    const gone = setUp({
      webSocket: refused(ERROR_MESSAGES.lobbyNotFound),
      heldSeat: { code: 'ABC234', reconnectionToken: 'ABC234:token-0' },
    });
    await gone.session.join('ABC234');
    expect(gone.seatMemory.seat()).toBeNull();

    const kicked = setUp({});
    await kicked.session.join('ABC234');
    kicked.webSocket.listener?.onClosed({ kind: 'seat-ended', reason: 'kicked' });
    expect(kicked.seatMemory.seat()).toBeNull();
  });
});

describe('lobby session: a live seat lost by accident', () => {
  /** Lets the rejoin's attempts (each a few awaits) run. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('joins the same code again with the same account and is seated once more (its server died)', async () => {
    let opens = 0;
    const live = fakeConnection('websocket');
    // The first join seats; then the lobby is not there for one try (another process is resuming it).
    const { store, session, webSocket, seatMemory } = setUp({
      webSocket: () => {
        opens += 1;
        if (opens !== 2) return Promise.resolve(live);
        return Promise.reject(
          new LobbyOpenError({ isUnreachable: false, code: ERROR_CODES.lobbyNotFound, message: null }),
        );
      },
    });
    await session.join('ABC234');
    webSocket.listener?.onClosed({ kind: 'seat-ended', reason: 'lost' });
    expect(store.getState()).toMatchObject({ view: 'seated', connectionStatus: 'reconnecting' });
    await settle();
    expect(webSocket.requests.slice(1)).toEqual([
      { kind: 'join', code: 'ABC234' },
      { kind: 'join', code: 'ABC234' },
    ]);
    expect(store.getState()).toMatchObject({ view: 'seated', connectionStatus: 'live' });
    expect(seatMemory.seat()?.code).toBe('ABC234');
  });

  it('gives up after its tries, and the seat ends as it would have', async () => {
    let opens = 0;
    const live = fakeConnection('websocket');
    const { store, session, webSocket, seatMemory } = setUp({
      webSocket: () => {
        opens += 1;
        if (opens === 1) return Promise.resolve(live);
        return Promise.reject(
          new LobbyOpenError({ isUnreachable: false, code: ERROR_CODES.lobbyNotFound, message: null }),
        );
      },
    });
    await session.join('ABC234');
    webSocket.listener?.onClosed({ kind: 'seat-ended', reason: 'server-shutdown' });
    for (let tick = 0; tick < 20; tick += 1) await settle();
    expect(webSocket.requests.length).toBeGreaterThan(3);
    expect(store.getState().view).toBe('choose');
    expect(seatMemory.seat()).toBeNull();
  });

  it('does not try again after a kick', async () => {
    const { store, session, webSocket } = setUp({});
    await session.join('ABC234');
    webSocket.listener?.onClosed({ kind: 'seat-ended', reason: 'kicked' });
    await settle();
    expect(webSocket.requests).toHaveLength(1);
    expect(store.getState().view).toBe('choose');
  });
});

describe('lobby session: in the lobby', () => {
  async function seated() {
    const setup = setUp({});
    await setup.session.create('english');
    const listener = setup.webSocket.listener!;
    return { ...setup, listener };
  }

  it('mirrors what the connection reports', async () => {
    const { store, listener } = await seated();
    const { lobby, game } = roomViews();
    listener.onViews(lobby, game);
    listener.onStatus('reconnecting');
    expect(store.getState()).toMatchObject({ lobby, game, connectionStatus: 'reconnecting' });
    listener.onStatus('live');
    expect(store.getState().connectionStatus).toBe('live');
  });

  it('toggles the own ready flag', async () => {
    const { session, listener, live } = await seated();
    const { lobby, game } = roomViews({
      players: {
        ada: playerSnapshot('ada', { isReady: true, seatedAt: 1 }),
        bob: playerSnapshot('bob', { isHost: true, seatedAt: 0 }),
      },
    });
    listener.onViews(lobby, game);
    session.toggleReady();
    expect(live.calls).toEqual(['ready(false)']);
  });

  it('sends one answer a round and locks the buttons', async () => {
    const { store, session, listener, live } = await seated();
    const { lobby, game } = roomViews({ status: 'playing', round: 2 });
    listener.onViews(lobby, game);
    session.answer(false);
    session.answer(true);
    expect(live.calls).toEqual(['answer(2,false)']);
    expect(store.getState().answerLock).toEqual({ roundNumber: 2, answer: false });
  });

  it("unlocks a refused answer and says 'Failed to submit answer'", async () => {
    const { store, session, listener } = await seated();
    const { lobby, game } = roomViews({ status: 'playing', round: 2 });
    listener.onViews(lobby, game);
    session.answer(true);
    listener.onRefusal({ type: 'answer', message: 'Time is up for round 2.', code: 'round-over' });
    expect(store.getState().answerLock).toBeNull();
    expect(errorText(store)).toBe(english.failed.answer);
  });

  it('clears the last error when the player acts again', async () => {
    const { store, session, listener } = await seated();
    listener.onRefusal({ type: 'start', message: null, code: null });
    expect(errorText(store)).toBe(english.failed.start);
    session.send({ type: 'start' });
    expect(store.getState().error).toBeNull();
  });

  it('returns to join-or-create with the reason when the seat ends, and ignores that connection after', async () => {
    const { store, listener } = await seated();
    listener.onClosed({ kind: 'seat-ended', reason: 'kicked' });
    expect(store.getState().view).toBe('choose');
    expect(errorText(store)).toBe(ERROR_MESSAGES.kickedFromLobby);
    const { lobby, game } = roomViews();
    listener.onViews(lobby, game);
    expect(store.getState().lobby).toBeNull();
  });

  it('keeps the final standings on show, with a quiet note, when the room closes after its game for a restart', async () => {
    const { store, session, listener, seatMemory } = await seated();
    const { lobby, game } = roomViews({ status: 'finished', round: 5 });
    listener.onViews(lobby, game);
    listener.onClosed({ kind: 'seat-ended', reason: 'server-restarting' });
    expect(store.getState()).toMatchObject({ view: 'closed-after-game', lobby, game, role: 'player' });
    expect(lobbyScreenOf(store.getState())).toBe('standings');
    expect(errorText(store)).toBe(english.seatEnded.serverRestarting);
    expect(seatMemory.seat()).toBeNull();
    // The closed connection is not listened to any more; closing the modal clears the standings.
    listener.onViews(roomViews().lobby, roomViews().game);
    expect(store.getState().game).toBe(game);
    session.close();
    expect(store.getState()).toMatchObject({ view: 'closed', game: null });
  });

  it('returns to join-or-create when the room closes for a restart before its game has finished', async () => {
    const { store, listener } = await seated();
    const { lobby, game } = roomViews({ status: 'waiting' });
    listener.onViews(lobby, game);
    listener.onClosed({ kind: 'seat-ended', reason: 'server-restarting' });
    expect(store.getState()).toMatchObject({ view: 'choose', game: null });
    expect(errorText(store)).toBe(english.seatEnded.serverRestarting);
  });

  it('hands the host tools to the seat whichever way it talks to the room', async () => {
    const { session, polled } = setUp({ webSocket: unreachable });
    await session.create('english');
    session.send({ type: 'kick', playerId: 'bob' });
    session.send({ type: 'set-language', language: 'filipino' });
    session.send({ type: 'rematch' });
    expect(polled.calls).toEqual(['kick("bob")', 'setLanguage("filipino")', 'rematch()']);
  });

  it('leaving gives up the seat and closes the modal (docs/product.md §4)', async () => {
    const { store, session, live } = await seated();
    session.close();
    expect(live.calls).toEqual(['leave()']);
    expect(store.getState().view).toBe('closed');
  });
});

describe('lobby session: watching', () => {
  const REVEAL = {
    wordId: 'w',
    word: 'quib',
    definition: 'd',
    explanation: '',
    audienceCalls: 3,
    audienceSaidReal: 2,
  };

  it('watches by code without an account, over the live room, and is in the room as a watcher', async () => {
    const { store, session, watchWebSocket, webSocket } = setUp({ userId: null });
    await session.watch(' abc234 ');
    expect(watchWebSocket.codes).toEqual(['ABC234']);
    expect(webSocket.requests).toEqual([]);
    expect(store.getState()).toMatchObject({ view: 'seated', role: 'watcher', userId: null });
  });

  it('watches over REST when the live room cannot be reached', async () => {
    const unreachableWatch = () =>
      Promise.reject(new LobbyOpenError({ isUnreachable: true, code: null, message: null }));
    const { store, session, watchPolling } = setUp({ userId: null, watchWebSocket: unreachableWatch });
    await session.watch('ABC234');
    expect(watchPolling.codes).toEqual(['ABC234']);
    expect(store.getState().transport).toBe('polling');
  });

  it("shows a refused watch in the table's words (a private lobby)", async () => {
    const refusedWatch = () =>
      Promise.reject(
        new LobbyOpenError({
          isUnreachable: false,
          code: ERROR_CODES.lobbyPrivate,
          message: ERROR_MESSAGES.lobbyPrivate,
        }),
      );
    const logged: string[] = [];
    const log = (message: string) => logged.push(message);
    const { store, session } = setUp({ userId: null, watchWebSocket: refusedWatch, log });
    await session.watch('ABC234');
    // An expected refusal is no console error: the modal says it.
    expect(logged).toEqual([]);
    expect(store.getState().view).toBe('choose');
    expect(errorText(store)).toBe('The host has made this lobby private.');
    expect(
      lobbyNoticeText(store.getState().error!, CATALOGUES.filipino.lobby, CATALOGUES.filipino.serverErrors),
    ).toBe('Ginawang pribado ng host ang lobby na ito.');
  });

  it('logs a watch that failed without a refusal of the server (a fault on the way)', async () => {
    const logged: string[] = [];
    const log = (message: string) => logged.push(message);
    const { session } = setUp({ userId: null, watchWebSocket: refused(null), log });
    await session.watch('ABC234');
    expect(logged).toEqual(['Lobby: watch failed']);
  });

  it("calls once a round, shows 'You said' at once, and tallies the calls at round results", async () => {
    const { store, session, watchWebSocket, liveWatch } = setUp({ userId: null });
    await session.watch('ABC234');
    const listener = watchWebSocket.listener!;
    const playing = roomViews({ status: 'playing', round: 1 });
    listener.onViews(playing.lobby, playing.game);
    session.call(true);
    session.call(false);
    expect(liveWatch.calls).toEqual(['call(1,true)']);
    expect(store.getState().ownCalls).toEqual([{ round: 1, calledReal: true, isRight: null }]);
    const results = roomViews({ status: 'round-results', round: 1, reveal: { ...REVEAL, isReal: false } });
    listener.onViews(results.lobby, results.game);
    expect(store.getState().ownCalls).toEqual([{ round: 1, calledReal: true, isRight: false }]);
    // Calls are closed at round results.
    session.call(true);
    expect(liveWatch.calls).toEqual(['call(1,true)']);
  });

  it('opens the buttons again when the room did not count a call, but not when it already has one', async () => {
    const { store, session, watchWebSocket } = setUp({ userId: null });
    await session.watch('ABC234');
    const listener = watchWebSocket.listener!;
    const playing = roomViews({ status: 'playing', round: 2 });
    listener.onViews(playing.lobby, playing.game);
    session.call(true);
    listener.onRefusal({ type: 'call', message: null, code: ERROR_CODES.alreadyCalled });
    expect(store.getState().ownCalls).toHaveLength(1);
    listener.onRefusal({ type: 'call', message: null, code: ERROR_CODES.callNotOpen });
    expect(store.getState().ownCalls).toEqual([]);
  });

  it('says why the room sent the watcher away, and stops listening to it', async () => {
    const { store, session, watchWebSocket } = setUp({ userId: null });
    await session.watch('ABC234');
    const listener = watchWebSocket.listener!;
    listener.onClosed({ kind: 'seat-ended', reason: 'made-private' });
    expect(store.getState().view).toBe('ended');
    expect(errorText(store)).toBe('The host made this lobby private.');
    const { lobby, game } = roomViews();
    listener.onViews(lobby, game);
    expect(store.getState().lobby).toBeNull();
    session.close();
    expect(store.getState().view).toBe('closed');
  });

  it("keeps a watcher's final standings and own calls on show when the room closes after its game for a restart", async () => {
    const { store, session, watchWebSocket } = setUp({ userId: null });
    await session.watch('ABC234');
    const listener = watchWebSocket.listener!;
    const { lobby, game } = roomViews({ status: 'finished', round: 5 });
    listener.onViews(lobby, game);
    listener.onClosed({ kind: 'seat-ended', reason: 'server-restarting' });
    expect(store.getState()).toMatchObject({ view: 'closed-after-game', game, role: 'watcher' });
    expect(lobbyScreenOf(store.getState())).toBe('standings');
  });

  it('stops watching when the modal closes', async () => {
    const { session, liveWatch } = setUp({ userId: null });
    await session.watch('ABC234');
    session.close();
    expect(liveWatch.calls).toEqual(['leave()']);
  });

  it("sends the host's private switch to the seat", async () => {
    const { session, live } = setUp({});
    await session.create('english');
    session.send({ type: 'set-private', isPrivate: true });
    expect(live.calls).toEqual(['setPrivate(true)']);
  });
});
