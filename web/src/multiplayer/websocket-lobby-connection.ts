import {
  isErrorCode,
  isLobbyMessageType,
  LOBBY_ROOM_NAME,
  LOBBY_SERVER_MESSAGE_TYPES,
  roundClockMessageSchema,
  type LobbyCommand,
  type LobbyErrorMessage,
  type LobbyJoinOptions,
  type WatchingEndedMessage,
} from '@bluffle/shared-schema';
import { Client, type Room } from '@colyseus/sdk';
import {
  LobbyOpenError,
  type ActionRefusal,
  type LobbyConnection,
  type LobbyListener,
  type LobbyRequest,
  type WatchConnection,
} from './lobby-connection';
import { matchmakeOpenFailure } from './matchmake-failure';
import { leaveReasonOf } from './room-leave-reason';
import { viewsOfRoomState } from './room-snapshot';
import { SEAT_RECONNECTION } from './seat-rejoin';

// The live way into a lobby: the Colyseus room over a WebSocket (@colyseus/sdk 0.18). The session cookie
// authenticates the matchmaking call and the socket; the room's synced state becomes the shared views on
// every patch. This module is loaded on demand, so the SDK stays out of the main bundle.

/** How a seat's room reconnects by itself after a drop (a watcher keeps the SDK's tries: it has no rejoin). */
function tuneReconnection(room: Room): void {
  Object.assign(room.reconnection, SEAT_RECONNECTION);
}

function refusalOf(message: Partial<LobbyErrorMessage> | undefined): ActionRefusal {
  const text = typeof message?.error === 'string' && message.error.trim() !== '' ? message.error : null;
  return {
    type: isLobbyMessageType(message?.type) ? message.type : null,
    message: text,
    code: isErrorCode(message?.code) ? message.code : null,
  };
}

/** A lobby command as the room takes it: its name as the message type, its fields as the payload. */
function sendCommand(room: Room, command: LobbyCommand): void {
  const { type, ...fields } = command;
  room.send(type, fields);
}

/** Passes on the room's round-clock message (roundClockMessageSchema); one that cannot be read is dropped. */
function listenForRoundClock(room: Room, listener: LobbyListener): void {
  room.onMessage(LOBBY_SERVER_MESSAGE_TYPES.roundClock, (message: unknown) => {
    const clock = roundClockMessageSchema.safeParse(message);
    if (clock.success) listener.onRoundClock(clock.data);
  });
}

/**
 * The seat this tab held, over the same session (a reload within the room's reconnection window); null when
 * there is no token or the window has passed, and joining by code is the way back.
 */
async function reclaimSeat(client: Client, request: LobbyRequest): Promise<Room | null> {
  if (request.kind !== 'join' || request.reconnectionToken === undefined) return null;
  try {
    return await client.reconnect(request.reconnectionToken);
  } catch {
    return null;
  }
}

/**
 * What a player's room and a watcher's both tell the page: the state as views, the round's clock, refusals and
 * the connection's status. The first full state can arrive with the join itself, before onStateChange was
 * listening, so it is sent at once.
 */
function relayRoom(room: Room, listener: LobbyListener): void {
  const emitViews = (state: unknown) => {
    const views = viewsOfRoomState(state);
    if (views !== null) listener.onViews(views.lobby, views.game);
  };
  room.onStateChange(emitViews);
  listenForRoundClock(room, listener);
  room.onMessage(LOBBY_SERVER_MESSAGE_TYPES.error, (message: LobbyErrorMessage) =>
    listener.onRefusal(refusalOf(message)),
  );
  room.onDrop(() => listener.onStatus('reconnecting'));
  // The SDK sets the new reconnection token just after it calls onReconnect: 'live' is told once it has.
  room.onReconnect(() => queueMicrotask(() => listener.onStatus('live')));
  room.onError((code: number, message?: string) => console.warn('Lobby room error', code, message));
  emitViews(room.state);
}

export async function openWebSocketLobby(
  request: LobbyRequest,
  listener: LobbyListener,
  endpoint: string,
): Promise<LobbyConnection> {
  const client = new Client(endpoint);
  let room: Room;
  try {
    room =
      (await reclaimSeat(client, request)) ??
      (request.kind === 'create'
        ? await client.create(LOBBY_ROOM_NAME, { language: request.language } satisfies LobbyJoinOptions)
        : await client.joinById(request.code, {} satisfies LobbyJoinOptions));
  } catch (error) {
    throw new LobbyOpenError(matchmakeOpenFailure(error), error);
  }
  tuneReconnection(room);

  let isLeaving = false;
  let wasKicked = false;
  let wasReplaced = false;
  let wasRestarting = false;

  relayRoom(room, listener);
  // Both come just before the room closes the connection; onLeave then says why.
  room.onMessage(LOBBY_SERVER_MESSAGE_TYPES.kicked, () => {
    wasKicked = true;
  });
  room.onMessage(LOBBY_SERVER_MESSAGE_TYPES.replaced, () => {
    wasReplaced = true;
  });
  room.onMessage(LOBBY_SERVER_MESSAGE_TYPES.serverRestarting, () => {
    wasRestarting = true;
  });
  room.onLeave((code: number) => {
    if (!isLeaving) {
      const reason = leaveReasonOf({ code, wasKicked, wasReplaced, wasRestarting });
      listener.onClosed({ kind: 'seat-ended', reason });
    }
  });

  return {
    transport: 'websocket',
    code: room.roomId,
    // Read when asked: each reconnection brings a new one.
    get reconnectionToken() {
      return room.reconnectionToken;
    },
    send: (command) => sendCommand(room, command),
    leave: () => {
      if (isLeaving) return;
      isLeaving = true;
      // The message says it is for good (the room frees the seat at once); the consented close follows.
      sendCommand(room, { type: 'leave' });
      void room.leave(true);
    },
  };
}

/**
 * Watching over the live room: `joinById(code, { watch: true })`, no seat and no sign-in. The room
 * says why it sends a watcher away ('watching-ended') just before it closes the connection.
 */
export async function openWebSocketWatch(
  code: string,
  listener: LobbyListener,
  endpoint: string,
): Promise<WatchConnection> {
  const client = new Client(endpoint);
  let room: Room;
  try {
    room = await client.joinById(code, { watch: true } satisfies LobbyJoinOptions);
  } catch (error) {
    throw new LobbyOpenError(matchmakeOpenFailure(error), error);
  }
  room.reconnection.minUptime = SEAT_RECONNECTION.minUptime;

  let isLeaving = false;
  let endedBecause: WatchingEndedMessage['reason'] | null = null;
  let wasRestarting = false;
  relayRoom(room, listener);
  room.onMessage(LOBBY_SERVER_MESSAGE_TYPES.serverRestarting, () => {
    wasRestarting = true;
  });
  room.onMessage(LOBBY_SERVER_MESSAGE_TYPES.watchingEnded, (message: Partial<WatchingEndedMessage>) => {
    endedBecause = message?.reason === 'private' ? 'private' : 'closed';
  });
  room.onLeave((closeCode: number) => {
    if (isLeaving) return;
    const reason =
      endedBecause === 'private'
        ? 'made-private'
        : endedBecause === 'closed'
          ? 'closed'
          : leaveReasonOf({ code: closeCode, wasKicked: false, wasReplaced: false, wasRestarting });
    listener.onClosed({ kind: 'seat-ended', reason });
  });

  return {
    transport: 'websocket',
    code: room.roomId,
    send: (command) => sendCommand(room, command),
    leave: () => {
      if (isLeaving) return;
      isLeaving = true;
      void room.leave(true);
    },
  };
}
