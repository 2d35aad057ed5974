import type { Difficulty } from '@bluffle/shared-schema';

/**
 * Real-word difficulty from the SCOWL size level: the game wants uncommon words, so even
 * "easy" is SCOWL 50-55; 60-70 is medium; a word missing from SCOWL <= 70 is hard. Below 40 is too common.
 */
export function gradeRealWord(scowlLevel: number | undefined): Difficulty | undefined {
  if (scowlLevel === undefined) return 'hard';
  if (scowlLevel >= 60) return 'medium';
  if (scowlLevel >= 40) return 'easy';
  return undefined;
}

/**
 * How real a fake looks, for ranking fakes against each other: a spelling readers rated (judged-spellings.ts)
 * by its rating, one none rated as a 2 (most unrated spellings readers saw looked invented to them), then the
 * pool classifier's naturalness (0..1) within the rating.
 */
export function fakeLook(naturalness: number, readerRating: number | undefined): number {
  return (readerRating ?? 2) + naturalness;
}

const DIFFICULTIES: readonly Difficulty[] = ['easy', 'medium', 'hard'];

/**
 * Grades a batch's fakes by how real they look, in the shares of each difficulty its real words have (thirds
 * when it has none): a player who picks a difficulty meets fakes as hard to spot as that level's real words
 * are to know, whatever share of believable spellings the invented pool gave this batch. The grades come in
 * the fakes' order.
 */
export function gradeFakesAsTheRealWords<T extends { look: number }>(
  fakes: readonly T[],
  realDifficulties: readonly Difficulty[],
): { fake: T; difficulty: Difficulty }[] {
  const counts = DIFFICULTIES.map((level) => realDifficulties.filter((other) => other === level).length);
  const total = counts.reduce((sum, count) => sum + count, 0);
  const shares = total === 0 ? DIFFICULTIES.map(() => 1 / 3) : counts.map((count) => count / total);
  const graded = fakes.map((fake) => ({ fake, difficulty: 'easy' as Difficulty }));
  const ranked = [...graded].sort((left, right) => left.fake.look - right.fake.look);
  let below = 0;
  DIFFICULTIES.forEach((level, index) => {
    const upTo =
      index === DIFFICULTIES.length - 1
        ? ranked.length
        : below + Math.round((shares[index] ?? 0) * ranked.length);
    for (const entry of ranked.slice(below, upTo)) entry.difficulty = level;
    below = Math.max(below, upTo);
  });
  return graded;
}
