import { ERROR_CODES, ERROR_MESSAGES, type LobbySnapshot } from '@bluffle/shared-schema';
import { ApiError } from '../api/api-error';
import type { PolledView, PollOptions } from '../api/http-client';
import type { MultiplayerApi } from '../api/multiplayer-api';
import type { ActionRefusal, ConnectionStatus, LobbyListener, SeatEnding } from './lobby-connection';
import { openPollingLobby } from './polling-lobby-connection';
import { GAME_POLL_MS, LOBBY_POLL_MS, ROUND_RESULTS_MS } from './poll-plan';
import { playerSnapshot, roomViews } from './room-fixtures';

const KICKED: SeatEnding = { kind: 'seat-ended', reason: 'kicked' };

/** A long poll the fake server holds: `answer` ends it (with the view, as the server applies the wait). */
interface HeldFakePoll {
  options: PollOptions;
  answer(): void;
}

/**
 * A REST server holding one room; `failWith` makes the next reads fail. Its polls answer at once, as a
 * server that does not long-poll (no ETag, no wait applied), unless `holdsPolls`: then a poll naming an
 * ETag is held until the test answers it, as the server does.
 */
function fakeServer() {
  let room: Partial<LobbySnapshot> = {};
  let version = 0;
  const calls: string[] = [];
  const server = {
    calls,
    failWith: null as Error | null,
    holdsPolls: false,
    held: [] as HeldFakePoll[],
    set(next: Partial<LobbySnapshot>) {
      room = next;
      version += 1;
    },
  };
  const polled = <T>(name: string, view: () => T, options: PollOptions): Promise<PolledView<T>> => {
    calls.push(name);
    if (server.failWith) return Promise.reject(server.failWith);
    if (!server.holdsPolls) return Promise.resolve({ view: view(), etag: null, isWaitApplied: false });
    if (options.etag === null)
      return Promise.resolve({ view: view(), etag: `"v${version}"`, isWaitApplied: false });
    return new Promise((resolve) => {
      server.held.push({
        options,
        answer: () => resolve({ view: view(), etag: `"v${version}"`, isWaitApplied: true }),
      });
    });
  };
  const read = <T>(name: string, value: () => T) => {
    calls.push(name);
    return server.failWith ? Promise.reject(server.failWith) : Promise.resolve(value());
  };
  const game = () => ({ game: roomViews(room).game });
  const api: MultiplayerApi = {
    create: () => read('create', () => ({ lobby: roomViews(room).lobby })),
    join: () => read('join', () => ({ lobby: roomViews(room).lobby })),
    // A command is recorded as the setting it changes and its fields: set-language → 'language filipino'.
    command: (_code, { type, ...fields }) =>
      read([type.replace(/^set-/, ''), ...Object.values(fields)].join(' '), game),
    nextRound: () => read('next-round', () => ({})),
    leave: () => read('leave', () => ({})),
    lobby: () => read('lobby', () => roomViews(room).lobby),
    game: () => read('game', () => roomViews(room).game),
    watch: () => read('watch', () => ({ watcherId: 'watcher-1', ...game() })),
    watchedGame: (_code, watcherId) => read(`watched ${watcherId}`, () => roomViews(room).game),
    watcherCommand: (_code, watcherId, { round, calledReal }) =>
      read(`call ${watcherId} ${round} ${calledReal}`, game),
    pollLobby: (_code, options) => polled('lobby', () => roomViews(room).lobby, options),
    pollGame: (_code, options) => polled('game', () => roomViews(room).game, options),
    pollWatchedGame: (_code, watcherId, options) =>
      polled(`watched ${watcherId}`, () => roomViews(room).game, options),
  };
  return { server, api };
}

