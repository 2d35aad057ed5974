import type { LobbyMessageType, LobbyView, MultiplayerGameView } from '@bluffle/shared-schema';
import type { MultiplayerApi } from '../api/multiplayer-api';
import {
  LobbyOpenError,
  type LobbyConnection,
  type LobbyListener,
  type LobbyRequest,
} from './lobby-connection';
import {
  ANSWER_REFETCH_MS,
  LONG_POLL_WAIT_SECONDS,
  nextPollDelayMs,
  pollIntervalMs,
  pollResourceOf,
  ROUND_RESULTS_MS,
  shouldRequestNextRound,
  type PollResource,
} from './poll-plan';
import { ownPlayerOf } from './lobby-seat';
import { actionFailureEnding, pollFailureEnding, restOpenFailure, restRefusalMessage } from './rest-failure';

// The REST fallback (docs/design.md decision 6: REST players sit in the same room): join or create over HTTP, then
// poll the lobby and the game (docs/product.md §9), one request at a time, for as long as the seat is held (the server
// drops a REST player who has not polled for 10 s). Each poll is a long poll: it names the ETag
// of the view held and asks the server to wait (Prefer: wait), which answers when the lobby changes, or with
// 304 when the wait ends with nothing new but the countdown (the page counts down itself); the next goes out
// at once. A server that does not hold the poll gets the spec's pace: the lobby every 2 s, the game every 1 s.

interface RoomViews {
  lobby: LobbyView;
  game: MultiplayerGameView | null;
}

/** The ETag of each view as last read, for the next long poll of it (null: none yet). */
type HeldTags = Record<PollResource, string | null>;

/** The views after a poll, and how the server answered it (for when the next goes). */
interface PollOutcome {
  views: RoomViews;
  isWaitApplied: boolean;
  wasFirst: boolean;
}

/**
 * Long-polls what the lobby's status calls for; a status change mid-read reads the other view at once (a
 * plain read: its tag is then unknown, so its next poll is a first one).
 */
async function fetchViews(
  api: MultiplayerApi,
  code: string,
  latest: RoomViews,
  tags: HeldTags,
  signal: AbortSignal,
): Promise<PollOutcome> {
  const resource = pollResourceOf(latest.lobby.status);
  const sentTag = tags[resource];
  const ask = { etag: sentTag, waitSeconds: LONG_POLL_WAIT_SECONDS, signal };
  const answer = (views: RoomViews, polled: { etag: string | null; isWaitApplied: boolean }) => {
    tags[resource] = polled.etag;
    return { views, isWaitApplied: polled.isWaitApplied, wasFirst: sentTag === null && polled.etag !== null };
  };
  if (resource === 'lobby') {
    const polled = await api.pollLobby(code, ask);
    const lobby = polled.view ?? latest.lobby;
    if (lobby.status === 'waiting') return answer({ lobby, game: null }, polled);
    tags.game = null;
    return answer({ lobby, game: await api.game(code) }, polled);
  }
  const polled = await api.pollGame(code, ask);
  const game = polled.view ?? latest.game;
  // Back to gathering (a rematch): the lobby's players, ready flags and scores are read fresh.
  if (game === null || game.gameStatus === 'waiting') {
    tags.lobby = null;
    return answer({ lobby: await api.lobby(code), game }, polled);
  }
  return answer({ lobby: { ...latest.lobby, status: game.gameStatus }, game }, polled);
}

/**
 * Whether the account still has a seat. A player the host removed is refused the read (kicked-from-lobby,
 * see pollFailureEnding); one dropped for polling too rarely, or who left in another tab, still reads it.
 */
function isStillSeated(views: RoomViews, userId: string): boolean {
  // During a game the lobby's player list is the one from before it; the game's is current.
  return ownPlayerOf(views.game?.players ?? views.lobby.players, userId) !== null;
}

