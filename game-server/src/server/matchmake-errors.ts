import { ErrorCode, ServerError, matchMaker } from '@colyseus/core';
import { ERROR_MESSAGES, MATCHMAKE_MESSAGES } from '@bluffle/shared-schema';
import type { Logger } from '../logging/logger';

/** What a room's own refusal may say; its message reaches the client, so it stays short. */
const MAX_MESSAGE_LENGTH = 200;

/** Colyseus's matchmaking failures that are the client's doing, as HTTP answers with our own words. */
const CLIENT_MISTAKES: Partial<Record<number, { status: number; error: string }>> = {
  [ErrorCode.MATCHMAKE_NO_HANDLER]: { status: 404, error: MATCHMAKE_MESSAGES.unknownRoomType },
  [ErrorCode.MATCHMAKE_INVALID_CRITERIA]: { status: 404, error: MATCHMAKE_MESSAGES.noRoomMatches },
  // Not found, locked (full) or disposed: in every case there is no seat behind this id.
  [ErrorCode.MATCHMAKE_INVALID_ROOM_ID]: { status: 404, error: MATCHMAKE_MESSAGES.roomNotFound },
  [ErrorCode.MATCHMAKE_EXPIRED]: { status: 410, error: MATCHMAKE_MESSAGES.expired },
  [ErrorCode.AUTH_FAILED]: { status: 403, error: MATCHMAKE_MESSAGES.refusedByRoom },
};

type InvokeMethod = typeof matchMaker.controller.invokeMethod;

let isInstalled = false;
let currentLogger: Logger | undefined;

/**
 * Colyseus's /matchmake route answers with whatever code its matchmaker threw, 520-525 for a mistake
 * such as an unknown room id, and the message repeats the input. Its route calls
 * controller.invokeMethod and uses the thrown error's code as the HTTP status, so wrapping that one
 * method turns each failure into a 4xx with our message (a room's own 4xx refusal keeps its words, cut
 * short), and anything else into a logged 500. The controller belongs to the process, so this is
 * installed once; the logger is the latest server's.
 */
export function translateMatchmakeErrors(logger: Logger): void {
  currentLogger = logger;
  if (isInstalled) return;
  isInstalled = true;
  const controller = matchMaker.controller;
  const original = controller.invokeMethod;
  controller.invokeMethod = async function (this: typeof controller, ...args: Parameters<InvokeMethod>) {
    try {
      return await original.apply(this, args);
    } catch (error) {
      throw clientFacingError(error, args[0]);
    }
  };
}

function clientFacingError(error: unknown, method: string): ServerError {
  const code = error instanceof Error && 'code' in error ? Number(error.code) : Number.NaN;
  if (code >= 400 && code < 500) {
    return new ServerError(code, (error as Error).message.slice(0, MAX_MESSAGE_LENGTH));
  }
  const mistake = CLIENT_MISTAKES[code];
  if (mistake !== undefined) {
    return new ServerError(mistake.status, mistake.error);
  }
  currentLogger?.error({ err: error, method }, 'matchmaking failed');
  return new ServerError(500, ERROR_MESSAGES.internal);
}
