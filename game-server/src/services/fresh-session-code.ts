import { SESSION_CODE_LENGTH, generateCode, type RandomSource } from '@bluffle/shared-schema';
import { ConflictError } from '../errors';
import type { Store } from '../store/port';

/** 32^8 codes make a clash rare; a few retries turn the rare clash into a non-event. */
const CODE_ATTEMPTS = 5;

/**
 * One code space for game sessions and custom sessions: GET /api/sessions/{code} serves both, so a code may
 * name only one. Both kinds draw codes the same way; each skips a code the other kind holds (one indexed
 * read), and its own table's unique index refuses a code of its own kind (ConflictError), which is retried.
 * Two sessions of different kinds drawing the same code in the same instant could still both be stored; at
 * one chance in 32^8 per pair, that is not worth a lock across two tables.
 */
export async function storeUnderFreshCode<T>(
  deps: { random: RandomSource },
  isHeldByOtherKind: (code: string) => Promise<boolean>,
  insert: (code: string) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    const code = generateCode(SESSION_CODE_LENGTH, deps.random);
    const isLastAttempt = attempt >= CODE_ATTEMPTS;
    if (await isHeldByOtherKind(code)) {
      if (isLastAttempt) throw new ConflictError('No free session code was found. Please try again.');
      continue;
    }
    try {
      return await insert(code);
    } catch (error) {
      if (!(error instanceof ConflictError) || isLastAttempt) throw error;
    }
  }
}

/** For a new game session: is the code a custom session's? */
export const isCustomSessionCode = (store: Pick<Store, 'customSessions'>) => async (code: string) =>
  (await store.customSessions.findByCode(code)) !== null;

/** For a new custom session: is the code a game session's? */
export const isGameSessionCode = (store: Pick<Store, 'sessions'>) => async (code: string) =>
  (await store.sessions.findByCode(code)) !== null;
