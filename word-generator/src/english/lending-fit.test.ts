import { lendingFits, lendingMisfit } from './lending-fit';
import type { Synset } from '../common/wordnet-reader';
import { testSynset } from '../common/synset-test-fixtures';

function synset(lemmas: string[], gloss: string, lexFile: string): Synset {
  const [pos = 'noun', category = ''] = lexFile.split('.');
  const wordClass = pos === 'adj' ? 'adjective' : pos === 'adv' ? 'adverb' : (pos as 'noun' | 'verb');
  return testSynset({ key: `${pos}:${lemmas[0] ?? ''}`, wordClass, lexFile, category, lemmas, gloss });
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
    expect(lendingMisfit(granary, granary, 'same-meaning', 'the granary was full')).toBeUndefined();
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
    expect(lendingMisfit(weaning, lactation, 'own-word', 'lactation stopped at weaning')).toBeUndefined();
  });

  it('fits from a narrower meaning or a near synonym of the same kind', () => {
    const silo = synset(['silo'], 'a storage tower for grain', 'noun.artifact');
    expect(lendingFits(granary, silo, 'narrower', 'the silo was full of corn')).toBe(true);
    const hairy = synset(['hairy', 'hirsute'], 'having or covered with hair', 'adj.all');
    const tomentose = synset(['tomentose'], 'densely covered with short matted woolly hairs', 'adj.all');
    expect(lendingFits(tomentose, hairy, 'near-synonym', 'a hairy caterpillar')).toBe(true);
  });

  it("never fits across lexicographer files: a quality's sentence for a relational adjective, a person's for a thing", () => {
    const shallow = synset(['shallow'], 'lacking physical depth', 'adj.all');
    const neritic = synset(
      ['neritic'],
      'of or relating to the region of shallow water near a coast',
      'adj.pert',
    );
    expect(lendingMisfit(neritic, shallow, 'near-synonym', 'a shallow dish')).toBe('other-kind');
    const monitor = synset(['monitor', 'supervise'], 'keep tabs on', 'verb.perception');
    const sleuth = synset(['sleuth'], 'watch, observe, or inquire secretly', 'verb.social');
    expect(lendingMisfit(sleuth, monitor, 'broader', 'we are monitoring the air quality')).toBe('other-kind');
  });

  it('never fits from a sibling, however near ("Berlin was bombed to troponomy")', () => {
    expect(lendingMisfit(toponymy, smithereens, 'sibling', 'Berlin was bombed to smithereens')).toBe(
      'sibling',
    );
    expect(lendingMisfit(toponymy, smithereens, 'distant-sibling', 'Berlin was bombed to smithereens')).toBe(
      'sibling',
    );
  });

  it("fits from a broader meaning only when the word's gloss names it as its kind", () => {
    expect(lendingFits(granary, storehouse, 'broader', 'a storehouse of grain for the winter')).toBe(true);
    const plectrum = synset(
      ['plectrum', 'pick'],
      'a small thin tool used to pluck a stringed instrument',
      'noun.artifact',
    );
    expect(lendingMisfit(plectrum, device, 'broader', 'a device for pulling nails')).toBe(
      'broader-not-its-kind',
    );
  });

  it('does not fit from a broader meaning when the sentence is about another use of the kind (a read of the bank)', () => {
    const remove = synset(
      ['remove', 'take', 'take away', 'withdraw'],
      'remove something concrete, as by lifting, pushing, or taking off, or remove something abstract',
      'verb.change',
    );
    const shuck = synset(['shuck'], 'remove from the shell', 'verb.change');
    expect(lendingMisfit(shuck, remove, 'broader', 'take the gun from your pocket')).toBe(
      'broader-says-more',
    );
    const board = synset(
      ['board'],
      'a flat piece of material designed for a special purpose',
      'noun.artifact',
    );
    const springboard = synset(['springboard'], 'a flexible board for jumping upward', 'noun.artifact');
    expect(lendingMisfit(springboard, board, 'broader', 'he nailed boards across the windows')).toBe(
      'broader-says-more',
    );
    const extend = synset(
      ['run', 'go', 'pass', 'lead', 'extend'],
      'stretch out over a distance, space, time, or scope',
      'verb.stative',
    );
    const underrun = synset(['underrun'], 'run or pass below', 'verb.stative');
    expect(
      lendingMisfit(underrun, extend, 'broader', 'My memory extends back to my fourth year of life'),
    ).toBe('broader-says-more');
    const dramatize = synset(
      ['dramatize', 'dramatise'],
      'represent something in a dramatic manner',
      'verb.communication',
    );
    const overdramatize = synset(
      ['overdramatize'],
      'present in an overly dramatic manner',
      'verb.communication',
    );
    expect(
      lendingMisfit(
        overdramatize,
        dramatize,
        'broader',
        "These events dramatize the lack of social responsibility among today's youth",
      ),
    ).toBe('broader-says-more');
  });

  it('fits from a broader meaning when the sentence speaks of what the gloss adds to the kind', () => {
    const pluck = synset(
      ['pluck', 'pull', 'tug'],
      'pull lightly but sharply with a plucking motion',
      'verb.contact',
    );
    const twang = synset(['twang'], 'pluck (strings of an instrument)', 'verb.contact');
    expect(lendingFits(twang, pluck, 'broader', 'he plucked the strings of his mandolin')).toBe(true);
    const situation = synset(['situation', 'state of affairs'], 'the general state of things', 'noun.state');
    const intestacy = synset(
      ['intestacy'],
      'the situation of being or dying without a legally valid will',
      'noun.state',
    );
    const modal =
      'Eternal truths will be neither true nor eternal unless they fit every new social situation';
    expect(lendingMisfit(intestacy, situation, 'broader', modal)).toBe('broader-says-more');
  });
});
