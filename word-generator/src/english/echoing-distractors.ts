import { shuffle, type RandomSource, type WordClass } from '@bluffle/shared-schema';
import { contentStems, type GlossOption } from '../common/distractors';

// A real word's right option may share a word with what phase one showed only when every
// wrong option does too. When no rewording of a meaning avoids the screen's words, the wrong options are
// picked among glosses that echo the screen as well, so matching the screen points at none of them.

/** Glosses by word class and content stem. */
export type GlossStemIndex = ReadonlyMap<string, readonly GlossOption[]>;

const keyOf = (wordClass: WordClass, stem: string) => `${wordClass}|${stem}`;

export function indexGlossesByStem(
  glossesByClass: ReadonlyMap<WordClass, readonly GlossOption[]>,
): GlossStemIndex {
  const index = new Map<string, GlossOption[]>();
  for (const [wordClass, options] of glossesByClass) {
    for (const option of options) {
      for (const stem of contentStems(option.gloss)) {
        const key = keyOf(wordClass, stem);
        const group = index.get(key);
        if (group) group.push(option);
        else index.set(key, [option]);
      }
    }
  }
  return index;
}

export interface EchoTarget {
  word: string;
  wordClass: WordClass;
  lexFile: string;
  /** The right option, which shares a word with the screen. */
  definition: string;
  /** What phase one showed: definition and usage. */
  screen: string;
  /** The definition phase one showed, never a wrong option. */
  shownDefinition: string;
}

/** Stems of `text` that are not on the screen: what makes two glosses mean alike, beyond the echo. */
function ownStems(text: string, screen: ReadonlySet<string>): string[] {
  return [...contentStems(text)].filter((stem) => !screen.has(stem));
}

/**
 * Three wrong definitions of the word's class, each sharing a content word with the screen, none sharing
 * another with the right option or with each other; length 0.6-1.6x the right option's, the same WordNet
 * category first. Undefined when three cannot be found.
 */
export function pickEchoingWrongDefinitions(
  target: EchoTarget,
  index: GlossStemIndex,
  random: RandomSource,
): [string, string, string] | undefined {
  const screen = contentStems(target.screen);
  const rightStems = new Set(ownStems(target.definition, screen));
  const seen = new Set<string>();
  const echoing: GlossOption[] = [];
  for (const stem of screen) {
    for (const option of index.get(keyOf(target.wordClass, stem)) ?? []) {
      if (seen.has(option.gloss)) continue;
      seen.add(option.gloss);
      echoing.push(option);
    }
  }
  const ordered = shuffle(echoing, random).sort(
    (left, right) => Number(left.lexFile !== target.lexFile) - Number(right.lexFile !== target.lexFile),
  );
  const chosen: string[] = [];
  const chosenStems = new Set<string>();
  for (const option of ordered.slice(0, 600)) {
    if (chosen.length === 3) break;
    const ratio = option.gloss.length / target.definition.length;
    if (ratio < 0.6 || ratio > 1.6 || option.word === target.word) continue;
    if (option.gloss === target.definition || option.gloss === target.shownDefinition) continue;
    if (option.gloss.toLowerCase().includes(target.word.slice(0, 5))) continue;
    const stems = ownStems(option.gloss, screen);
    if (stems.some((stem) => rightStems.has(stem) || chosenStems.has(stem))) continue;
    chosen.push(option.gloss);
    for (const stem of stems) chosenStems.add(stem);
  }
  return chosen.length === 3 ? [chosen[0] as string, chosen[1] as string, chosen[2] as string] : undefined;
}
