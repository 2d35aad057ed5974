import { z } from 'zod';

// Colyseus's matchmaking route (POST /matchmake/{method}/{room name or id}): what the server answers a
// client mistake with, instead of Colyseus's 52x codes. The SDK shows `error` in its MatchMakeError.

export const MATCHMAKE_METHODS = ['joinOrCreate', 'create', 'join', 'joinById', 'reconnect'] as const;
export type MatchmakeMethod = (typeof MATCHMAKE_METHODS)[number];

export const MATCHMAKE_MESSAGES = {
  unknownRoute: `No such matchmaking route. Use POST /matchmake/<method>/<room name or id>, where the method is one of ${MATCHMAKE_METHODS.join(', ')}.`,
  postOnly: 'Matchmaking takes POST requests only.',
  unknownRoomType: 'There is no room type with that name.',
  roomNotFound: 'No open room has that id. Check the code, or start a new room.',
  noRoomMatches: 'No open room matches. Start a new room instead.',
  expired: 'That seat or reconnection has expired. Join the room again.',
  refusedByRoom: 'This room did not let you in.',
  optionsNotJson: 'Send matchmaking options as JSON (Content-Type: application/json).',
  optionsNotObject: 'Matchmaking options must be a JSON object, such as {}.',
  reconnectionTokenRequired: 'A reconnect needs the reconnectionToken the room gave you when you joined.',
} as const;

/** Join options: a JSON object, whose fields are the room's to read. */
export const matchmakeOptionsSchema = z.record(z.string(), z.unknown());

/** A reconnect names the seat it returns to with the token the room gave at join. */
export const reconnectOptionsSchema = z.object({ reconnectionToken: z.string().min(1) });
