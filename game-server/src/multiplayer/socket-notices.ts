import { CloseCode, type Client } from '@colyseus/core';
import {
  ERROR_MESSAGES,
  LOBBY_SERVER_MESSAGE_TYPES,
  lobbyRoundMsLeft,
  type LobbyGame,
  type RoundClockMessage,
  type SeatCloseReason,
  type WatchingEndReason,
  type WatchingEndedMessage,
} from '@bluffle/shared-schema';

// What the room tells a socket beyond the synced state: how long the round has left, and why its seat or its
// watching ended, just before the room closes it.

/** The room's sockets by session id (Colyseus's ClientArray). */
export interface RoomSockets {
  getById(sessionId: string): Client | undefined;
}

/**
 * A socket that did not see the round in play open hears how long it has left (the synced state has no
 * countdown). Sent in onJoin, it follows the full state (Colyseus queues it until the join).
 */
export function sendRoundClock(client: Client, game: LobbyGame, nowMs: number): void {
  if (game.status !== 'playing') return;
  const { round, roundStartedAtMs, roundSeconds } = game;
  const msLeft = lobbyRoundMsLeft({ roundStartedAtMs, roundSeconds, nowMs });
  client.send(LOBBY_SERVER_MESSAGE_TYPES.roundClock, { round, msLeft } satisfies RoundClockMessage);
}

/** Closes the WebSocket of a seat that is gone, after telling a kicked or replaced player why. */
export function closeSeatSocket(sockets: RoomSockets, sessionId: string, reason: SeatCloseReason): void {
  const client = sockets.getById(sessionId);
  if (client === undefined) return;
  if (reason === 'kicked') {
    client.send(LOBBY_SERVER_MESSAGE_TYPES.kicked, { message: ERROR_MESSAGES.kickedFromLobby });
  } else if (reason === 'replaced') {
    client.send(LOBBY_SERVER_MESSAGE_TYPES.replaced, {
      message: 'You opened this lobby somewhere else, so this window left it.',
    });
  }
  client.leave(CloseCode.CONSENTED);
}

/** Tells watchers' sockets why watching ended (the lobby went private or closed), then closes them. */
export function endWatching(
  sockets: RoomSockets,
  sessionIds: readonly string[],
  reason: WatchingEndReason,
): void {
  for (const sessionId of sessionIds) {
    const client = sockets.getById(sessionId);
    if (client === undefined) continue;
    client.send(LOBBY_SERVER_MESSAGE_TYPES.watchingEnded, { reason } satisfies WatchingEndedMessage);
    client.leave(CloseCode.CONSENTED);
  }
}
