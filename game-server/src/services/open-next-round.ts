import {
  ERROR_CODES,
  reduceRoundOpening,
  toPlayWord,
  type OpenRoundBody,
  type OpenRoundResponse,
} from '@bluffle/shared-schema';
import { ConflictError, NotFoundError } from '../errors';
import type { LastRoundWatch } from './last-round-watch';
import { refusalError, roundStateOf, withRoundState } from './rounds';
import { findOwnedSession } from './session-access';
import type { ServiceDeps } from './service-deps';

/**
 * POST /api/sessions/{code}/rounds/next ( 'Feel'): the player's feedback is over, so the next round
 * opens now on the server's clock and its word goes out, the first time it leaves the server. The round
 * reducer decides (rules/round/round-opening.ts): not before the feedback pause is over, and a round
 * already open (asked again, or opened by itself after the longest hold) is answered as it stands.
 */
export async function openNextRound(
  deps: ServiceDeps & { lastRounds: LastRoundWatch },
  code: string,
  playerToken: string | undefined,
  body: OpenRoundBody,
): Promise<OpenRoundResponse> {
  try {
    return await openRoundOnce(deps, code, playerToken, body);
  } catch (error) {
    if (!(error instanceof ConflictError) || error.code !== ERROR_CODES.conflict) throw error;
    // Two asks at once (a retry racing the original): the winner opened the round; this one reads it open.
    return openRoundOnce(deps, code, playerToken, body);
  }
}

async function openRoundOnce(
  deps: ServiceDeps & { lastRounds: LastRoundWatch },
  code: string,
  playerToken: string | undefined,
  body: OpenRoundBody,
): Promise<OpenRoundResponse> {
  const session = await findOwnedSession(deps.store, code, playerToken);
  const rounds = roundStateOf(session);
  const result = reduceRoundOpening(rounds, body.roundNumber, deps.clock.now());
  if (result.isRefused) {
    throw refusalError(result.refusal);
  }
  const { opening } = result;
  const word = await deps.store.words.findById(opening.wordId);
  if (word === null) {
    throw new NotFoundError('The word of this round is no longer available.', ERROR_CODES.wordUnavailable);
  }
  // Unchanged when the round was open already: nothing to store.
  if (result.state !== rounds) {
    // The optimistic version: of two asks at once, one stores the opening and the other reads it.
    const opened = withRoundState(session, result.state);
    await deps.store.sessions.update(opened);
    // The last round's clock now runs from here: the server times it out if nothing comes.
    deps.lastRounds.follow(opened);
  }
  return { roundNumber: opening.roundNumber, word: toPlayWord(word), secondsLeft: opening.secondsLeft };
}
