import { shuffle, type RandomSource, type Difficulty, type WordClass } from '@bluffle/shared-schema';
import type { GlossOption } from './distractors';
import { pickWrongDefinitions } from './distractors';
import { explainRealWord } from './explanations';
import type { RealWordCandidate } from './real-word-candidates';
import type { SeedWord } from './seed-word';

/** How many real English words to draw per difficulty (the issue asks for 500+; we aim for about 600). */
export type DifficultyQuota = Readonly<Record<Difficulty, number>>;

/**
 * Words seen in film subtitles are "fun" rare words rather than jargon (note word-data §2), so they go first;
 * the first sense beats the second. Ties stay in seeded-shuffle order.
 */
function preference(candidate: RealWordCandidate): number {
  return (candidate.subtlexCount > 0 ? 0 : 2) + candidate.senseRank;
}

/** Picks the real words of the bank and returns them with the candidates left over (meaning donors for fakes). */
export function chooseRealWords(
  candidates: readonly RealWordCandidate[],
  quota: DifficultyQuota,
  random: RandomSource,
): { chosen: RealWordCandidate[]; leftOver: RealWordCandidate[] } {
  const ordered = shuffle(candidates, random).sort((left, right) => preference(left) - preference(right));
  const taken = new Map<Difficulty, number>();
  const chosen: RealWordCandidate[] = [];
  const leftOver: RealWordCandidate[] = [];
  for (const candidate of ordered) {
    const difficulty = candidate.difficulty;
    const count = difficulty ? (taken.get(difficulty) ?? 0) : Infinity;
    if (difficulty && count < quota[difficulty]) {
      taken.set(difficulty, count + 1);
      chosen.push(candidate);
    } else {
      leftOver.push(candidate);
    }
  }
  return { chosen, leftOver };
}

/** A real word as stored, with its three wrong definitions; undefined when no three fair ones exist. */
export function toRealSeedWord(
  candidate: RealWordCandidate,
  glossesByClass: ReadonlyMap<WordClass, readonly GlossOption[]>,
  random: RandomSource,
): SeedWord | undefined {
  const wrong = pickWrongDefinitions(candidate, glossesByClass, random);
  if (!wrong || !candidate.difficulty) return undefined;
  return {
    word: candidate.word,
    definition: candidate.definition,
    usage: candidate.usage,
    isReal: true,
    difficulty: candidate.difficulty,
    category: candidate.category,
    language: 'english',
    wordClass: candidate.wordClass,
    explanation: explainRealWord(candidate.wordClass, candidate.scowlLevel, candidate.subtlexCount),
    definitionCorrect: candidate.definition,
    definitionFake1: wrong[0],
    definitionFake2: wrong[1],
    definitionFake3: wrong[2],
    source: 'seed',
  };
}
