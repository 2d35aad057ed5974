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
 * Fake-word difficulty from how real it looks: its rank by naturalness among the kept invented words (0 least,
 * 1 most), in thirds. A fake that borrowed a common word's meaning (SCOWL < 40) is one step easier, since the
 * definition points at the real word.
 */
export function gradeFakeWord(naturalnessRank: number, hasCommonDonor: boolean): Difficulty {
  const byLook: Difficulty = naturalnessRank >= 2 / 3 ? 'hard' : naturalnessRank >= 1 / 3 ? 'medium' : 'easy';
  if (!hasCommonDonor || byLook === 'easy') return byLook;
  return byLook === 'hard' ? 'medium' : 'easy';
}
