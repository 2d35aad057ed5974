import { ownWordSources } from './own-word-sentences';
import type { Synset, WordNet } from './wordnet-reader';

function synset(key: string, lemmas: string[], examples: string[]): Synset {
  return {
    key,
    wordClass: 'noun',
    lexFile: 'noun.act',
    category: 'act',
    lemmas,
    gloss: `gloss of ${lemmas[0] ?? key}`,
    examples,
    hasUsageDomain: false,
    hypernyms: [],
    hyponyms: [],
    related: [],
    takesObject: false,
  };
}

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
