import type { Client, Messages, Room } from '@colyseus/core';
import {
  ERROR_CODES,
  ERROR_MESSAGES,
  isWatcherCommandType,
  LOBBY_COMMAND_TYPES,
  LOBBY_SERVER_MESSAGE_TYPES,
  parseLobbyCommand,
  unknownLobbyCommand,
  type LobbyActor,
  type LobbyCommand,
  type LobbyCommandType,
  type LobbyErrorMessage,
  type LobbyRefusal,
  type LobbyRuling,
} from '@bluffle/shared-schema';
import type { LobbyMetrics } from '../observability/metrics';
import type { RateLimiter } from '../rate-limit/allowance-limiter';

/** Beyond this a client is cut off by Colyseus itself (a script, not a person). */
export const HARD_MESSAGES_PER_SECOND = 60;
/** Messages a client may send per 10 s before it is told to slow down (a game needs a handful). */
export const MESSAGES_PER_10_S = 40;

/** What the socket intake needs of its room. */
export interface SocketIntakeRoom {
  /** The account seated on this socket, if it holds a seat. */
  seatedUserIdOf(sessionId: string): string | undefined;
  /** The command through the lobby's rules, by its sender. */
  /** Synchronous unless the command waits for words (a start). */
  runCommand(actor: LobbyActor, command: LobbyCommand): LobbyRuling<unknown> | Promise<LobbyRuling<unknown>>;
  /** A seat's accepted command goes out to everyone at once. */
  stateChanged(): void;
  /** Settles once every change so far is saved for a resume. */
  saved(): Promise<void>;
}

function errorReply(type: string, refusal: LobbyRefusal): LobbyErrorMessage {
  return { type, error: refusal.message, code: refusal.code };
}

/**
 * The room's declared messages: one per command, and `_` (any other type) answered with the names it knows.
 * Colyseus's validated form does not fit: it disconnects a client whose payload fails (4002), where a typo
 * deserves a reply the page can show; so each handler hands the raw payload to `receive` (SocketIntake).
 */
export function declaredLobbyMessages(
  receive: (client: Client, type: LobbyCommandType, payload: unknown) => Promise<void>,
): Messages<Room> {
  const handlers: Messages<Room> = {
    _: (client: Client, type: string) => {
      client.send(LOBBY_SERVER_MESSAGE_TYPES.error, errorReply(type, unknownLobbyCommand(type)));
    },
  };
  for (const type of LOBBY_COMMAND_TYPES) {
    handlers[type] = (client: Client, payload: unknown) => receive(client, type, payload);
  }
  return handlers;
}

/**
 * A WebSocket client's messages: each is a lobby command, its name the message type. Rate-limited per socket,
 * then the sender (a seat, or a watcher for a call), then the payload; every refusal is an error message
 * back, never a dropped connection.
 */
export class SocketIntake {
  constructor(
    private readonly room: SocketIntakeRoom,
    private readonly limiter: RateLimiter,
    private readonly metrics: LobbyMetrics,
    private readonly logError: (error: unknown, what: string) => void,
  ) {}

  async receive(client: Client, type: LobbyCommandType, payload: unknown): Promise<void> {
    const verdictApplied = this.metrics.commandArrived('websocket', type);
    const reply = (refusal: LobbyRefusal) =>
      client.send(LOBBY_SERVER_MESSAGE_TYPES.error, errorReply(type, refusal));
    const decision = await this.limiter.take(client.sessionId);
    if (!decision.isAllowed) {
      reply({
        code: ERROR_CODES.rateLimited,
        message: `Too many messages: wait ${decision.retryAfterSeconds} s and try again.`,
      });
      return;
    }
    const actor = this.actorOf(client.sessionId, type);
    if (actor === undefined) {
      reply({ code: ERROR_CODES.notInLobby, message: ERROR_MESSAGES.notInLobby });
      return;
    }
    const command = parseLobbyCommand(type, payload);
    if (command.isRefused) {
      reply(command.refusal);
      return;
    }
    try {
      // Not awaited unless it has to be: each reply then goes out in the order the messages came in, before
      // a later message's rate-limit refusal.
      const outcome = this.room.runCommand(actor, command.value);
      const ruling = outcome instanceof Promise ? await outcome : outcome;
      verdictApplied();
      if (ruling.isRefused) {
        reply(ruling.refusal);
        return;
      }
      // A watcher's call is a counter nobody sees before the round's results: 500 watchers calling cost the
      // players no patch. A player's move is acknowledged (its patch) once saved: a kill -9 cannot lose it.
      if (actor.kind !== 'player') return;
      await this.room.saved();
      this.room.stateChanged();
    } catch (error) {
      this.logError(error, `lobby message ${type} failed`);
      reply({ code: ERROR_CODES.internal, message: ERROR_MESSAGES.internal });
    }
  }

  /**
   * Who sends: a call is a watcher's, by the socket (the rules refuse a seated player who calls); any other
   * command is the seat's on this socket, and a socket without one is not in the lobby.
   */
  private actorOf(sessionId: string, type: LobbyCommandType): LobbyActor | undefined {
    if (isWatcherCommandType(type)) return { kind: 'watcher', watcherId: sessionId, via: 'ws' };
    const userId = this.room.seatedUserIdOf(sessionId);
    return userId === undefined ? undefined : { kind: 'player', userId };
  }
}
