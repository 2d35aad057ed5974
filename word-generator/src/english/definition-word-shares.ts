import { LEAST_FAKES_FOR_SHARES, shareQuotas } from './share-quotas';

// The fakes' definitions use each word about as often as the real words' do. The meanings written beside real
// ones changed what made each specific, and their writers reached for the same qualifiers and settings: "only"
// was in 114 of the bank's fake definitions and 15 of its real ones, "one's" 57 and 7, "linen" 32 and 3, and a
// learner reading definitions alone told the sides apart at 0.669 AUC. A player who has seen a few games learns
// "only" as well as a learner does.

/**
 * Room above the real words' share, in the passes that keep the spelling shares (the later ones, without either,
 * keep the classes' shares). The definition learner read 0.669 without these shares; 0.642 at 1, 0.636 at 1.2 and
 * 0.641 at 1.5, where the spelling learner keeps most room (0.547, against 0.564 at 1).
 */
const SLACK = 1.5;

/** Every word may be in this many fakes' definitions whatever the real words do: a word no real one uses is no tell in a few. */
const LEAST_ALLOWANCE = 3;

export interface DefinitionWordShares {
  /** Whether one more fake showing `definition` keeps each of its words within the real words' share. */
  fits(definition: string): boolean;
  /** Counts a fake's definition taken. */
  take(definition: string): void;
}

const wordsOf = (definition: string) => [...new Set(definition.toLowerCase().match(/[a-z']+/g) ?? [])];

/** Shares for `count` fakes from the batch's real definitions; none for a small batch, whose few real words say nothing. */
export function definitionWordShares(
  realDefinitions: readonly string[],
  count: number,
): DefinitionWordShares {
  if (count < LEAST_FAKES_FOR_SHARES) return { fits: () => true, take: () => undefined };
  const quotas = shareQuotas(realDefinitions.flatMap(wordsOf), count, {
    realCount: realDefinitions.length,
    slack: SLACK,
    least: LEAST_ALLOWANCE,
  });
  return {
    fits: (definition) => wordsOf(definition).every((word) => !quotas.isFull(word)),
    take: (definition) => {
      for (const word of wordsOf(definition)) quotas.take(word);
    },
  };
}
