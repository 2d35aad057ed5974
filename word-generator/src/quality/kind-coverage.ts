import { frequencyRanks } from '../common/frequency-ranks';
import type { Synset } from '../common/wordnet-reader';
import { broaderMeaningsOf, categorySentences, shareOfLexFile } from '../english/category-sentences';
import { loadLexicon } from '../english/lexicon';
import { familiarNamesOf } from '../english/meaning-familiarity';
import { ownWordSources } from '../english/own-word-sentences';
import { collectMeanings } from '../english/real-word-candidates';
import { sentenceSources } from '../english/sense-sentences';

// How many of the meanings a fake may borrow have a sentence that fits them: one a near meaning lends
// (lending-fit.ts), else one written for their kind (category-sentences.ts), else neither; and the broader
// meanings that reach the most of the last, the kinds to write sentences for next
// (scripts/word-bank/measure-kind-coverage.ts prints it).

export interface KindCoverage {
  counts: { donors: number; lent: number; kind: number; neither: number };
  /** The broader meanings reaching the most uncovered meanings, each at most half of its lexicographer file. */
  rows: { key: string; reached: number; synset: Synset | undefined; share: number }[];
}

export function measureKindCoverage(top: number): KindCoverage {
  const lexicon = loadLexicon();
  const { wordNet } = lexicon;
  const ranks = frequencyRanks(lexicon.lists);
  const counts = { donors: 0, lent: 0, kind: 0, neither: 0 };
  const uncovered = new Map<string, number>();
  for (const candidate of collectMeanings(wordNet, lexicon)) {
    const synset = wordNet.synsets.get(candidate.synsetKey);
    if (!synset || familiarNamesOf(synset, wordNet, ranks).length > 0) continue;
    counts.donors += 1;
    const sources = [...sentenceSources(synset, wordNet), ...ownWordSources(synset, wordNet)];
    if (sources.some((source) => source.fits)) counts.lent += 1;
    else if (categorySentences(candidate.word, synset, wordNet).length > 0) counts.kind += 1;
    else {
      counts.neither += 1;
      for (const key of broaderMeaningsOf(synset.key, wordNet))
        uncovered.set(key, (uncovered.get(key) ?? 0) + 1);
    }
  }
  const rows = [...uncovered]
    .sort((left, right) => right[1] - left[1])
    .map(([key, reached]) => ({ key, reached, synset: wordNet.synsets.get(key) }))
    // noun.Tops holds the roots of every other noun file: a sentence for one of them is said of any noun.
    .filter((row) => row.synset && row.synset.lexFile !== 'noun.Tops')
    .map((row) => ({ ...row, share: shareOfLexFile(row.key, wordNet) }))
    .filter((row) => row.share <= 0.5)
    .slice(0, top);
  return { counts, rows };
}
