import { ERROR_CODES, ERROR_MESSAGES } from '@bluffle/shared-schema';
import { ForbiddenError, NotFoundError } from '../errors';
import type { GameSessionRecord } from '../domain/session';
import type { Store } from '../store/port';
import { playerTokenMatches } from './player-token';

export async function findSessionOrThrow(store: Store, code: string): Promise<GameSessionRecord> {
  const session = await store.sessions.findByCode(code);
  if (session === null) {
    throw new NotFoundError(ERROR_MESSAGES.sessionNotFound, ERROR_CODES.sessionNotFound);
  }
  return session;
}

/** Loads a session for a call that acts on it: only its own player (the token holder) may (docs/design.md decision 3). */
export async function findOwnedSession(
  store: Store,
  code: string,
  playerToken: string | undefined,
): Promise<GameSessionRecord> {
  const session = await findSessionOrThrow(store, code);
  if (!playerTokenMatches(playerToken, session.playerTokenHash)) {
    throw new ForbiddenError(ERROR_MESSAGES.missingPlayerToken, ERROR_CODES.missingPlayerToken);
  }
  return session;
}
