import type { LobbyRefusal, LobbyRoundSeconds, LobbyUser, PlayLanguage } from '@bluffle/shared-schema';
import type { LobbyViewName } from './lobby-view-cache';

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
  | { kind: 'round-time'; userId: string; roundSeconds: LobbyRoundSeconds }
  | { kind: 'rematch'; userId: string }
  | { kind: 'private'; userId: string; isPrivate: boolean }
  // A watcher's calls (issue 23): known by the token the service made at `watch`, never by an account.
  | { kind: 'watch'; watcherId: string }
  | { kind: 'watcher-read'; watcherId: string }
  | { kind: 'watch-call'; watcherId: string; round: number; calledReal: boolean };

/** A call and the view of the room it answers with: the Lobby (create, join, reads of it) or the game. */
export type LobbyRestCall = LobbyRestAction & { view: LobbyViewName };

/** A poll: a player's read or a watcher's, which a long poll may hold (issue 21). */
export type LobbyPollAction = Extract<LobbyRestAction, { kind: 'read' | 'watcher-read' }>;
export type LobbyPollCall = LobbyPollAction & { view: LobbyViewName };

/**
 * The view after the call, already JSON with its ETag (the room writes and tags it once per change), or why
 * it refused. A long poll's answer says whether its wait was applied (not when the room held its most).
 */
export type LobbyRestResult =
  { ok: true; json: string; etag: string; isWaitApplied?: boolean } | { ok: false; refusal: LobbyRefusal };
