import { categorySentences, isCategorySentenceFor, kindsOf } from './category-sentences';
import type { Synset, WordNet } from '../common/wordnet-reader';
import { testSynset } from '../common/synset-test-fixtures';

function synset(key: string, lemmas: string[], extra: Partial<Synset> = {}): Synset {
  return testSynset({ key, lemmas, gloss: `a kind of ${lemmas[0] ?? ''}`, ...extra });
}

// Real WordNet 3.1 keys of three kinds (category-sentence-table.ts), with made-up meanings under them.
const device = synset('noun:03187746', ['device']);
const instrument = synset('noun:03806455', ['musical instrument'], { hypernyms: ['noun:03187746'] });
const woodwind = synset('noun:9000001', ['woodwind'], { hypernyms: ['noun:03806455'] });
const krummhorn = synset('noun:9000002', ['krummhorn'], { hypernyms: ['noun:9000001'] });
const widget = synset('noun:9000003', ['widget'], { hypernyms: ['noun:03187746'] });
const clothing = synset('noun:03055525', ['clothing']);
const muniments = synset('noun:9000004', ['muniments'], { hypernyms: ['noun:03055525'] });
const cut = synset('verb:01555301', ['cut'], { wordClass: 'verb', lexFile: 'verb.contact' });
const slice = synset('verb:9000005', ['slice'], { wordClass: 'verb', hypernyms: ['verb:01555301'] });
const drift = synset('verb:9000006', ['drift'], { wordClass: 'verb', hypernyms: ['verb:01555301'] });
const orphan = synset('noun:9000007', ['orphan']);
const wordNet: WordNet = {
  synsets: new Map(
    [device, instrument, woodwind, krummhorn, widget, clothing, muniments, cut, slice, drift, orphan].map(
      (entry) => [entry.key, entry],
    ),
  ),
  senses: new Map(),
};

describe('sentences written for the kind of thing a meaning is', () => {
  it('finds the kinds a meaning belongs to, nearest first', () => {
    expect(kindsOf(krummhorn, wordNet).map((kind) => kind.name)).toEqual(['musical instrument', 'device']);
    expect(kindsOf(orphan, wordNet)).toEqual([]);
  });

  it("fills the nearest kind's sentences with the word, a/an fixed and capitalised", () => {
    const sentences = categorySentences('oboette', krummhorn, wordNet).map((entry) => entry.sentence);
    expect(sentences).toContain('He learned to play the oboette as a boy.');
    expect(sentences.every((sentence) => /^[A-Z].*oboette.*\.$/.test(sentence))).toBe(true);
    const devices = categorySentences('igloom', widget, wordNet).map((entry) => entry.sentence);
    expect(devices).toContain('She had never seen an igloom like it before.');
    expect(categorySentences('orphanet', orphan, wordNet)).toEqual([]);
  });

  it("gives a verb the sentences for its frames, and a plural-looking noun no 'was' after it", () => {
    expect(categorySentences('scrim', slice, { ...wordNet }).length).toBe(0);
    const transitive = { ...slice, takesObject: true };
    expect(categorySentences('scrim', transitive, wordNet).map((entry) => entry.sentence)).toEqual([
      'She showed him how to scrim it cleanly.',
    ]);
    const sentences = categorySentences('larments', muniments, wordNet).map((entry) => entry.sentence);
    expect(sentences.length).toBeGreaterThan(0);
    expect(sentences.some((sentence) => /larments (was|is|has)\b/.test(sentence))).toBe(false);
  });

  it("reads a kind's sentence as fitting a meaning of that kind and no other", () => {
    const played = 'He learned to play the oboette as a boy.';
    expect(isCategorySentenceFor(played, 'oboette', krummhorn, wordNet)).toBe(true);
    // Written for the broader kind: still true of a musical instrument.
    const broken = 'He could not work out how the oboette worked.';
    expect(isCategorySentenceFor(broken, 'oboette', krummhorn, wordNet)).toBe(true);
    // Written for musical instruments: not true of every device.
    expect(isCategorySentenceFor('He learned to play the igloom as a boy.', 'igloom', widget, wordNet)).toBe(
      false,
    );
    expect(isCategorySentenceFor('She had worn the same igloom for years.', 'igloom', widget, wordNet)).toBe(
      false,
    );
    expect(isCategorySentenceFor(played, 'oboette', drift, wordNet)).toBe(false);
  });
});
