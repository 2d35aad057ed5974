import {
  ERROR_CODES,
  MAX_LOBBY_PLAYERS,
  type LobbyView,
  type MultiplayerGameView,
} from '@bluffle/shared-schema';
import { callFailureOf, refusalStatusOf } from '../api/failure-kind';
import type { MultiplayerApi } from '../api/multiplayer-api';
import {
  LobbyOpenError,
  type LobbyListener,
  type SeatEnding,
  type WatchConnection,
} from './lobby-connection';
import { GAME_POLL_MS, LONG_POLL_WAIT_SECONDS, nextPollDelayMs } from './poll-plan';
import { restOpenFailure, restRefusalMessage } from './rest-failure';

// Watching over REST, for a browser without WebSockets: POST /watch gives a watcher id and the
// game, then the watcher's view is long-polled as a player's is (polling-lobby-connection.ts; every second
// when the server does not hold the poll: a silent watcher is dropped, as a REST player is) and calls go to
// POST /watch-call with the id, so nobody calls for another watcher. There is no way to say
// goodbye over REST: a watcher who stops polling is let go by the room's silence window.

/** The lobby as a watcher sees it, from the game view (the watcher reads only that). */
export function lobbyViewOfGame(game: MultiplayerGameView): LobbyView {
  return {
    lobbyCode: game.lobbyCode,
    status: game.gameStatus,
    language: game.language,
    roundSeconds: game.roundSeconds,
    maxPlayers: MAX_LOBBY_PLAYERS,
    currentPlayers: game.players.length,
    totalRounds: game.totalRounds,
    players: game.players,
    isPrivate: game.isPrivate,
    watcherCount: game.watcherCount,
  };
}

/**
 * Whether a failed poll ends the watching: the host made the lobby private, the lobby is gone, or the room
 * no longer knows this watcher; null for passing trouble the next poll may get past. Codes, never words.
 */
export function watchPollEnding(error: unknown): SeatEnding | null {
  const failure = callFailureOf(error);
  // The lobby closed as its server began to stop (a 503): polling it again would only hear the same.
  if (failure.kind !== 'unreachable' && failure.code === ERROR_CODES.serverDraining) {
    return { kind: 'seat-ended', reason: 'server-restarting' };
  }
  if (failure.kind !== 'refused') return null;
  if (failure.code === ERROR_CODES.lobbyPrivate) return { kind: 'seat-ended', reason: 'made-private' };
  if (failure.code === ERROR_CODES.lobbyNotFound || refusalStatusOf(failure) === 'not-found') {
    return { kind: 'seat-ended', reason: 'closed' };
  }
  if (failure.code === ERROR_CODES.notWatching) return { kind: 'seat-ended', reason: 'lost' };
  return null;
}

export async function openPollingWatch(
  code: string,
  listener: LobbyListener,
  api: MultiplayerApi,
): Promise<WatchConnection> {
  let opened: { watcherId: string; game: MultiplayerGameView };
  try {
    opened = await api.watch(code);
  } catch (error) {
    throw new LobbyOpenError(restOpenFailure(error), error);
  }
  const { watcherId } = opened;
  const lobbyCode = opened.game.lobbyCode;
  let isLeft = false;
  let pollTimer: ReturnType<typeof setTimeout> | undefined;
  let latest = opened.game;
  let etag: string | null = null;
  const leaving = new AbortController();

  function show(game: MultiplayerGameView): void {
    latest = game;
    listener.onViews(lobbyViewOfGame(game), game);
  }

  function stop(): void {
    isLeft = true;
    clearTimeout(pollTimer);
    leaving.abort();
  }

  function end(ending: SeatEnding): void {
    stop();
    listener.onClosed(ending);
  }

  async function poll(): Promise<void> {
    if (isLeft) return;
    let nextDelayMs = GAME_POLL_MS;
    try {
      const sentTag = etag;
      const polled = await api.pollWatchedGame(lobbyCode, watcherId, {
        etag: sentTag,
        waitSeconds: LONG_POLL_WAIT_SECONDS,
        signal: leaving.signal,
      });
      if (isLeft) return;
      etag = polled.etag;
      const wasFirst = sentTag === null && polled.etag !== null;
      nextDelayMs = nextPollDelayMs(latest.gameStatus, { isWaitApplied: polled.isWaitApplied, wasFirst });
      listener.onStatus('live');
      show(polled.view ?? latest);
    } catch (error) {
      if (isLeft) return;
      const ending = watchPollEnding(error);
      if (ending !== null) {
        end(ending);
        return;
      }
      listener.onStatus('reconnecting');
    }
    if (!isLeft) pollTimer = setTimeout(() => void poll(), nextDelayMs);
  }

  show(opened.game);
  listener.onStatus('live');
  pollTimer = setTimeout(() => void poll(), GAME_POLL_MS);

  return {
    transport: 'polling',
    code: lobbyCode,
    send: (command) => {
      api.watcherCommand(lobbyCode, watcherId, command).then(
        ({ game }) => {
          if (!isLeft) show(game);
        },
        (error: unknown) => {
          if (isLeft) return;
          const ending = watchPollEnding(error);
          if (ending !== null) end(ending);
          else listener.onRefusal({ type: command.type, ...restRefusalMessage(error) });
        },
      );
    },
    leave: stop,
  };
}
