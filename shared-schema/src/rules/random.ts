/** A source of uniform numbers in [0, 1), like Math.random; injected so rules stay deterministic in tests. */
export type RandomSource = () => number;

/** Fisher-Yates shuffle into a new array; the input is left untouched. */
export function shuffle<T>(items: readonly T[], random: RandomSource = Math.random): T[] {
  const result = [...items];
  for (let index = result.length - 1; index > 0; index -= 1) {
    const swapWith = randomIndex(index + 1, random);
    [result[index], result[swapWith]] = [result[swapWith] as T, result[index] as T];
  }
  return result;
}

/** One item picked uniformly; an empty list is a programming error, not a game state. */
export function pickOne<T>(items: readonly T[], random: RandomSource = Math.random): T {
  if (items.length === 0) {
    throw new Error('pickOne needs at least one item');
  }
  return items[randomIndex(items.length, random)] as T;
}

/** mulberry32: a tiny deterministic generator, good enough for shuffles and tests (not for secrets). */
export function createSeededRandom(seed: number): RandomSource {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

/** An index in [0, length); clamps so a source that returns exactly 1 cannot index past the end. */
export function randomIndex(length: number, random: RandomSource = Math.random): number {
  return Math.min(length - 1, Math.floor(random() * length));
}
