import {
  canPickBalanced,
  pickBalancedWithFoolers,
  provenFoolerRounds,
  type Language,
} from '@bluffle/shared-schema';
import type { StoredWord } from '../domain/word';
import type { ServiceDeps } from './service-deps';

/**
 * How many of an identity's latest games a new game avoids the words of. Twenty games of the
 * ten words the web app asks for is 200 words: about 2% of the English bank, so avoiding them costs
 * nothing, while a daily player goes weeks without a repeat. A smaller bank (Filipino) cannot hold that
 * many; the draw then lets the oldest of them back in rather than refuse a game.
 */
export const HISTORY_GAMES = 20;

/** A pool this many times the game's length gives the balanced pick both kinds to choose from. */
const POOL_PER_ROUND = 4;
/**
 * A pool short of one kind is drawn again this many times larger, up to MAX_POOL words, before the draw
 * gives up on avoiding the history: a one-sided bank (a language with few fakes) can miss its fakes in
 * twenty words while having enough of them among the words the player has not met.
 */
const POOL_GROWTH = 4;
const MAX_POOL = 1_280;

export interface FreshWordsRequest {
  language: Language;
  /** The words played, balanced REAL and FAKE (rules/balanced-pick.ts). */
  rounds: number;
  /** Words served in all (at least `rounds`); those past the rounds come from the same pool, unbalanced. */
  count: number;
  /** Whose recent games to avoid: the session's identity (docs/design.md decision 11), or none. */
  identityKeys: readonly string[];
}

/**
 * The words of a new game: a random pool of words the identities did not meet in their recent games, the
 * played ones picked from it with as many REAL as FAKE as it allows (so guessing the same answer every
 * round does not win a game), two of five of them words proven to fool players when the bank has some
 * (rules/word-play/fooler-pick.ts), then the rest of the pool up to `count`. When the unseen words
 * are too few or one-sided, the oldest history is let back in, half at a time, down to any word of the
 * language. Retired words are never drawn (the store's play pool). Returns fewer than `rounds` words only
 * when the language has fewer.
 */
export async function drawFreshWords(
  deps: Pick<ServiceDeps, 'store' | 'random'>,
  request: FreshWordsRequest,
): Promise<StoredWord[]> {
  const { language, rounds, count } = request;
  const history = await recentWordsOf(deps, request.identityKeys);
  const poolSize = Math.max(count, rounds * POOL_PER_ROUND);
  let pool: StoredWord[] = [];
  let avoidedForPool: string[] = [];
  for (const avoided of shorterAndShorter(history)) {
    avoidedForPool = avoided;
    pool = await balanceablePool(deps, { language, rounds, poolSize, avoided });
    if (canPickBalanced(pool, rounds)) break;
  }
  const foolerRounds = provenFoolerRounds(rounds);
  // A few of each kind to choose from; none at all (one indexed read finding nothing) until play proves some.
  const foolers =
    foolerRounds > 0
      ? await deps.store.words.sample({
          language,
          count: foolerRounds * POOL_PER_ROUND,
          excludeIds: avoidedForPool,
          provenFoolersOnly: true,
        })
      : [];
  const played = pickBalancedWithFoolers(pool, foolers, rounds, deps.random);
  const playedIds = new Set(played.map((word) => word.id));
  const extras = pool.filter((word) => !playedIds.has(word.id)).slice(0, Math.max(0, count - rounds));
  return [...played, ...extras];
}

/**
 * A random pool of words outside `avoided`, drawn larger while it is short of one kind and the words left
 * could still hold more (the last draw came back full). Returns the last pool drawn.
 */
async function balanceablePool(
  deps: Pick<ServiceDeps, 'store'>,
  request: { language: Language; rounds: number; poolSize: number; avoided: string[] },
): Promise<StoredWord[]> {
  const { language, rounds, avoided } = request;
  for (let size = request.poolSize; ; size *= POOL_GROWTH) {
    const pool = await deps.store.words.sample({ language, count: size, excludeIds: avoided });
    if (canPickBalanced(pool, rounds) || pool.length < size || size * POOL_GROWTH > MAX_POOL) return pool;
  }
}

/**
 * The identities' recent words without repeats, most recent first; several identities' lists are
 * interleaved so that shortening the history trims everyone's oldest games alike.
 */
async function recentWordsOf(
  deps: Pick<ServiceDeps, 'store'>,
  identityKeys: readonly string[],
): Promise<string[]> {
  const lists = await Promise.all(
    identityKeys.map((identityKey) => deps.store.sessions.recentWordIds(identityKey, HISTORY_GAMES)),
  );
  const merged = new Set<string>();
  const longest = Math.max(0, ...lists.map((list) => list.length));
  for (let index = 0; index < longest; index += 1) {
    for (const list of lists) {
      const wordId = list[index];
      if (wordId !== undefined) merged.add(wordId);
    }
  }
  return [...merged];
}

/** The whole history, then its newer half, quarter... and at last nothing. */
function* shorterAndShorter(history: readonly string[]): Generator<string[]> {
  for (let kept = history.length; kept > 0; kept = Math.floor(kept / 2)) {
    yield history.slice(0, kept);
  }
  yield [];
}
