import type { RandomSource, WordClass } from '@bluffle/shared-schema';
import type { GlossOption } from './distractors';
import { pickWrongDefinitions } from './distractors';
import { explainRealWord } from './explanations';
import type { GeneratedWord } from './generated-word';
import type { RealWordCandidate } from './real-word-candidates';
import { templateUsage } from './usage-templates';

export interface RealWordContext {
  glossesByClass: ReadonlyMap<WordClass, readonly GlossOption[]>;
  /** The right follow-up option: another wording of the word's meaning (reworded-definition.ts). */
  rewordedDefinitionOf(candidate: RealWordCandidate): string | undefined;
}

function provenanceOf(candidate: RealWordCandidate, usageKind: string): string {
  const level = candidate.scowlLevel === undefined ? 'not in SCOWL <= 70' : `SCOWL ${candidate.scowlLevel}`;
  return (
    `Real: WordNet 3.1 synset ${candidate.synsetKey} (${candidate.lexFile}), sense ${candidate.senseRank + 1}; ` +
    `${level}; SUBTLEX count ${candidate.subtlexCount}; usage: ${usageKind}; follow-up: reworded definition ` +
    `and 3 glosses of other ${candidate.wordClass}s.`
  );
}

/**
 * A real word with all its fields, or undefined when it cannot be asked fairly: no other wording of its
 * meaning for the follow-up, no three fair wrong definitions, or no usage sentence.
 */
export function toRealWord(
  candidate: RealWordCandidate,
  context: RealWordContext,
  random: RandomSource,
): GeneratedWord | undefined {
  const difficulty = candidate.difficulty;
  const rightOption = context.rewordedDefinitionOf(candidate);
  if (!difficulty || !rightOption) return undefined;
  const wrong = pickWrongDefinitions(
    { ...candidate, definition: rightOption, shownDefinition: candidate.definition },
    context.glossesByClass,
    random,
  );
  const usage = candidate.example ?? templateUsage(candidate.word, candidate, random);
  if (!wrong || !usage) return undefined;
  return {
    word: candidate.word,
    definition: candidate.definition,
    usage,
    isReal: true,
    difficulty,
    category: candidate.category,
    language: 'english',
    wordClass: candidate.wordClass,
    explanation: explainRealWord(candidate.wordClass, difficulty),
    definitionCorrect: rightOption,
    definitionFake1: wrong[0],
    definitionFake2: wrong[1],
    definitionFake3: wrong[2],
    provenance: provenanceOf(candidate, candidate.example ? 'WordNet example' : 'template sentence'),
  };
}
