// `npx tsx scripts/word-bank/measure-kind-coverage.ts [--top N]`: how many of the meanings a fake may borrow
// have a sentence that fits them : one a near meaning lends (lending-fit.ts), else one
// written for their kind (category-sentences.ts), else neither; then the N broader meanings that reach the
// most of the last, with their share of their lexicographer file: the kinds to write sentences for next
// (category-sentence-table.ts takes none above half of its file). About 10 s.
import { parseArgs } from 'node:util';
import {
  broaderMeaningsOf,
  categorySentences,
  shareOfLexFile,
} from '../../word-generator/src/english/category-sentences';
import { frequencyRanks } from '../../word-generator/src/common/frequency-ranks';
import { loadLexicon } from '../../word-generator/src/english/lexicon';
import { familiarNamesOf } from '../../word-generator/src/english/meaning-familiarity';
import { ownWordSources } from '../../word-generator/src/english/own-word-sentences';
import { collectMeanings } from '../../word-generator/src/english/real-word-candidates';
import { sentenceSources } from '../../word-generator/src/english/sense-sentences';

function main(): void {
  const { values } = parseArgs({ options: { top: { type: 'string', default: '40' } } });
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
  console.log(
    `donor meanings: ${counts.donors}; a near meaning lends a fitting sentence: ${counts.lent}; ` +
      `a kind's sentence fits: ${counts.kind}; neither: ${counts.neither}`,
  );
  console.log(
    '\nbroader meanings reaching the most of the rest, each at most half of its file ' +
      '(meanings, share of its file, key, lemmas):',
  );
  const rows = [...uncovered]
    .sort((left, right) => right[1] - left[1])
    .map(([key, reached]) => ({ key, reached, synset: wordNet.synsets.get(key) }))
    // noun.Tops holds the roots of every other noun file: a sentence for one of them is said of any noun.
    .filter((row) => row.synset && row.synset.lexFile !== 'noun.Tops')
    .map((row) => ({ ...row, share: shareOfLexFile(row.key, wordNet) }))
    .filter((row) => row.share <= 0.5)
    .slice(0, Number(values.top));
  for (const { key, reached, synset, share } of rows) {
    const lemmas = synset?.lemmas.slice(0, 3).join(', ') ?? '';
    console.log(`  ${reached}\t${(share * 100).toFixed(0)}%\t${key}\t${synset?.lexFile ?? ''}\t${lemmas}`);
  }
}

main();
