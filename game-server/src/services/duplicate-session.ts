import {
  ERROR_CODES,
  phaseOneSeconds,
  toPlayWord,
  type DuplicateSessionResponse,
} from '@bluffle/shared-schema';
import { ConflictError } from '../errors';
import { storeNewSession } from './new-session-record';
import { openRound } from './rounds';
import { findSessionOrThrow } from './session-access';
import type { ServiceDeps } from './service-deps';

/**
 * POST /api/sessions/{code}/duplicate (spec §4 Challenge): a new session on the same words in the same
 * order, with challenge timers. Only finished games can be duplicated. Anyone holding the link may accept, so no token is asked for. Round 1 opens
 * now, because the challenger plays the words this call returns straight away.
 */
export async function duplicateSession(
  deps: ServiceDeps,
  code: string,
  playerName: string,
  userId: string | null,
): Promise<DuplicateSessionResponse> {
  const original = await findSessionOrThrow(deps.store, code);
  // Only a finished game can be a challenge: duplicating one still in play would let its own player time
  // out the copy, read every reveal, and then answer the original perfectly (DESIGN decision 3).
  if (original.status !== 'completed') {
    throw new ConflictError(
      'This game is not finished yet, so it cannot be played as a challenge.',
      ERROR_CODES.sessionNotFinished,
    );
  }
  const { session, playerToken } = await storeNewSession(deps, {
    playerName,
    // A signed-in challenger's game counts toward their own stats, like a game of their own.
    userId,
    language: original.language,
    totalRounds: original.totalRounds,
    phaseOneSeconds: phaseOneSeconds('challenge'),
    wordIds: [...original.wordIds],
    currentRound: openRound(1, deps.clock.now()),
    duplicatedFrom: original.code,
  });
  const words = await deps.store.words.findByIds(session.wordIds);
  deps.logger.info({ sessionCode: session.code, duplicatedFrom: original.code }, 'challenge accepted');
  return { newSessionCode: session.code, playerToken, words: words.map(toPlayWord) };
}
