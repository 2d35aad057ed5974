import { ServerError } from '@colyseus/core';
import { ERROR_CODES, joinRefusalStatus, type LobbyRefusal } from '@bluffle/shared-schema';

/** The HTTP status a refusal answers with, for matchmaking and the REST routes alike. */
export function refusalStatus(refusal: LobbyRefusal): number {
  switch (refusal.code) {
    case ERROR_CODES.lobbyNotFound:
    case ERROR_CODES.noWordsAvailable:
      return 404;
    case ERROR_CODES.notHost:
    case ERROR_CODES.notInLobby:
    case ERROR_CODES.kickedFromLobby:
    case ERROR_CODES.lobbyPrivate:
    case ERROR_CODES.notWatching:
      return 403;
    case ERROR_CODES.invalidMessage:
    case ERROR_CODES.badRequest:
    case ERROR_CODES.lobbyCodeRequired:
      return 400;
    case ERROR_CODES.rateLimited:
      return 429;
    // The process is stopping (another, or this one restarted, takes the call), or the room's process is alive
    // but answered late: either way, ask again after the Retry-After.
    case ERROR_CODES.serverDraining:
    case ERROR_CODES.lobbyBusy:
      return 503;
    default:
      return 409;
  }
}

/** A refused seat or watch as matchmaking answers it: a status of its own per refusal, so the client reads our code back (join-refusals.ts). */
export function joinRefusalError(refusal: LobbyRefusal): ServerError {
  return new ServerError(joinRefusalStatus(refusal.code) ?? refusalStatus(refusal), refusal.message);
}
