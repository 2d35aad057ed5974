import type { AuthContext } from '@colyseus/core';
import { memoryRateLimitStore } from '../rate-limit/rate-limit-store';
import { LobbyRoom } from './lobby-room';
import type { BoundLobbyRoomDeps, LobbyRoomDeps } from './lobby-room-deps';
import { signInAtSeat, type SeatAuth } from './seat-sign-in';
import { MESSAGES_PER_10_S } from './socket-intake';

/**
 * The lobby room type bound to this server's store and clock. One allowance of socket messages serves every
 * room of this process: a socket lives in one process, so its counter stays in memory (a Redis call per
 * message would only add latency).
 */
export function defineLobbyRoom(deps: LobbyRoomDeps) {
  const messageLimiter = memoryRateLimitStore(deps.clock, 'bluffle:room').allowance({
    name: 'messages',
    capacity: MESSAGES_PER_10_S,
    windowMs: 10_000,
  });
  const bound: BoundLobbyRoomDeps = { ...deps, messageLimiter };
  return class BoundLobbyRoom extends LobbyRoom {
    protected override readonly deps = bound;

    static override onAuth(_token: string, options: unknown, context: AuthContext): Promise<SeatAuth> {
      return signInAtSeat(bound, options, context);
    }
  };
}
