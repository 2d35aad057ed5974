import type { WordClass } from '@bluffle/shared-schema';
import { ownWordSources } from './own-word-sentences';
import type { Synset, WordNet } from '../common/wordnet-reader';
import { testSynset } from '../common/synset-test-fixtures';

function synset(key: string, lemmas: string[], examples: string[]): Synset {
  const gloss = `gloss of ${lemmas[0] ?? key}`;
  return testSynset({ key, lexFile: 'noun.act', category: 'act', lemmas, gloss, examples });
}

/** WordNet's index: each lemma's synsets in one class. */
const sensesOf = (entries: [string, WordClass, string[]][]) =>
  new Map(entries.map(([lemma, wordClass, keys]) => [lemma, new Map([[wordClass, keys]])]));

const weaning = synset('noun:1', ['weaning', 'ablactation'], ['weaning took most of the spring']);
const lactation = synset('noun:2', ['lactation'], ['lactation normally continues until weaning']);
const bank = synset('noun:3', ['bank'], ['the lenders met at the bank downtown']);
const riverBank = synset('noun:4', ['bank'], []);
const ledger = synset('noun:5', ['ledger'], ['he kept the ledgers of the bank in order']);

const wordNet: WordNet = {
  synsets: new Map([weaning, lactation, bank, riverBank, ledger].map((entry) => [entry.key, entry])),
  senses: new Map([
    ['weaning', new Map([['noun', ['noun:1']]])],
    ['ablactation', new Map([['noun', ['noun:1']]])],
    ['lactation', new Map([['noun', ['noun:2']]])],
    ['bank', new Map([['noun', ['noun:3', 'noun:4']]])],
    ['ledger', new Map([['noun', ['noun:5']]])],
  ]),
};

describe("sentences that use a meaning's own word in another entry", () => {
  it("lends another entry's example that uses the meaning's one-sense word, as fitting, never its own", () => {
    const sources = ownWordSources(weaning, wordNet);
    expect(sources.map((source) => [source.example, source.lemma, source.nearness, source.fits])).toEqual([
      ['lactation normally continues until weaning', 'weaning', 'own-word', true],
    ]);
  });

  it('lends nothing for a word with another sense: the example may use it in that one', () => {
    expect(ownWordSources(bank, wordNet)).toEqual([]);
  });

  it("lends nothing when the written form may be another word's: a verb's inflection, or an entry of its own", () => {
    const teething = synset('noun:7', ['teething'], []);
    const teethe = synset('noun:8', ['teethe'], []);
    const nursery = synset('noun:9', ['nursery'], ['the little one is teething now']);
    const withVerb: WordNet = {
      synsets: new Map([teething, teethe, nursery].map((entry) => [entry.key, entry])),
      senses: sensesOf([
        ['teething', 'noun', ['noun:7']],
        ['teethe', 'verb', ['noun:8']],
        ['nursery', 'noun', ['noun:9']],
      ]),
    };
    expect(ownWordSources(teething, withVerb)).toEqual([]);
    const stylize = { ...synset('noun:10', ['stylize'], []), wordClass: 'verb' as const };
    const theatre = synset('noun:11', ['theatre'], ['a stylized mode of theater production']);
    const withAdjective: WordNet = {
      synsets: new Map([stylize, theatre].map((entry) => [entry.key, entry])),
      senses: sensesOf([
        ['stylize', 'verb', ['noun:10']],
        ['stylized', 'adjective', ['adjective:1']],
      ]),
    };
    expect(ownWordSources(stylize, withAdjective)).toEqual([]);
  });

  it('finds the word in its plural', () => {
    expect(ownWordSources(ledger, wordNet)).toEqual([]);
    const account = synset('noun:6', ['account'], ['the accounts were kept in ledgers']);
    const withAccount: WordNet = {
      synsets: new Map([...wordNet.synsets, [account.key, account]]),
      senses: wordNet.senses,
    };
    expect(ownWordSources(ledger, withAccount).map((source) => source.example)).toEqual([
      'the accounts were kept in ledgers',
    ]);
  });
});
