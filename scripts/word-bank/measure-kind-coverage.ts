// `npx tsx scripts/word-bank/measure-kind-coverage.ts [--top N]`: how many of the meanings a fake may borrow
// have a sentence that fits them (word-generator/src/quality/kind-coverage.ts): one a near meaning lends (lending-fit.ts), else one
// written for their kind (category-sentences.ts), else neither; then the N broader meanings that reach the
// most of the last, with their share of their lexicographer file: the kinds to write sentences for next
// (category-sentence-table.ts takes none above half of its file). About 10 s.
import { parseArgs } from 'node:util';
import { measureKindCoverage } from '@bluffle/word-generator/quality';

function main(): void {
  const { values } = parseArgs({ options: { top: { type: 'string', default: '40' } } });
  const { counts, rows } = measureKindCoverage(Number(values.top));
  console.log(
    `donor meanings: ${counts.donors}; a near meaning lends a fitting sentence: ${counts.lent}; ` +
      `a kind's sentence fits: ${counts.kind}; neither: ${counts.neither}`,
  );
  console.log(
    '\nbroader meanings reaching the most of the rest, each at most half of its file ' +
      '(meanings, share of its file, key, lemmas):',
  );
  for (const { key, reached, synset, share } of rows) {
    const lemmas = synset?.lemmas.slice(0, 3).join(', ') ?? '';
    console.log(`  ${reached}\t${(share * 100).toFixed(0)}%\t${key}\t${synset?.lexFile ?? ''}\t${lemmas}`);
  }
}

main();
