import type { LobbyRefusal, LobbySnapshot, PlayLanguage } from '@bluffle/shared-schema';
import type { LobbyUser } from './lobby-game';

/**
 * A REST player's call as the room takes it (DESIGN decision 6). Plain JSON both ways, because
 * matchMaker.remoteRoomCall carries it to a room in another process over Redis.
 */
export type LobbyRestAction =
  | { kind: 'join'; user: LobbyUser }
  | { kind: 'read'; userId: string }
  | { kind: 'ready'; userId: string; isReady: boolean }
  | { kind: 'start'; userId: string }
  | { kind: 'leave'; userId: string }
  | { kind: 'answer'; userId: string; roundNumber: number; answer: boolean }
  | { kind: 'kick'; userId: string; playerId: string }
  | { kind: 'language'; userId: string; language: PlayLanguage }
  | { kind: 'rematch'; userId: string };

/** The room's state after the call, or why it refused. */
export type LobbyRestResult = { ok: true; snapshot: LobbySnapshot } | { ok: false; refusal: LobbyRefusal };
