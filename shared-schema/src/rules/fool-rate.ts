/**
 * How often a word fooled the players who called it (My Bluffles): for a FAKE word the share of
 * calls that said real, for a REAL word the share that said fake. null until it has been called, so a word
 * nobody has met does not read as a word that fools nobody.
 */
export function foolRate(input: { isReal: boolean; calls: number; calledReal: number }): number | null {
  if (input.calls <= 0) {
    return null;
  }
  const fooledCalls = input.isReal ? input.calls - input.calledReal : input.calledReal;
  return fooledCalls / input.calls;
}
