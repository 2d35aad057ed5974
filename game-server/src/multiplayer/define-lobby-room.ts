import type { AuthContext } from '@colyseus/core';
import type { LobbyActor, LobbyCommand, LobbyRuling } from '@bluffle/shared-schema';
import { memoryRateLimitStore } from '../rate-limit/rate-limit-store';
import type { DrainableLobby } from './lobby-drain';
import { LobbyRoom } from './lobby-room';
import { drainableLobbyOf, refuseGameWhileDraining } from './lobby-room-drain';
import type { BoundLobbyRoomDeps, LobbyRoomDeps } from './lobby-room-deps';
import { signInAtSeat, type SeatAuth } from './seat-sign-in';
import { MESSAGES_PER_10_S } from './socket-intake';

/**
 * The lobby room type bound to this server's store and clock. One allowance of socket messages serves every
 * room of this process: a socket lives in one process, so its counter stays in memory (a Redis call per
 * message would only add latency). Each room is known to the server's drain (lobby-drain.ts) while it lives.
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
    private drainable: DrainableLobby | undefined;

    static override onAuth(_token: string, options: unknown, context: AuthContext): Promise<SeatAuth> {
      return signInAtSeat(bound, options, context);
    }

    override async onCreate(options: unknown): Promise<void> {
      await super.onCreate(options);
      this.drainable = drainableLobbyOf({
        roomId: this.roomId,
        clients: this.clients,
        currentGame: () => this.game,
        disconnect: (closeCode) => this.disconnect(closeCode),
      });
      bound.drain.add(this.drainable);
    }

    override async onDispose(): Promise<void> {
      if (this.drainable !== undefined) bound.drain.remove(this.drainable);
      await super.onDispose();
    }

    override runCommand(
      actor: LobbyActor,
      command: LobbyCommand,
    ): LobbyRuling<unknown> | Promise<LobbyRuling<unknown>> {
      return refuseGameWhileDraining(command, bound.drain.isDraining) ?? super.runCommand(actor, command);
    }
  };
}
