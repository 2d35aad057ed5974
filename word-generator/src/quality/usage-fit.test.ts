import type { SeedWord } from '../common/seed-word';
import { usageMisfit } from './usage-fit';
import type { Synset, WordNet } from '../common/wordnet-reader';
import { testSynset } from '../common/synset-test-fixtures';

function synset(key: string, lemmas: string[], gloss: string, extra: Partial<Synset> = {}): Synset {
  return testSynset({ key, lemmas, gloss, ...extra });
}

const building = synset('noun:1', ['building'], 'a structure with a roof and walls', {
  examples: ['the building was full of grain', 'the building was full of light'],
  hyponyms: ['noun:2', 'noun:3'],
});
const barn = synset('noun:2', ['barn'], 'a farm building for storing grain', { hypernyms: ['noun:1'] });
const church = synset('noun:3', ['church'], 'a place for public worship', {
  examples: ['the church rang its bells at noon'],
  hypernyms: ['noun:1'],
});
const wordNet: WordNet = {
  synsets: new Map([building, barn, church].map((entry) => [entry.key, entry])),
  senses: new Map(),
};

function fake(usage: string, provenance: string): SeedWord {
  return {
    word: 'grestle',
    definition: barn.gloss,
    usage,
    isReal: false,
    difficulty: 'medium',
    category: 'artifact',
    language: 'english',
    wordClass: 'noun',
    explanation: '',
    source: 'seed',
    provenance: `usage: ${provenance}; follow-up: ...`,
  };
}

describe("whether a bank word's usage fits it", () => {
  it("reads a real word's own example as fitting", () => {
    const own = { ...fake('The barn burned down.', 'its own WordNet example'), word: 'barn', isReal: true };
    expect(usageMisfit(own, [barn], wordNet)).toBeUndefined();
  });

  it('judges a borrowed sentence by the meaning that lent it', () => {
    const broader = fake(
      'The grestle was full of grain.',
      "borrowed WordNet example of a broader meaning ('building')",
    );
    expect(usageMisfit(broader, [barn], wordNet)).toBeUndefined();
    // A broader meaning's sentence that says nothing of what the gloss adds may be about another building.
    const saysMore = fake(
      'The grestle was full of light.',
      "borrowed WordNet example of a broader meaning ('building')",
    );
    expect(usageMisfit(saysMore, [barn], wordNet)).toBe('broader-says-more');
    const sibling = fake(
      'The grestle rang its bells at noon.',
      "borrowed WordNet example of a distant sibling meaning ('church')",
    );
    expect(usageMisfit(sibling, [barn], wordNet)).toBe('sibling');
    const unknown = fake('The grestle sang.', "borrowed WordNet example of a broader meaning ('building')");
    expect(usageMisfit(unknown, [barn], wordNet)).toBe('lender-not-found');
  });

  it("judges a frame by whether it was written for the word's kind", () => {
    expect(
      usageMisfit(fake('Nobody had used the old grestle in years.', 'template sentence'), [barn], wordNet),
    ).toBeUndefined();
    expect(usageMisfit(fake('The jar was half full of grestle.', 'template sentence'), [barn], wordNet)).toBe(
      'frame-for-another-kind',
    );
  });

  it("reads a kind's sentence as fitting a meaning under that kind, and another kind's as not", () => {
    // Real WordNet 3.1 keys of two kinds (category-sentence-table.ts): structure, and clothing.
    const structure = synset('noun:04348764', ['structure'], 'a thing constructed', { hyponyms: ['noun:5'] });
    const shed = synset('noun:5', ['shed'], 'an outbuilding for storage', { hypernyms: ['noun:04348764'] });
    const clothing = synset('noun:03055525', ['clothing'], 'a covering worn on the body');
    const withKinds: WordNet = {
      synsets: new Map([
        ...wordNet.synsets,
        ...[structure, shed, clothing].map((entry) => [entry.key, entry] as const),
      ]),
      senses: new Map(),
    };
    const provenance = 'category sentence for a kind of structure (WordNet noun:04348764)';
    const shedFake = (usage: string) => ({ ...fake(usage, provenance), definition: shed.gloss });
    expect(
      usageMisfit(shedFake('The storm did little damage to the grestle.'), [shed], withKinds),
    ).toBeUndefined();
    expect(usageMisfit(shedFake('He hung his grestle on the hook by the door.'), [shed], withKinds)).toBe(
      'kind-sentence-for-another-kind',
    );
    expect(usageMisfit(shedFake('The storm did little damage to the grestle.'), [barn], withKinds)).toBe(
      'kind-sentence-for-another-kind',
    );
  });
});
