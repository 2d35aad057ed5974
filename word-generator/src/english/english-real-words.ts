import type { RandomSource, WordClass } from '@bluffle/shared-schema';
import type { GlossOption } from '../common/distractors';
import { contentStems, pickWrongDefinitions } from '../common/distractors';
import { pickEchoingWrongDefinitions, type GlossStemIndex } from './echoing-distractors';
import { explainRealWord } from './explanations';
import type { Rarity } from '../common/frequency-ranks';
import type { GeneratedWord } from '../common/generated-word';
import type { RealWordCandidate } from './real-word-candidates';
import type { WordUsage } from './word-usage';

export interface RealWordContext {
  glossesByClass: ReadonlyMap<WordClass, readonly GlossOption[]>;
  glossesByStem: GlossStemIndex;
  /** Other wordings of the word's meaning for the follow-up's right option, best first (reworded-definition.ts). */
  rewordedDefinitionsOf(candidate: RealWordCandidate): string[];
  rarityOf(candidate: RealWordCandidate): Rarity;
}

function provenanceOf(candidate: RealWordCandidate, usage: WordUsage): string {
  const level = candidate.scowlLevel === undefined ? 'not in SCOWL <= 70' : `SCOWL ${candidate.scowlLevel}`;
  return (
    `Real: WordNet 3.1 synset ${candidate.synsetKey} (${candidate.lexFile}), sense ${candidate.senseRank + 1}; ` +
    `${level}; SUBTLEX count ${candidate.subtlexCount}; usage: ${usage.provenance}; follow-up: reworded ` +
    `definition and 3 glosses of other ${candidate.wordClass}s, none echoing the screen.`
  );
}

/**
 * The follow-up must test knowledge, not reading : a right option that shares no content
 * word with what phase one showed, beside wrong ones that do not either; or, when every rewording echoes the
 * screen, the first of them beside wrong ones that echo it too. Matching the screen finds nothing either way.
 */
function followupFor(
  candidate: RealWordCandidate,
  shown: string,
  context: RealWordContext,
  random: RandomSource,
): { right: string; wrong: [string, string, string] } | undefined {
  const shownStems = contentStems(shown);
  const rewordings = context.rewordedDefinitionsOf(candidate);
  const clean = rewordings.find((wording) =>
    [...contentStems(wording)].every((stem) => !shownStems.has(stem)),
  );
  if (clean) {
    const wrong = pickWrongDefinitions(
      { ...candidate, definition: clean, shownDefinition: shown },
      context.glossesByClass,
      random,
    );
    if (wrong) return { right: clean, wrong };
  }
  const echoing = rewordings[0];
  if (!echoing || echoing === clean) return undefined;
  const wrong = pickEchoingWrongDefinitions(
    { ...candidate, definition: echoing, screen: shown, shownDefinition: candidate.definition },
    context.glossesByStem,
    random,
  );
  return wrong ? { right: echoing, wrong } : undefined;
}

/**
 * A real word with all its fields, or undefined when it cannot be asked fairly: no other wording of its
 * meaning that the screen does not give away, or no three fair wrong definitions. `usage` is the sentence
 * chosen for it (its own example, a borrowed one or a template).
 */
export function toRealWord(
  candidate: RealWordCandidate,
  usage: WordUsage,
  context: RealWordContext,
  random: RandomSource,
): GeneratedWord | undefined {
  const difficulty = candidate.difficulty;
  if (!difficulty) return undefined;
  const shown = `${candidate.definition} ${usage.sentence}`;
  const followup = followupFor(candidate, shown, context, random);
  if (!followup) return undefined;
  const { right: rightOption, wrong } = followup;
  return {
    word: candidate.word,
    definition: candidate.definition,
    usage: usage.sentence,
    isReal: true,
    difficulty,
    category: candidate.category,
    language: 'english',
    wordClass: candidate.wordClass,
    explanation: explainRealWord(candidate.wordClass, context.rarityOf(candidate)),
    definitionCorrect: rightOption,
    definitionFake1: wrong[0],
    definitionFake2: wrong[1],
    definitionFake3: wrong[2],
    provenance: provenanceOf(candidate, usage),
  };
}

/**
 * A dictionary word as fully as it can be described, for the wordsmith's Fill-in: the bank's entry
 * when it can be asked fairly; otherwise its definition, sentence and explanation, with whichever follow-up
 * options could be found and the others blank for the wordsmith to write. A fill that gave up on the whole
 * word left the previous word's definition and sentence in the form.
 */
export function describeRealWord(
  candidate: RealWordCandidate,
  usage: WordUsage | undefined,
  context: RealWordContext,
  random: RandomSource,
): GeneratedWord {
  const entry = usage && toRealWord(candidate, usage, context, random);
  if (entry) return entry;
  const rightOption = context.rewordedDefinitionsOf(candidate)[0];
  const wrong =
    rightOption === undefined
      ? undefined
      : (pickWrongDefinitions(
          { ...candidate, definition: rightOption, shownDefinition: candidate.definition },
          context.glossesByClass,
          random,
        ) ?? undefined);
  return {
    word: candidate.word,
    definition: candidate.definition,
    usage: usage?.sentence ?? '',
    isReal: true,
    difficulty: candidate.difficulty ?? 'easy',
    category: candidate.category,
    language: 'english',
    wordClass: candidate.wordClass,
    explanation: explainRealWord(candidate.wordClass, context.rarityOf(candidate)),
    definitionCorrect: rightOption ?? '',
    definitionFake1: wrong?.[0] ?? '',
    definitionFake2: wrong?.[1] ?? '',
    definitionFake3: wrong?.[2] ?? '',
    provenance:
      `Real: WordNet 3.1 synset ${candidate.synsetKey} (${candidate.lexFile}); described for the wordsmith, ` +
      `not a fair question as it stands: usage: ${usage?.provenance ?? 'none found'}.`,
  };
}
