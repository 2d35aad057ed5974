import { pickBalanced, type PlayLanguage } from '@bluffle/shared-schema';
import type { StoredWord } from '../store/port';
import type { ServiceDeps } from './service-deps';

/** A pool this many times the game's length gives the balanced pick both kinds to choose from. */
const POOL_PER_WORD = 4;

/**
 * The words of a lobby game: a random pool from the bank, then as many REAL as FAKE as it allows
 * (rules/balanced-pick.ts), so guessing the same answer every round does not win a game.
 */
export async function drawLobbyWords(
  deps: Pick<ServiceDeps, 'store' | 'random'>,
  language: PlayLanguage,
  count: number,
): Promise<StoredWord[]> {
  const pool = await deps.store.words.sample({ language, count: count * POOL_PER_WORD });
  return pickBalanced(pool, count, deps.random);
}
