import { SENTENCE_KINDS } from './data/category-sentence-table';
import { categorySentences } from './category-sentences';
import { testSynset } from '../common/synset-test-fixtures';
import type { WordNet } from '../common/wordnet-reader';
import { JUDGED_NAMED_MEANINGS } from './data/judged-named-meanings';
import { WRITTEN_MEANINGS, writtenMeanings } from './written-meanings';

const KIND_KEYS = new Set(SENTENCE_KINDS.map((kind) => kind.synset));
// 'noun:03187746' is the sentence kind "device" (category-sentence-table.ts).
const DEVICE = 'noun:03187746';

function wordNetOf(): WordNet {
  const device = testSynset({
    key: DEVICE,
    lemmas: ['device'],
    gloss: 'an instrumentality invented for a purpose',
  });
  const grater = testSynset({
    key: 'noun:1',
    lemmas: ['grater'],
    gloss: 'utensil with sharp perforations for shredding foods',
    hypernyms: [DEVICE],
  });
  return { synsets: new Map([device, grater].map((synset) => [synset.key, synset])), senses: new Map() };
}

describe('meanings written for fakes', () => {
  it('files each under its kind, so the kind sentences are found for it', () => {
    const wordNet = wordNetOf();
    const [written] = writtenMeanings(wordNet, [
      { kind: DEVICE, definition: 'a hand-cranked device for winding wet rope into even coils' },
    ]);
    expect(written?.candidate).toMatchObject({
      definition: 'a hand-cranked device for winding wet rope into even coils',
      wordClass: 'noun',
      lexFile: 'noun.artifact',
      word: '',
    });
    expect(written?.kind).toEqual({ key: DEVICE, name: 'device' });
    const sentences = categorySentences('glimber', written!.synset, wordNet);
    expect(sentences.length).toBeGreaterThan(0);
    expect(sentences.every(({ kind }) => kind.synset === DEVICE)).toBe(true);
  });

  it('leaves out a meaning a WordNet gloss says or readers named a word for, and one filed under no sentence kind', () => {
    const wordNet = wordNetOf();
    const kept = writtenMeanings(wordNet, [
      { kind: DEVICE, definition: 'a utensil with sharp perforations for shredding foods' },
      // One readers named a word for (data/judged-named-meanings.ts).
      { kind: DEVICE, definition: JUDGED_NAMED_MEANINGS[0]![0] },
      { kind: 'noun:1', definition: 'a hand-cranked device for winding wet rope into even coils' },
      { kind: DEVICE, definition: 'a clamp that holds a violin bow while its hair is replaced' },
    ]);
    expect(kept.map(({ candidate }) => candidate.definition)).toEqual([
      'a clamp that holds a violin bow while its hair is replaced',
    ]);
  });
});

describe('meanings written with a sentence of their own', () => {
  it('may be filed under any WordNet meaning, and carry their sentence to the generator', () => {
    const [written] = writtenMeanings(wordNetOf(), [
      {
        kind: 'noun:1',
        definition: 'a grater with a hinged lid for nutmeg',
        usage: 'She kept {a} {w} beside the spice jars.',
      },
    ]);
    expect(written?.kind).toEqual({ key: 'noun:1', name: 'grater' });
    expect(written?.usage).toBe('She kept {a} {w} beside the spice jars.');
  });

  it('carry the real meaning they were written beside, when they were', () => {
    const [beside, free] = writtenMeanings(wordNetOf(), [
      {
        kind: DEVICE,
        definition: 'utensil with blunt ridges for crushing garlic cloves',
        usage: 'He pressed the garlic through {a} {w}.',
        siblingOf: 'noun:1',
      },
      { kind: DEVICE, definition: 'a clamp that holds a violin bow while its hair is replaced' },
    ]);
    expect(beside?.siblingOf).toBe('noun:1');
    expect(free?.siblingOf).toBeUndefined();
  });
});

describe('the written meanings', () => {
  it('give a sentence of its own to each meaning that has no sentence kind, with the word in it', () => {
    const withoutKind = WRITTEN_MEANINGS.filter(
      (meaning) => !KIND_KEYS.has(meaning.kind) && !meaning.usage?.includes('{w}'),
    );
    expect(withoutKind).toEqual([]);
  });

  it('write each meaning once, in the style of a WordNet gloss', () => {
    const definitions = WRITTEN_MEANINGS.map((meaning) => meaning.definition);
    expect(definitions.length - new Set(definitions).size).toBe(0);
    // A meaning written beside a real gloss may name a people, a place or a century as its sibling does
    // ("served with Mexican roast pork", "in the 15th century"): real glosses do, so forbidding it would tell.
    const unlikeAGloss = WRITTEN_MEANINGS.filter(({ definition, siblingOf }) => {
      const unlikeInLetters = siblingOf === undefined ? /[A-Z0-9"]|\.$/ : /^[A-Z]|"|\.$/;
      return unlikeInLetters.test(definition) || definition.length < 15 || definition.length > 120;
    }).map(({ definition }) => definition);
    expect(unlikeAGloss).toEqual([]);
  });

  it("define a noun or an adjective as one, never as a verb ('to ...')", () => {
    // A blind reader called a fake noun on "to strip something of its local character": a noun defined as a
    // verb reads as a mistake no dictionary makes. An adverb's "to a barely tolerable degree" is its own form.
    const verbLike = WRITTEN_MEANINGS.filter(
      ({ kind, definition }) => /^(noun|adjective):/.test(kind) && /^to [a-z]/.test(definition),
    ).map(({ definition }) => definition);
    expect(verbLike).toEqual([]);
  });

  it('give every verb whether it takes an object, which picks its kind sentences', () => {
    const verbsWithout = WRITTEN_MEANINGS.filter(
      (meaning) => meaning.kind.startsWith('verb:') && meaning.takesObject === undefined,
    );
    expect(verbsWithout).toEqual([]);
  });
});
