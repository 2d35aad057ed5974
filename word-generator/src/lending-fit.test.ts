import { lendingFits, lendingMisfit } from './lending-fit';
import type { Synset } from './wordnet-reader';

function synset(lemmas: string[], gloss: string, lexFile: string): Synset {
  const [pos = 'noun', category = ''] = lexFile.split('.');
  return {
    key: `${pos}:${lemmas[0] ?? ''}`,
    wordClass: pos === 'adj' ? 'adjective' : pos === 'adv' ? 'adverb' : (pos as 'noun' | 'verb'),
    lexFile,
    category,
    lemmas,
    gloss,
    examples: [],
    hasUsageDomain: false,
    hypernyms: [],
    hyponyms: [],
    related: [],
    takesObject: false,
  };
}

const granary = synset(
  ['granary', 'garner'],
  'a storehouse for threshed grain or animal feed',
  'noun.artifact',
);
const storehouse = synset(['storehouse', 'depot', 'entrepot'], 'a depository for goods', 'noun.artifact');
const device = synset(['device'], 'an instrumentality invented for a particular purpose', 'noun.artifact');
const toponymy = synset(
  ['toponymy'],
  'the place names of a region or a language considered collectively',
  'noun.group',
);
const smithereens = synset(
  ['smithereens'],
  'a collection of small fragments considered as a whole',
  'noun.group',
);

describe('whether a sentence lent by one meaning fits a word of another', () => {
  it("fits when it is the meaning's own sentence written with a synonym", () => {
    expect(lendingMisfit(granary, granary, 'same-meaning')).toBeUndefined();
  });

  it("fits when another entry's sentence uses the meaning's own one-sense word, whatever that entry's kind", () => {
    const lactation = synset(
      ['lactation'],
      'the production and secretion of milk by the mammary glands',
      'noun.process',
    );
    const weaning = synset(
      ['weaning'],
      "the act of substituting other food for the mother's milk",
      'noun.act',
    );
    expect(lendingMisfit(weaning, lactation, 'own-word')).toBeUndefined();
  });

  it('fits from a narrower meaning or a near synonym of the same kind', () => {
    const silo = synset(['silo'], 'a storage tower for grain', 'noun.artifact');
    expect(lendingFits(granary, silo, 'narrower')).toBe(true);
    const hairy = synset(['hairy', 'hirsute'], 'having or covered with hair', 'adj.all');
    const tomentose = synset(['tomentose'], 'densely covered with short matted woolly hairs', 'adj.all');
    expect(lendingFits(tomentose, hairy, 'near-synonym')).toBe(true);
  });

  it("never fits across lexicographer files: a quality's sentence for a relational adjective, a person's for a thing", () => {
    const shallow = synset(['shallow'], 'lacking physical depth', 'adj.all');
    const neritic = synset(
      ['neritic'],
      'of or relating to the region of shallow water near a coast',
      'adj.pert',
    );
    expect(lendingMisfit(neritic, shallow, 'near-synonym')).toBe('other-kind');
    const monitor = synset(['monitor', 'supervise'], 'keep tabs on', 'verb.perception');
    const sleuth = synset(['sleuth'], 'watch, observe, or inquire secretly', 'verb.social');
    expect(lendingMisfit(sleuth, monitor, 'broader')).toBe('other-kind');
  });

  it('never fits from a sibling, however near ("Berlin was bombed to troponomy")', () => {
    expect(lendingMisfit(toponymy, smithereens, 'sibling')).toBe('sibling');
    expect(lendingMisfit(toponymy, smithereens, 'distant-sibling')).toBe('sibling');
  });

  it("fits from a broader meaning only when the word's gloss names it as its kind", () => {
    expect(lendingFits(granary, storehouse, 'broader')).toBe(true);
    const plectrum = synset(
      ['plectrum', 'pick'],
      'a small thin tool used to pluck a stringed instrument',
      'noun.artifact',
    );
    expect(lendingMisfit(plectrum, device, 'broader')).toBe('broader-not-its-kind');
  });
});
