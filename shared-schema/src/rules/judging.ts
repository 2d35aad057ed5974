/** Phase one (docs/product.md §5 Answer correctness): the real/fake choice must match; null is a timeout, which is wrong (docs/product.md §4 Timeout). */
export function judgePhaseOne(isReal: boolean, playerAnswer: boolean | null): boolean {
  return playerAnswer !== null && playerAnswer === isReal;
}

/** Follow-up: the chosen option must be the correct one; a timeout submits no choice and is wrong (docs/product.md §4 Timeout). */
export function judgeFollowup(correctAnswer: string, chosen: string | null): boolean {
  if (chosen === null) {
    return false;
  }
  return chosen.trim() === correctAnswer.trim();
}