function recordingListener() {
  const heard = {
    statuses: [] as string[],
    refusals: [] as ActionRefusal[],
    closed: [] as SeatEnding[],
    views: [] as Array<{ status: string; gameStatus: string | null }>,
  };
  const listener: LobbyListener = {
    onViews: (lobby, game) =>
      heard.views.push({ status: lobby.status, gameStatus: game?.gameStatus ?? null }),
    onRoundClock: () => undefined,
    onStatus: (status: ConnectionStatus) => heard.statuses.push(status),
    onRefusal: (refusal) => heard.refusals.push(refusal),
    onClosed: (ending) => heard.closed.push(ending),
  };
  return { listener, heard };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('REST polling lobby connection', () => {
  it('joins, then polls the lobby every 2 s while it gathers', async () => {
    const { server, api } = fakeServer();
    const { listener, heard } = recordingListener();
    const connection = await openPollingLobby({ kind: 'join', code: 'ABC234' }, listener, 'user-ada', api);
    expect(connection.transport).toBe('polling');
    expect(heard.views).toEqual([{ status: 'waiting', gameStatus: null }]);
    await jest.advanceTimersByTimeAsync(LOBBY_POLL_MS * 2);
    expect(server.calls).toEqual(['join', 'lobby', 'lobby']);
    connection.leave();
  });

  it('reads the game every 1 s once started, and asks for the next round after the results pause', async () => {
    const { server, api } = fakeServer();
    const { listener, heard } = recordingListener();
    const connection = await openPollingLobby(
      { kind: 'create', language: 'english' },
      listener,
      'user-ada',
      api,
    );
    server.set({ status: 'playing', round: 1 });
    await jest.advanceTimersByTimeAsync(LOBBY_POLL_MS);
    expect(server.calls).toEqual(['create', 'lobby', 'game']);
    expect(heard.views.at(-1)).toEqual({ status: 'playing', gameStatus: 'playing' });

    server.set({ status: 'round-results', round: 1 });
    await jest.advanceTimersByTimeAsync(GAME_POLL_MS);
    expect(server.calls.at(-1)).toBe('game');
    await jest.advanceTimersByTimeAsync(ROUND_RESULTS_MS);
    expect(server.calls.filter((call) => call === 'next-round')).toEqual(['next-round']);
    connection.leave();
  });

  it('re-reads the game 100 ms after an answer (docs/product.md §4)', async () => {
    const { server, api } = fakeServer();
    server.set({ status: 'playing', round: 2 });
    const { listener } = recordingListener();
    const connection = await openPollingLobby({ kind: 'join', code: 'ABC234' }, listener, 'user-ada', api);
    await jest.advanceTimersByTimeAsync(0);
    server.calls.length = 0;
    connection.send({ type: 'answer', roundNumber: 2, answer: true });
    await jest.advanceTimersByTimeAsync(100);
    expect(server.calls).toEqual(['answer 2 true', 'game']);
    connection.leave();
  });

  it('long-polls where the server holds polls: the next goes out as soon as one is answered, and leaving aborts it', async () => {
    const { server, api } = fakeServer();
    server.holdsPolls = true;
    const { listener, heard } = recordingListener();
    const connection = await openPollingLobby({ kind: 'join', code: 'ABC234' }, listener, 'user-ada', api);
    // The first poll names no ETag, so nothing to wait on: answered at once, then the next goes out and is held.
    await jest.advanceTimersByTimeAsync(LOBBY_POLL_MS + 1);
    expect(server.calls).toEqual(['join', 'lobby', 'lobby']);
    expect(server.held.map((poll) => poll.options)).toEqual([
      { etag: '"v0"', waitSeconds: 8, signal: expect.any(AbortSignal) },
    ]);
    // Held: no other poll while it waits.
    await jest.advanceTimersByTimeAsync(LOBBY_POLL_MS * 3);
    expect(server.calls).toHaveLength(3);

    server.set({ status: 'playing', round: 1 });
    server.held.shift()?.answer();
    await jest.advanceTimersByTimeAsync(1);
    expect(heard.views.at(-1)).toEqual({ status: 'playing', gameStatus: 'playing' });
    // The game read at once as the status changed, then its first poll (no tag) and the held one.
    expect(server.calls.slice(3)).toEqual(['game', 'game', 'game']);
    expect(server.held).toHaveLength(1);

    connection.leave();
    expect(server.held[0]?.options.signal?.aborted).toBe(true);
  });

  it('shows "reconnecting" while polls fail and "live" when they come back', async () => {
    const { server, api } = fakeServer();
    const { listener, heard } = recordingListener();
    const connection = await openPollingLobby({ kind: 'join', code: 'ABC234' }, listener, 'user-ada', api);
    server.failWith = new ApiError('Cannot reach the server.', 0);
    await jest.advanceTimersByTimeAsync(LOBBY_POLL_MS);
    expect(heard.statuses.at(-1)).toBe('reconnecting');
    server.failWith = null;
    await jest.advanceTimersByTimeAsync(LOBBY_POLL_MS);
    expect(heard.statuses.at(-1)).toBe('live');
    connection.leave();
  });

  it('ends the seat when the server says the player is no longer in the lobby, and stops polling', async () => {
    const { server, api } = fakeServer();
    const { listener, heard } = recordingListener();
    await openPollingLobby({ kind: 'join', code: 'ABC234' }, listener, 'user-ada', api);
    server.failWith = new ApiError(ERROR_MESSAGES.kickedFromLobby, 403, ERROR_CODES.kickedFromLobby);
    await jest.advanceTimersByTimeAsync(LOBBY_POLL_MS);
    expect(heard.closed).toEqual([KICKED]);
    const callsSoFar = server.calls.length;
    await jest.advanceTimersByTimeAsync(LOBBY_POLL_MS * 3);
    expect(server.calls).toHaveLength(callsSoFar);
  });

  it('ends the seat at once when an action is refused because the player was removed', async () => {
    const { server, api } = fakeServer();
    const { listener, heard } = recordingListener();
    const connection = await openPollingLobby({ kind: 'join', code: 'ABC234' }, listener, 'user-ada', api);
    server.failWith = new ApiError(ERROR_MESSAGES.kickedFromLobby, 403, ERROR_CODES.kickedFromLobby);
    connection.send({ type: 'ready', isReady: true });
    await jest.advanceTimersByTimeAsync(0);
    expect(heard.closed).toEqual([KICKED]);
    expect(heard.refusals).toEqual([]);
    const callsSoFar = server.calls.length;
    await jest.advanceTimersByTimeAsync(LOBBY_POLL_MS * 3);
    expect(server.calls).toHaveLength(callsSoFar);
  });

  it('tells a player removed mid-game why the seat ended when the game read is refused', async () => {
    const { server, api } = fakeServer();
    server.set({ status: 'playing', round: 2 });
    const { listener, heard } = recordingListener();
    await openPollingLobby({ kind: 'join', code: 'ABC234' }, listener, 'user-ada', api);
    await jest.advanceTimersByTimeAsync(0);
    server.failWith = new ApiError(ERROR_MESSAGES.kickedFromLobby, 403, ERROR_CODES.kickedFromLobby);
    await jest.advanceTimersByTimeAsync(GAME_POLL_MS);
    expect(server.calls.at(-1)).toBe('game');
    expect(heard.closed).toEqual([KICKED]);
    expect(heard.statuses).not.toContain('reconnecting');
  });

  it('ends the seat when the player is no longer among the players read (removed, or silent too long)', async () => {
    const { server, api } = fakeServer();
    const { listener, heard } = recordingListener();
    await openPollingLobby({ kind: 'join', code: 'ABC234' }, listener, 'user-ada', api);
    server.set({ players: { bob: playerSnapshot('bob', { isHost: true }) } });
    await jest.advanceTimersByTimeAsync(LOBBY_POLL_MS);
    expect(heard.closed).toEqual([{ kind: 'seat-ended', reason: 'seat-gone' }]);
    expect(heard.views).toHaveLength(1);
  });

  it("reports a refused start with the server's words", async () => {
    const { server, api } = fakeServer();
    const { listener, heard } = recordingListener();
    const connection = await openPollingLobby({ kind: 'join', code: 'ABC234' }, listener, 'user-ada', api);
    server.failWith = new ApiError(ERROR_MESSAGES.playersNotReady, 409, ERROR_CODES.playersNotReady);
    connection.send({ type: 'start' });
    await jest.advanceTimersByTimeAsync(0);
    expect(heard.refusals).toEqual([
      { type: 'start', message: ERROR_MESSAGES.playersNotReady, code: ERROR_CODES.playersNotReady },
    ]);
    connection.leave();
  });

  it('sends kick and language over REST and reads the lobby straight after each', async () => {
    const { server, api } = fakeServer();
    const { listener, heard } = recordingListener();
    const connection = await openPollingLobby({ kind: 'join', code: 'ABC234' }, listener, 'user-ada', api);
    connection.send({ type: 'kick', playerId: 'bob' });
    await jest.advanceTimersByTimeAsync(0);
    connection.send({ type: 'set-language', language: 'filipino' });
    await jest.advanceTimersByTimeAsync(0);
    expect(server.calls).toEqual(['join', 'kick bob', 'lobby', 'language filipino', 'lobby']);
    expect(heard.refusals).toEqual([]);
    connection.leave();
  });

  it('sends a rematch from the final standings and reads the game straight after', async () => {
    const { server, api } = fakeServer();
    server.set({ status: 'finished', round: 5 });
    const { listener } = recordingListener();
    const connection = await openPollingLobby({ kind: 'join', code: 'ABC234' }, listener, 'user-ada', api);
    await jest.advanceTimersByTimeAsync(0);
    server.calls.length = 0;
    connection.send({ type: 'rematch' });
    await jest.advanceTimersByTimeAsync(0);
    expect(server.calls).toEqual(['rematch', 'game']);
    connection.leave();
  });

  it("reports a refused kick, language or rematch with the server's words", async () => {
    const { server, api } = fakeServer();
    const { listener, heard } = recordingListener();
    const connection = await openPollingLobby({ kind: 'join', code: 'ABC234' }, listener, 'user-ada', api);
    server.failWith = new ApiError(ERROR_MESSAGES.notHost, 403, ERROR_CODES.notHost);
    connection.send({ type: 'kick', playerId: 'bob' });
    connection.send({ type: 'set-language', language: 'filipino' });
    connection.send({ type: 'rematch' });
    await jest.advanceTimersByTimeAsync(0);
    const refusal = { message: ERROR_MESSAGES.notHost, code: ERROR_CODES.notHost };
    expect(heard.refusals).toEqual([
      { type: 'kick', ...refusal },
      { type: 'set-language', ...refusal },
      { type: 'rematch', ...refusal },
    ]);
    connection.leave();
  });

  it('leaving tells the server once and stops polling', async () => {
    const { server, api } = fakeServer();
    const { listener } = recordingListener();
    const connection = await openPollingLobby({ kind: 'join', code: 'ABC234' }, listener, 'user-ada', api);
    connection.leave();
    connection.leave();
    await jest.advanceTimersByTimeAsync(LOBBY_POLL_MS * 3);
    expect(server.calls).toEqual(['join', 'leave']);
  });
});
