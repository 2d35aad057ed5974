import type { Difficulty } from '@bluffle/shared-schema';

/**
 * Real-word difficulty from the SCOWL size level (note word-data §2): the game wants uncommon words, so even
 * "easy" is SCOWL 50-55; 60-70 is medium; a word missing from SCOWL <= 70 is hard. Below 50 is too common.
 */
export function gradeRealWord(scowlLevel: number | undefined): Difficulty | undefined {
  if (scowlLevel === undefined) return 'hard';
  if (scowlLevel >= 60) return 'medium';
  if (scowlLevel >= 50) return 'easy';
  return undefined;
}

/**
 * Fake-word difficulty. A fake that borrowed a common word's meaning (SCOWL < 50: `equator`) is easy, since the
 * definition points at the real word. Otherwise it is graded by how English it looks (its Markov naturalness
 * rank among those fakes): the more natural half is hard to call out, the rest medium.
 */
export function gradeFakeWord(naturalnessRank: number, total: number, hasCommonDonor: boolean): Difficulty {
  if (hasCommonDonor) return 'easy';
  const fraction = total <= 1 ? 0 : naturalnessRank / (total - 1);
  return fraction < 0.5 ? 'hard' : 'medium';
}
