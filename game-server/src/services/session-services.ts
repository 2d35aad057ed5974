import type { DuplicateSessionBody } from '@bluffle/shared-schema';
import { completeSession } from './complete-session';
import { createSession } from './create-session';
import { duplicateSession } from './duplicate-session';
import type { LastRoundWatch } from './last-round-watch';
import { openNextRound } from './open-next-round';
import type { PlayerIdentity } from './play-identity';
import type { BatchedStatsRecorder } from './player-stats';
import { readCurrentRound } from './read-current-round';
import { readSession } from './read-session';
import { readSessionBoard, type BoardReader } from './session-board/read-session-board';
import { randomWords, wordsForSession } from './session-words';
import { submitAnswer } from './submit-answer';
import type { GameServiceDeps } from './game-service-deps';

/**
 * A solo session's use cases and its words (routes: session-routes.ts, word-routes.ts). The calls that play
 * rounds share the stats recorder and the watch over unanswered last rounds.
 */
export function createSessionServices(
  deps: GameServiceDeps,
  recordStats: BatchedStatsRecorder,
  lastRounds: LastRoundWatch,
) {
  const playDeps = { ...deps, recordStats, lastRounds };
  return {
    createSession: (body: Parameters<typeof createSession>[1], identity: PlayerIdentity) =>
      createSession(deps, body, identity),
    readSession: (code: string, token: string | undefined, identity: PlayerIdentity) =>
      readSession(deps, code, token, identity),
    /** The challenge board of the set a code names. */
    readSessionBoard: (code: string, query: Parameters<typeof readSessionBoard>[2], reader: BoardReader) =>
      readSessionBoard(deps, code, query, reader),
    duplicateSession: (code: string, choice: DuplicateSessionBody, identity: PlayerIdentity) =>
      duplicateSession(deps, code, choice, identity),
    submitAnswer: (code: string, token: string | undefined, body: Parameters<typeof submitAnswer>[3]) =>
      submitAnswer(playDeps, code, token, body),
    openNextRound: (code: string, token: string | undefined, body: Parameters<typeof openNextRound>[3]) =>
      openNextRound(playDeps, code, token, body),
    /** Where a running game stands, for its own player coming back to it (a reload, a new tab). */
    readCurrentRound: (code: string, token: string | undefined) => readCurrentRound(deps, code, token),
    completeSession: (code: string, token: string | undefined) =>
      completeSession(deps, code, token, recordStats),
    wordsForSession: (
      code: string,
      token: string | undefined,
      query: Parameters<typeof wordsForSession>[3],
    ) => wordsForSession(playDeps, code, token, query),
    randomWords: (query: Parameters<typeof randomWords>[1]) => randomWords(deps, query),
  };
}

export type SessionServices = ReturnType<typeof createSessionServices>;
