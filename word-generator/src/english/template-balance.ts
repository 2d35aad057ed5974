import type { RandomSource } from '@bluffle/shared-schema';
import type { GeneratedWord } from '../common/generated-word';
import type { RealWordCandidate } from './real-word-candidates';
import { fillTemplate, templatesWrittenFor } from './usage-templates';
import type { WordUsage } from './word-usage';

// A template met mostly on fakes is a tell a player learns in a few games ("Her answer
// struck everyone as X" was a fake three times in four). Fake adjectives rarely have a fitting sentence to
// borrow, so they fill the adjective templates, while real adjectives mostly have their own example. So the
// fakes take the templates they need, and then as many real words of the same kind give up their sentence for
// each template: every template serves as many real words as fakes. A real word's own example fits it too, but
// a template that never tells matters more than one real word's example.

/** A real word of a batch with what it was made from, so it can be made again with another sentence. */
export interface RealEntry {
  candidate: RealWordCandidate;
  usage: WordUsage;
  word: GeneratedWord;
}

/** How many real words and fakes use each template (unfilled). */
export type TemplateUses = Map<string, { real: number; fake: number }>;

/**
 * Which real words give up their sentence first: one borrowed from a sibling or further, then one borrowed
 * nearer, then a real word's own example. A kind's sentence is never given up: its uses are balanced already.
 */
function keepRank(usage: WordUsage): number {
  if (usage.isCategory || usage.isTemplate) return Number.POSITIVE_INFINITY;
  if (usage.provenance === 'its own WordNet example') return 3;
  if (/sibling|broader|other sense/.test(usage.provenance)) return 0;
  return 1;
}

/**
 * Gives real words of `reals` the templates fakes use more than real words do, until each is used alike. A real
 * word of the template's kind gives up its sentence; when none is left, a spare real word of that kind takes
 * the place of a real word of the same class (the class shares stay as they were). `remake` makes a real word
 * with the new sentence (its follow-up must stay fair), or gives undefined. Returns, for each real word made
 * again or replaced, its new entry.
 */
export function balanceTemplates(
  reals: readonly RealEntry[],
  spares: readonly RealWordCandidate[],
  uses: TemplateUses,
  remake: (candidate: RealWordCandidate, usage: WordUsage) => GeneratedWord | undefined,
  random: RandomSource,
): Map<RealEntry, RealEntry> {
  const remade = new Map<RealEntry, RealEntry>();
  const givers = reals
    .filter((entry) => Number.isFinite(keepRank(entry.usage)))
    .map((entry) => ({ entry, order: keepRank(entry.usage) + random() * 0.5 }))
    .sort((left, right) => left.order - right.order)
    .map(({ entry }) => entry);
  const sparesTaken = new Set<string>();
  const templated = (candidate: RealWordCandidate, template: string): RealEntry | undefined => {
    const usage: WordUsage = {
      sentence: fillTemplate(template, candidate.word),
      isTemplate: true,
      provenance: 'template sentence',
    };
    const word = remake(candidate, usage);
    return word && { candidate, usage, word };
  };
  // The templates fakes lean on most go first: they have the most real words to find.
  const short = [...uses]
    .filter(([, count]) => count.fake > count.real)
    .sort(([, left], [, right]) => right.fake - right.real - (left.fake - left.real));
  for (const [template, count] of short) {
    for (const entry of givers) {
      if (count.real >= count.fake) break;
      if (remade.has(entry) || !templatesWrittenFor(entry.candidate).includes(template)) continue;
      const made = templated(entry.candidate, template);
      if (!made) continue;
      remade.set(entry, made);
      count.real += 1;
    }
    for (const spare of spares) {
      if (count.real >= count.fake) break;
      if (sparesTaken.has(spare.word) || !templatesWrittenFor(spare).includes(template)) continue;
      const replaced = givers.find(
        (entry) => !remade.has(entry) && entry.candidate.wordClass === spare.wordClass,
      );
      if (!replaced) break;
      const made = templated(spare, template);
      if (!made) continue;
      sparesTaken.add(spare.word);
      remade.set(replaced, made);
      count.real += 1;
    }
  }
  return remade;
}
