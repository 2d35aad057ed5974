// A batch's fakes follow its real words' shares of what a player sees, or could learn to read (a word
// class, how familiar another word for the meaning is): a share the fakes overran would tell.

export interface ShareQuotas<Key> {
  /** Whether the fakes already hold the real words' share of `key`. */
  isFull(key: Key): boolean;
  /** Counts a fake of `key`. */
  take(key: Key): void;
}

/** Quotas for `count` fakes: each key up to its share of the real words' keys, rounded up. */
export function shareQuotas<Key>(realKeys: readonly Key[], count: number): ShareQuotas<Key> {
  const limits = new Map<Key, number>();
  for (const key of realKeys) limits.set(key, (limits.get(key) ?? 0) + 1);
  for (const [key, reals] of limits) limits.set(key, Math.ceil((reals / realKeys.length) * count));
  const taken = new Map<Key, number>();
  return {
    isFull: (key) => (taken.get(key) ?? 0) >= (limits.get(key) ?? 0),
    take: (key) => taken.set(key, (taken.get(key) ?? 0) + 1),
  };
}
