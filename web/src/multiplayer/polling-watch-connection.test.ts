import { ERROR_CODES, ERROR_MESSAGES, type LobbySnapshot } from '@bluffle/shared-schema';
import { ApiError } from '../api/api-error';
import type { MultiplayerApi } from '../api/multiplayer-api';
import type { ActionRefusal, LobbyListener, SeatEnding } from './lobby-connection';
import { GAME_POLL_MS } from './poll-plan';
import { openPollingWatch, watchPollEnding } from './polling-watch-connection';
import { roomViews } from './room-fixtures';

/** A REST server holding one room for watchers; `failWith` makes the next calls fail. */
function fakeWatchServer() {
  let room: Partial<LobbySnapshot> = {};
  const calls: string[] = [];
  const server = {
    calls,
    failWith: null as Error | null,
    set(next: Partial<LobbySnapshot>) {
      room = next;
    },
  };
  const read = <T>(name: string, value: () => T) => {
    calls.push(name);
    return server.failWith ? Promise.reject(server.failWith) : Promise.resolve(value());
  };
  const game = () => ({ game: roomViews(room).game });
  const unused = () => Promise.reject(new Error('not for watchers'));
  const api: MultiplayerApi = {
    create: unused,
    join: unused,
    command: unused,
    nextRound: unused,
    leave: unused,
    lobby: unused,
    game: unused,
    watch: (code) => read(`watch ${code}`, () => ({ watcherId: 'w-1', ...game() })),
    watchedGame: (code, watcherId) => read(`watched ${code} ${watcherId}`, () => roomViews(room).game),
    watcherCommand: (_code, watcherId, { round, calledReal }) =>
      read(`call ${watcherId} ${round} ${calledReal}`, game),
    pollLobby: unused,
    pollGame: unused,
    // As a server that does not hold polls: the view at once, no ETag, no wait applied.
    pollWatchedGame: (code, watcherId) =>
      read(`watched ${code} ${watcherId}`, () => ({
        view: roomViews(room).game,
        etag: null,
        isWaitApplied: false,
      })),
  };
  return { server, api };
}

function recordingListener() {
  const heard = { refusals: [] as ActionRefusal[], closed: [] as SeatEnding[], statuses: [] as string[] };
  const listener: LobbyListener = {
    onViews: () => undefined,
    onRoundClock: () => undefined,
    onStatus: (status) => heard.statuses.push(status),
    onRefusal: (refusal) => heard.refusals.push(refusal),
    onClosed: (ending) => heard.closed.push(ending),
  };
  return { listener, heard };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('REST polling watch', () => {
  it("watches, polls the watcher's view every second with its id, and calls with it", async () => {
    const { server, api } = fakeWatchServer();
    server.set({ status: 'playing', round: 1 });
    const { listener } = recordingListener();
    const watch = await openPollingWatch('ABC234', listener, api);
    expect(watch.transport).toBe('polling');
    await jest.advanceTimersByTimeAsync(GAME_POLL_MS * 2);
    watch.send({ type: 'call', round: 1, calledReal: true });
    await jest.advanceTimersByTimeAsync(0);
    expect(server.calls).toEqual([
      'watch ABC234',
      'watched ABC234 w-1',
      'watched ABC234 w-1',
      'call w-1 1 true',
    ]);
    watch.leave();
    await jest.advanceTimersByTimeAsync(GAME_POLL_MS * 3);
    expect(server.calls).toHaveLength(4);
  });

  it('hands a refused call to the listener with its code', async () => {
    const { server, api } = fakeWatchServer();
    const { listener, heard } = recordingListener();
    const watch = await openPollingWatch('ABC234', listener, api);
    server.failWith = new ApiError('Already called.', 409, ERROR_CODES.alreadyCalled);
    watch.send({ type: 'call', round: 1, calledReal: true });
    await jest.advanceTimersByTimeAsync(0);
    expect(heard.refusals).toEqual([{ type: 'call', message: 'Already called.', code: 'already-called' }]);
    watch.leave();
  });

  it('ends when the host makes the lobby private, saying so', async () => {
    const { server, api } = fakeWatchServer();
    const { listener, heard } = recordingListener();
    await openPollingWatch('ABC234', listener, api);
    server.failWith = new ApiError(ERROR_MESSAGES.lobbyPrivate, 403, ERROR_CODES.lobbyPrivate);
    await jest.advanceTimersByTimeAsync(GAME_POLL_MS);
    expect(heard.closed).toEqual([{ kind: 'seat-ended', reason: 'made-private' }]);
    await jest.advanceTimersByTimeAsync(GAME_POLL_MS * 3);
    expect(server.calls).toHaveLength(2);
  });

  it('reads a gone lobby as closed, and network trouble as passing', () => {
    expect(watchPollEnding(new ApiError('No lobby.', 404, ERROR_CODES.lobbyNotFound))).toEqual({
      kind: 'seat-ended',
      reason: 'closed',
    });
    expect(watchPollEnding(new ApiError('Cannot reach the server.', 0))).toBeNull();
  });

  it('ends, saying the server is restarting, when the lobby closed for a draining stop (a 503)', () => {
    const closed = new ApiError(ERROR_MESSAGES.lobbyClosedForRestart, 503, ERROR_CODES.serverDraining);
    expect(watchPollEnding(closed)).toEqual({ kind: 'seat-ended', reason: 'server-restarting' });
    // Any other 503 is passing trouble: the next poll may get through.
    expect(watchPollEnding(new ApiError('Oops', 503, ERROR_CODES.internal))).toBeNull();
  });
});
