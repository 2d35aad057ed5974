import type { LobbyActor, LobbyCommand, LobbyRefusal, LobbyUser } from '@bluffle/shared-schema';
import type { LobbyViewName } from './lobby-view-cache';

/**
 * A REST call as the room takes it: a seat, a watch, a read (a poll), or a lobby command with who sent it.
 * Plain JSON both ways, because matchMaker.remoteRoomCall carries it to a room in another process over Redis.
 */
export type LobbyRestAction =
  | { kind: 'join'; user: LobbyUser }
  | { kind: 'read'; userId: string }
  | { kind: 'command'; actor: LobbyActor; command: LobbyCommand }
  // A watcher is known by the token the service made at `watch`, never by an account.
  | { kind: 'watch'; watcherId: string }
  | { kind: 'watcher-read'; watcherId: string };

/** A call and the view of the room it answers with: the Lobby (create, join, reads of it) or the game. */
export type LobbyRestCall = LobbyRestAction & { view: LobbyViewName };

/** A poll: a player's read or a watcher's, which a long poll may hold. */
export type LobbyPollAction = Extract<LobbyRestAction, { kind: 'read' | 'watcher-read' }>;
export type LobbyPollCall = LobbyPollAction & { view: LobbyViewName };

/**
 * The view after the call, already JSON with its ETag (the room writes and tags it once per change), or why
 * it refused. A long poll's answer says whether its wait was applied (not when the room held its most).
 */
export type LobbyRestResult =
  { ok: true; json: string; etag: string; isWaitApplied?: boolean } | { ok: false; refusal: LobbyRefusal };
