import type { Synset, WordNet } from './wordnet-reader';
import {
  formAgreesWithClass,
  inflect,
  inflectionOf,
  sentenceFrom,
  sentenceSources,
  swapIntoSentence,
} from './sense-sentences';

function synset(key: string, lemmas: string[], examples: string[], extra: Partial<Synset> = {}): Synset {
  return {
    key,
    wordClass: 'noun',
    lexFile: 'noun.artifact',
    category: 'artifact',
    lemmas,
    gloss: `gloss of ${lemmas[0] ?? key}`,
    examples,
    hasUsageDomain: false,
    hypernyms: [],
    hyponyms: [],
    related: [],
    takesObject: false,
    ...extra,
  };
}

function wordNetOf(synsets: Synset[]): WordNet {
  return { synsets: new Map(synsets.map((entry) => [entry.key, entry])), senses: new Map() };
}

describe('inflecting a word like the one it replaces', () => {
  it('inflects by the regular rules, invented words included', () => {
    expect(inflect('glimberate', 'past')).toBe('glimberated');
    expect(inflect('frondify', 'past')).toBe('frondified');
    expect(inflect('glimberate', 'progressive')).toBe('glimberating');
    expect(inflect('quibbleton', 'plural')).toBe('quibbletons');
    expect(inflect('vexach', 'plural')).toBe('vexaches');
  });

  it('reads which inflection a written form is, doubled consonants included', () => {
    expect(inflectionOf('clatter', 'clattered')).toBe('past');
    expect(inflectionOf('stop', 'stopping')).toBe('progressive');
    expect(inflectionOf('farm', 'Farms')).toBe('plural');
    expect(inflectionOf('run', 'ran')).toBeUndefined();
  });

  it('lets a noun appear only as itself or its plural (the legeter case: a noun used as a verb)', () => {
    expect(formAgreesWithClass('clatter', 'clattered', 'noun')).toBe(false);
    expect(formAgreesWithClass('clatter', 'clattered', 'verb')).toBe(true);
    expect(formAgreesWithClass('farm', 'farms', 'noun')).toBe(true);
    expect(formAgreesWithClass('cheery', 'cheerier', 'adjective')).toBe(false);
  });
});

describe('swapping a word into a borrowed sentence', () => {
  it('keeps the inflection and capitals and fixes a/an', () => {
    expect(swapIntoSentence('the pirates raided the coastal villages', 'raid', 'umbrilate', 'verb')).toBe(
      'The pirates umbrilated the coastal villages.',
    );
    expect(swapIntoSentence('she bought a farm in the hills', 'farm', 'esolutz', 'noun')).toBe(
      'She bought an esolutz in the hills.',
    );
    expect(swapIntoSentence('Farms were sold at auction', 'farm', 'kelbit', 'noun')).toBe(
      'Kelbits were sold at auction.',
    );
  });

  it('refuses a form the class does not take, a second occurrence, and one of a pair', () => {
    expect(swapIntoSentence('the shutters clattered against the house', 'clatter', 'legeter', 'noun')).toBe(
      undefined,
    );
    expect(swapIntoSentence('a farm is a farm', 'farm', 'kelbit', 'noun')).toBeUndefined();
    expect(
      swapIntoSentence('they debated whether nature or nurture mattered', 'nurture', 'kelbit', 'noun'),
    ).toBe(undefined);
    expect(
      swapIntoSentence('a festive (or festal) occasion', 'festal', 'kelbit', 'adjective'),
    ).toBeUndefined();
  });
});

describe('sentences borrowed from neighbouring meanings', () => {
  const farm = synset('noun:2', ['farm'], ['they worked on the farm all summer']);
  const terrier = synset('noun:3', ['terrier'], ['the terrier chased the rat into the barn']);
  const kibbutz = synset('noun:1', ['kibbutz'], ['she lived on a kibbutz for a year'], {
    hypernyms: ['noun:2'],
    hyponyms: ['noun:3'],
  });
  const wordNet = wordNetOf([kibbutz, farm, terrier]);

  it("never lends the meaning's own example, narrower meanings first", () => {
    const sources = sentenceSources(kibbutz, wordNet);
    expect(sources.map((source) => source.lemma)).toEqual(['terrier', 'farm']);
    expect(sources.some((source) => source.example.includes('kibbutz'))).toBe(false);
  });

  it('never gives a fake a sentence that names its donor', () => {
    const naming = { example: 'the kibbutz sold its farm to the state', lemma: 'farm' };
    expect(sentenceFrom(naming, 'esolutz', 'noun', ['kibbutz'])).toBeUndefined();
    expect(sentenceFrom(sentenceSources(kibbutz, wordNet)[1]!, 'esolutz', 'noun', ['kibbutz'])).toBe(
      'They worked on the esolutz all summer.',
    );
  });
});
