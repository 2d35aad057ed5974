import { shuffle, type RandomSource } from './random';

/**
 * `count` words from `pool` with REAL and FAKE as even as the pool allows (5 gives 3 and 2, the larger half
 * chosen at random), in random order. A game of five uniform draws is all-real or all-fake about once in
 * sixteen, and then a player who guesses the same each round wins it. Short of one kind, the other fills in.
 */
export function pickBalanced<Word extends { isReal: boolean }>(
  pool: readonly Word[],
  count: number,
  random: RandomSource = Math.random,
): Word[] {
  const reals = shuffle(
    pool.filter((word) => word.isReal),
    random,
  );
  const fakes = shuffle(
    pool.filter((word) => !word.isReal),
    random,
  );
  const extraIsReal = count % 2 === 1 && random() < 0.5;
  const wantedReals = Math.floor(count / 2) + (extraIsReal ? 1 : 0);
  // As many reals as wanted, or more when the fakes cannot fill the rest; never more than there are.
  const realCount = Math.min(reals.length, Math.max(wantedReals, count - fakes.length));
  const fakeCount = Math.min(fakes.length, count - realCount);
  return shuffle([...reals.slice(0, realCount), ...fakes.slice(0, fakeCount)], random);
}

/**
 * Whether `pool` can give a game of `count` words that is not one-sided: enough words, and the smaller half of
 * the count of each kind (5 rounds: at least 2 REAL and 2 FAKE). Short of that, pickBalanced fills with the
 * other kind.
 */
export function canPickBalanced(pool: readonly { isReal: boolean }[], count: number): boolean {
  const reals = pool.filter((word) => word.isReal).length;
  const fewestOfAKind = Math.floor(count / 2);
  return pool.length >= count && reals >= fewestOfAKind && pool.length - reals >= fewestOfAKind;
}
