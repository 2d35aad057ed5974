import { defineRoom, type RegisteredHandler } from '@colyseus/core';
import { LOBBY_ROOM_NAME } from '@bluffle/shared-schema';
import { defineLobbyRoom } from '../multiplayer/define-lobby-room';
import type { LobbyRoomDeps } from '../multiplayer/lobby-room-deps';

/** Every Colyseus room type this server offers, by name (docs/design.md decision 6): the multiplayer lobby. */
export function roomsFor(deps: LobbyRoomDeps): Record<string, RegisteredHandler> {
  return { [LOBBY_ROOM_NAME]: defineRoom(defineLobbyRoom(deps)) };
}
