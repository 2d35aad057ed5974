// A batch's fakes follow its real words' shares of what a player sees, or could learn to read (a word
// class, how familiar another word for the meaning is): a share the fakes overran would tell.

export interface ShareQuotas<Key> {
  /** Whether the fakes already hold the real words' share of `key`. */
  isFull(key: Key): boolean;
  /** Counts a fake of `key`. */
  take(key: Key): void;
}

/**
 * The fewest fakes a batch's shares of what is spelled or written are kept for (spelling-quotas.ts,
 * definition-word-shares.ts). A few real words say nothing of how English spells or defines: in a batch of 10
 * each fake had to take one of five real words' endings and openings, and it spent most of its time spelling
 * donors no spelling could serve. A player meets a handful of words at a time, so the spread that tells is the
 * bank's, made in one batch.
 */
export const LEAST_FAKES_FOR_SHARES = 100;

export interface ShareOptions {
  /** How many real words the keys came from, when a word gives several keys (the words of a definition). */
  realCount?: number;
  /** Room above each share. */
  slack?: number;
  /** How many fakes any key may have, whatever the real words' share (a key no real word has included). */
  least?: number;
}

/** Quotas for `count` fakes: each key up to its share of the real words' keys, rounded up. */
export function shareQuotas<Key>(
  realKeys: readonly Key[],
  count: number,
  { realCount = realKeys.length, slack = 1, least = 0 }: ShareOptions = {},
): ShareQuotas<Key> {
  const limits = new Map<Key, number>();
  for (const key of realKeys) limits.set(key, (limits.get(key) ?? 0) + 1);
  for (const [key, reals] of limits) limits.set(key, Math.ceil((reals / realCount) * count * slack));
  const taken = new Map<Key, number>();
  return {
    isFull: (key) => (taken.get(key) ?? 0) >= Math.max(least, limits.get(key) ?? 0),
    take: (key) => taken.set(key, (taken.get(key) ?? 0) + 1),
  };
}
