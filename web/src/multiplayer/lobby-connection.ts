import type {
  ErrorCode,
  LobbyMessageType,
  LobbyView,
  MultiplayerGameView,
  PlayLanguage,
  RoundClockMessage,
  SeatCommand,
  WatcherCommand,
} from '@bluffle/shared-schema';

// One small interface over the two ways to sit in a lobby room (an interface where things are
// swapped): a WebSocket over the Colyseus SDK, or REST polling when WebSockets are unavailable. The session
// (lobby-session.ts) drives either one the same way and the store never knows which it got.

/**
 * What the player asked for: a new lobby in a language, or a seat in the lobby with this code (with the live
 * room's token for a seat this tab held, to get that seat back first: seat-memory.ts).
 */
export type LobbyRequest =
  { kind: 'create'; language: PlayLanguage } | { kind: 'join'; code: string; reconnectionToken?: string };

/** What a person may ask of a lobby: a seat (LobbyRequest), or to watch it without one. */
export type LobbyAsk = LobbyRequest['kind'] | 'watch';

export type LobbyTransport = 'websocket' | 'polling';

/** Whether the room hears us now, or we are getting back to it (a dropped socket, failing polls). */
export type ConnectionStatus = 'live' | 'reconnecting';

/** A message the room turned down; the player keeps their seat. `message` is null when none is readable. */
export interface ActionRefusal {
  /** The message refused; null when the room did not say which. */
  type: LobbyMessageType | null;
  message: string | null;
  code: ErrorCode | null;
}

/** Why a connection could not be opened: a refusal to show, or no way through (try the other transport). */
export interface OpenFailure {
  isUnreachable: boolean;
  /** The refusal's code when the server gave one we know: the page words it (lobby-failure-text.ts). */
  code: ErrorCode | null;
  /** The server's words for a refusal, shown only when its code is unknown; null for the spec's default. */
  message: string | null;
}

/** Why the room let the seat go without the player leaving (the text is the catalogue's, at render). */
export type SeatEndReason =
  | 'kicked'
  | 'replaced'
  | 'server-shutdown'
  /** The server began to stop: the lobby closed before its game, or after it (its standings stay on show). */
  | 'server-restarting'
  | 'closed'
  | 'lost'
  | 'seat-gone'
  /** A watcher sent away: the host made the lobby private. */
  | 'made-private';

/** How a seat ended: a reason the transport knows, or a refusal the server gave (its code, or its words). */
export type SeatEnding =
  | { kind: 'seat-ended'; reason: SeatEndReason }
  | { kind: 'seat-refused'; code: ErrorCode | null; message: string | null };

/** What an open function rejects with, so the session never has to know a transport's own errors. */
export class LobbyOpenError extends Error {
  readonly failure: OpenFailure;

  constructor(failure: OpenFailure, cause?: unknown) {
    super(failure.message ?? (failure.isUnreachable ? 'The lobby server is unreachable.' : 'Refused.'), {
      cause,
    });
    this.name = 'LobbyOpenError';
    this.failure = failure;
  }
}

/** What a connection reports, whichever way it talks to the room. */
export interface LobbyListener {
  /** The room as it stands; `game` is null while a polled lobby is still gathering. */
  onViews(lobby: LobbyView, game: MultiplayerGameView | null): void;
  /** The live room's word on how long the round in play has left, to a socket that did not see it open. */
  onRoundClock(clock: RoundClockMessage): void;
  onStatus(status: ConnectionStatus): void;
  onRefusal(refusal: ActionRefusal): void;
  /** The seat is gone without the player choosing to leave (kicked, lobby closed, connection lost). */
  onClosed(ending: SeatEnding): void;
}

export interface LobbyConnection {
  readonly transport: LobbyTransport;
  /** The lobby's code. */
  readonly code: string;
  /** What gets this seat back over the live room after a reload; null for a polling seat. */
  readonly reconnectionToken: string | null;
  /** A seat's lobby command, as it is (shared-schema's lobby-command.ts); a refusal reaches onRefusal. */
  send(command: SeatCommand): void;
  /** Gives up the seat; the listener hears nothing more. */
  leave(): void;
}

/**
 * Watching a lobby without a seat: the same views as a player's, the watcher's REAL/FAKE calls,
 * and nothing else. Refused calls reach the listener's onRefusal; the end of watching its onClosed.
 */
export interface WatchConnection {
  readonly transport: LobbyTransport;
  readonly code: string;
  /** A watcher's lobby command (a call on the round), as it is. */
  send(command: WatcherCommand): void;
  /** Stops watching; the listener hears nothing more. */
  leave(): void;
}

/** Opens a watch on the lobby with this code, signed in or not; rejects with a LobbyOpenError. */
export type OpenWatchConnection = (code: string, listener: LobbyListener) => Promise<WatchConnection>;

/**
 * Opens a connection for the signed-in account `userId` and resolves once it is seated; rejects with a
 * LobbyOpenError.
 */
export type OpenLobbyConnection = (
  request: LobbyRequest,
  listener: LobbyListener,
  userId: string,
) => Promise<LobbyConnection>;
