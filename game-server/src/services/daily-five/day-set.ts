import {
  ERROR_CODES,
  ERROR_MESSAGES,
  ROUNDS_PER_GAME,
  chooseDailyFive,
  type Language,
} from '@bluffle/shared-schema';
import { NotFoundError } from '../../errors';
import type { ServiceDeps } from '../service-deps';

/**
 * The word ids of the day's set in the language: the stored set, or else the rule's choice from today's
 * approved words, stored now. The store keeps only the first choice (port.ts DailyFiveSetRepository), so
 * the set stays as it was when words are added later in the day, and two processes choosing at once end
 * up serving the same one.
 */
export async function daySetOf(deps: ServiceDeps, day: string, language: Language): Promise<string[]> {
  const stored = await deps.store.dailyFiveSets.find(day, language);
  if (stored !== null) return stored.wordIds;
  // Read once a day per language (later requests read the stored set above).
  const pool = await deps.store.dailyFiveSets.candidates(language);
  const wordIds = chooseDailyFive(pool, day, language, ROUNDS_PER_GAME);
  // A bank too small for a game stores nothing: the day's set is chosen once there are words enough.
  if (wordIds.length < ROUNDS_PER_GAME) {
    throw new NotFoundError(ERROR_MESSAGES.noWordsAvailable, ERROR_CODES.noWordsAvailable);
  }
  const fixed = await deps.store.dailyFiveSets.fix({
    day,
    language,
    wordIds,
    createdAt: new Date(deps.clock.now()).toISOString(),
  });
  return fixed.wordIds;
}