export async function openPollingLobby(
  request: LobbyRequest,
  listener: LobbyListener,
  userId: string,
  api: MultiplayerApi,
): Promise<LobbyConnection> {
  let seated: LobbyView;
  try {
    seated = (request.kind === 'create' ? await api.create(request.language) : await api.join(request.code))
      .lobby;
  } catch (error) {
    throw new LobbyOpenError(restOpenFailure(error), error);
  }
  const code = seated.lobbyCode;
  let latest: RoomViews = { lobby: seated, game: null };
  let isLeft = false;
  let isPolling = false;
  let isPollQueued = false;
  let pollTimer: ReturnType<typeof setTimeout> | undefined;
  let nextRoundTimer: ReturnType<typeof setTimeout> | undefined;
  let nextRoundAskedFor = 0;
  const tags: HeldTags = { lobby: null, game: null };
  /** Aborts the poll in flight (a held one may wait seconds) when the page leaves. */
  const leaving = new AbortController();

  function pollIn(delayMs: number): void {
    clearTimeout(pollTimer);
    pollTimer = setTimeout(() => void poll(), delayMs);
  }

  /** A poll soon after an action; if one is in flight, straight after it, so its timer cannot undo ours. */
  function pollSoon(delayMs: number): void {
    if (isPolling) {
      isPollQueued = true;
    } else {
      pollIn(delayMs);
    }
  }

  function askForNextRoundLater(game: MultiplayerGameView | null): void {
    if (game === null || !shouldRequestNextRound(game, nextRoundAskedFor)) return;
    nextRoundAskedFor = game.currentRound;
    // Idempotent: the room moves on by its own clock; this only follows the spec's client.
    nextRoundTimer = setTimeout(() => void api.nextRound(code).catch(() => undefined), ROUND_RESULTS_MS);
  }

  async function poll(): Promise<void> {
    if (isLeft) return;
    // One request at a time: a poll asked for mid-flight runs straight after.
    if (isPolling) {
      isPollQueued = true;
      return;
    }
    clearTimeout(pollTimer);
    isPolling = true;
    let nextDelayMs = pollIntervalMs(latest.lobby.status);
    try {
      const { views, ...how } = await fetchViews(api, code, latest, tags, leaving.signal);
      if (isLeft) return;
      nextDelayMs = nextPollDelayMs(views.lobby.status, how);
      if (!isStillSeated(views, userId)) {
        stop();
        listener.onClosed({ kind: 'seat-ended', reason: 'seat-gone' });
        return;
      }
      latest = views;
      listener.onStatus('live');
      listener.onViews(views.lobby, views.game);
      askForNextRoundLater(views.game);
    } catch (error) {
      if (isLeft) return;
      const ending = pollFailureEnding(error);
      if (ending !== null) {
        stop();
        listener.onClosed(ending);
        return;
      }
      listener.onStatus('reconnecting');
    } finally {
      isPolling = false;
      if (!isLeft) {
        if (isPollQueued) {
          isPollQueued = false;
          void poll();
        } else {
          pollIn(nextDelayMs);
        }
      }
    }
  }

  function stop(): void {
    isLeft = true;
    clearTimeout(pollTimer);
    clearTimeout(nextRoundTimer);
    leaving.abort();
  }

  /** Sends an action; a refusal goes to the listener, success is seen by the poll it triggers. */
  function act(type: LobbyMessageType, call: () => Promise<unknown>, refetchInMs = 0): void {
    call().then(
      () => {
        if (!isLeft) pollSoon(refetchInMs);
      },
      (error: unknown) => {
        if (isLeft) return;
        // A refusal that means the seat is gone (removed, lobby closed) ends it now, not at the next poll.
        const ending = actionFailureEnding(error, type);
        if (ending !== null) {
          stop();
          listener.onClosed(ending);
          return;
        }
        listener.onRefusal({ type, ...restRefusalMessage(error) });
      },
    );
  }

  listener.onViews(seated, null);
  listener.onStatus('live');
  // A lobby joined mid-game (a returning player) shows its game at once rather than after 2 s.
  pollIn(seated.status === 'waiting' ? pollIntervalMs('waiting') : 0);

  return {
    transport: 'polling',
    code,
    reconnectionToken: null,
    // An answer is read back a moment later (spec: the game is fetched again 100 ms after an answer).
    send: (command) =>
      act(command.type, () => api.command(code, command), command.type === 'answer' ? ANSWER_REFETCH_MS : 0),
    leave: () => {
      if (isLeft) return;
      stop();
      void api.leave(code).catch(() => undefined);
    },
  };
}
