import { pickBalanced } from '../balanced-pick';
import { shuffle, type RandomSource } from '../random';

/**
 * How many of a drawn game's rounds go to words proven to fool (word-play-standing.ts isProvenFooler): two
 * of five. Enough that every game holds words players are known to fall for; few enough that most rounds
 * still come from the whole bank, so new words keep meeting players and earn a fool rate of their own, and
 * the proven ones are not met so often that regular players learn them.
 */
export function provenFoolerRounds(count: number): number {
  return Math.round(count * 0.4);
}

type Candidate = { id: string; isReal: boolean };

/**
 * `count` words balanced REAL/FAKE exactly as pickBalanced balances them (5 gives 3 and 2), of which up to
 * provenFoolerRounds(count) come from `foolers` (proven foolers, each kept inside its kind's share so the
 * balance holds), the rest from `pool`; in random order. With no foolers it is pickBalanced itself, draw for
 * draw, so a bank with no proven words picks what it picked before. Foolers beyond their rounds fill in only
 * when the pool is short of a kind.
 */
export function pickBalancedWithFoolers<Word extends Candidate>(
  pool: readonly Word[],
  foolers: readonly Word[],
  count: number,
  random: RandomSource = Math.random,
): Word[] {
  const foolerIds = new Set(foolers.map((word) => word.id));
  if (foolerIds.size === 0) return pickBalanced(pool, count, random);
  const uniqueFoolers = [...new Map(foolers.map((word) => [word.id, word])).values()];
  const rest = [
    ...new Map(pool.filter((word) => !foolerIds.has(word.id)).map((word) => [word.id, word])).values(),
  ];
  const offered = [...uniqueFoolers, ...rest];
  const quota = splitOf(offered, count, random);

  const chosen: Word[] = [];
  const take = (word: Word): boolean => {
    const kind = word.isReal ? 'reals' : 'fakes';
    if (quota[kind] === 0) return false;
    quota[kind] -= 1;
    chosen.push(word);
    return true;
  };
  const shuffledFoolers = shuffle(uniqueFoolers, random);
  const wantedFoolers = provenFoolerRounds(count);
  const spareFoolers: Word[] = [];
  for (const word of shuffledFoolers) {
    if (chosen.length >= wantedFoolers || !take(word)) spareFoolers.push(word);
  }
  for (const word of [...shuffle(rest, random), ...spareFoolers]) {
    if (chosen.length >= count) break;
    take(word);
  }
  return shuffle(chosen, random);
}

/** How many REAL and FAKE words a game of `count` takes from what is offered (pickBalanced's split). */
function splitOf(offered: readonly Candidate[], count: number, random: RandomSource) {
  const reals = offered.filter((word) => word.isReal).length;
  const fakes = offered.length - reals;
  const extraIsReal = count % 2 === 1 && random() < 0.5;
  const wantedReals = Math.floor(count / 2) + (extraIsReal ? 1 : 0);
  const realCount = Math.min(reals, Math.max(wantedReals, count - fakes));
  return { reals: realCount, fakes: Math.min(fakes, count - realCount) };
}
