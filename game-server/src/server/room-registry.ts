import type { RegisteredHandler } from '@colyseus/core';

/**
 * Every Colyseus room type this server offers, by name (DESIGN decision 6). None yet: multiplayer lobbies
 * arrive in a later issue, as `lobby: defineRoom(LobbyRoom)` here.
 */
export const ROOMS: Record<string, RegisteredHandler> = {};
