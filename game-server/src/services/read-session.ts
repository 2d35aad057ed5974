import type { GetSessionResponse } from '@bluffle/shared-schema';
import type { GameSessionRecord, Store } from '../store/port';
import { playerTokenMatches } from './player-token';
import { findSessionOrThrow } from './session-access';
import { answerViews, toPublicView } from './session-views';
import type { ServiceDeps } from './service-deps';

/**
 * GET /api/sessions/{code}: the public view for anyone with the code; the per-answer details only for the
 * session's player, or for a challenger who finished the same words (DESIGN decision 3, indirect leaks).
 */
export async function readSession(
  deps: ServiceDeps,
  code: string,
  playerToken: string | undefined,
): Promise<GetSessionResponse> {
  const session = await findSessionOrThrow(deps.store, code);
  const mayReadAnswers = await mayReadAnswersOf(deps.store, session, playerToken);
  return {
    session: toPublicView(session),
    answers: mayReadAnswers ? await answerViews(deps.store, session) : null,
  };
}

async function mayReadAnswersOf(
  store: Store,
  session: GameSessionRecord,
  playerToken: string | undefined,
): Promise<boolean> {
  if (playerToken === undefined) {
    return false;
  }
  if (playerTokenMatches(playerToken, session.playerTokenHash)) {
    return true;
  }
  const challengers = await store.sessions.findDuplicatesOf(session.code);
  return challengers.some(
    (challenger) =>
      challenger.status === 'completed' && playerTokenMatches(playerToken, challenger.playerTokenHash),
  );
}
