import type { Synset, WordNet } from '../common/wordnet-reader';
import {
  formAgreesWithClass,
  inflect,
  inflectionOf,
  isLentAt,
  lendingSource,
  sameMeaningSources,
  sentenceFrame,
  sentenceFrom,
  sentenceSources,
  swapIntoSentence,
} from './sense-sentences';
import { testSynset } from '../common/synset-test-fixtures';

function synset(key: string, lemmas: string[], examples: string[], extra: Partial<Synset> = {}): Synset {
  return testSynset({ key, lemmas, gloss: `gloss of ${lemmas[0] ?? key}`, examples, ...extra });
}

function wordNetOf(synsets: Synset[], collocations: string[] = []): WordNet {
  return {
    synsets: new Map(synsets.map((entry) => [entry.key, entry])),
    senses: new Map(collocations.map((lemma) => [lemma, new Map([['noun', ['noun:99']]])])),
  };
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

  it('refuses a base form that is a past ("he shed his image"), keeps one after to, a modal or do', () => {
    expect(swapIntoSentence('he shed his image as a pushy boss', 'shed', 'exuviate', 'verb')).toBeUndefined();
    expect(swapIntoSentence("he didn't shed his image", 'shed', 'exuviate', 'verb')).toBe(
      "He didn't exuviate his image.",
    );
    expect(swapIntoSentence('shed your coat', 'shed', 'exuviate', 'verb')).toBe('Exuviate your coat.');
    expect(swapIntoSentence('he will shed his image', 'shed', 'exuviate', 'verb')).toBe(
      'He will exuviate his image.',
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
    expect(sources.map((source) => [source.lemma, source.nearness])).toEqual([
      ['terrier', 'narrower'],
      ['farm', 'broader'],
    ]);
    expect(sources.some((source) => source.example.includes('kibbutz'))).toBe(false);
  });

  it('tries the sentences that fit the word before those that do not, whatever their nearness', () => {
    const building = synset('noun:4', ['building'], ['the building was full of grain'], {
      hyponyms: ['noun:5', 'noun:6'],
    });
    const barn = synset('noun:5', ['barn'], [], {
      gloss: 'a farm building for storing grain or keeping animals',
      hypernyms: ['noun:4'],
      hyponyms: ['noun:7'],
    });
    const church = synset('noun:6', ['church'], ['the church rang its bells at noon'], {
      gloss: 'a building for worship',
      hypernyms: ['noun:4'],
    });
    // A narrower meaning of another lexicographer file lends no fitting sentence.
    const haymow = synset('noun:7', ['haymow'], ['the haymow smelled of summer grass'], {
      lexFile: 'noun.location',
      hypernyms: ['noun:5'],
    });
    const sources = sentenceSources(barn, wordNetOf([building, barn, church, haymow]));
    expect(sources.map((source) => [source.lemma, source.nearness, source.fits])).toEqual([
      ['building', 'broader', true],
      ['haymow', 'narrower', false],
      ['church', 'distant-sibling', false],
    ]);
  });

  it('never gives a fake a sentence that names its donor', () => {
    const naming = lendingSource('the kibbutz sold its farm to the state', 'farm', 'broader', true);
    expect(sentenceFrom(naming, 'esolutz', 'noun', ['kibbutz'])).toBeUndefined();
    expect(sentenceFrom(sentenceSources(kibbutz, wordNet)[1]!, 'esolutz', 'noun', ['kibbutz'])).toBe(
      'They worked on the esolutz all summer.',
    );
  });
});

describe('which meanings lend a sentence, and how near they are', () => {
  const light = synset('noun:10', ['light'], [], { hyponyms: ['noun:11', 'noun:12', 'noun:13'] });
  const luminescence = synset('noun:11', ['luminescence'], [], {
    gloss: 'light not due to incandescence; occurs at low temperatures',
    hypernyms: ['noun:10'],
  });
  const moonlight = synset('noun:12', ['moonlight'], ["moonlight is the smuggler's enemy"], {
    gloss: 'the light of the Moon',
    hypernyms: ['noun:10'],
  });
  const glow = synset('noun:13', ['glow'], ['the glow of the embers faded slowly'], {
    gloss: 'light from a source that is not burning at high temperatures',
    hypernyms: ['noun:10'],
  });
  const energy = synset('noun:14', ['energy'], ['the energy of the storm surprised them all'], {
    hyponyms: ['noun:10'],
  });
  light.hypernyms = ['noun:14'];
  const wordNet = wordNetOf([light, luminescence, moonlight, glow, energy]);

  it("lends a sibling's sentence as fair only when the glosses share a word beyond their broader meaning's", () => {
    const sources = sentenceSources(luminescence, wordNet);
    expect(sources.map((source) => [source.lemma, source.nearness])).toEqual([
      ['glow', 'sibling'],
      ['moonlight', 'distant-sibling'],
    ]);
    expect(isLentAt('sibling', 'fair')).toBe(true);
    expect(isLentAt('distant-sibling', 'fair')).toBe(false);
    expect(isLentAt('distant-sibling', 'distant')).toBe(true);
    expect(isLentAt('broader', 'near')).toBe(false);
  });

  it("never lends a grandparent's sentence", () => {
    expect(sentenceSources(luminescence, wordNet).some((source) => source.lemma === 'energy')).toBe(false);
  });

  it('never swaps a word out of a compound: hyphened, or a WordNet collocation with its neighbour', () => {
    const reading = synset('noun:21', ['reading'], ['he has a job meter reading for the gas company']);
    const yard = synset('noun:22', ['yarder'], ['the golfer hit a 300-yarder to the green']);
    const hypsometry = synset('noun:20', ['hypsometry'], [], { hypernyms: ['noun:21', 'noun:22'] });
    const compounds = wordNetOf([hypsometry, reading, yard], ['meter reading']);
    expect(sentenceSources(hypsometry, compounds)).toEqual([]);
    expect(sentenceSources(hypsometry, wordNetOf([hypsometry, reading, yard])).map((s) => s.lemma)).toEqual([
      'reading',
    ]);
  });

  it("lends a real word its own meaning's example written with a synonym", () => {
    const riata = synset('noun:30', ['lasso', 'riata', 'lariat'], ['he threw the lasso over the calf']);
    expect(sameMeaningSources('riata', riata, wordNetOf([riata])).map((source) => source.nearness)).toEqual([
      'same-meaning',
    ]);
    expect(
      sentenceFrom(sameMeaningSources('riata', riata, wordNetOf([riata]))[0]!, 'riata', 'noun', []),
    ).toBe('He threw the riata over the calf.');
  });

  it('gives two sentences that differ only in their word one frame', () => {
    expect(sentenceFrame('The bard metrified his poems.', 'metrify')).toBe(
      sentenceFrame('The bard poetized his poems.', 'poetize'),
    );
    expect(sentenceFrame('She bought an esolutz.', 'esolutz')).toBe(
      sentenceFrame('She bought a farm.', 'farm'),
    );
  });
});
