import { indexGlosses } from './gloss-index';
import { testSynset } from '../common/synset-test-fixtures';
import type { WordNet } from '../common/wordnet-reader';

function wordNetOf(glosses: string[]): WordNet {
  const synsets = new Map(
    glosses.map((gloss, index) => [`noun:${index}`, testSynset({ key: `noun:${index}`, gloss })]),
  );
  return { synsets, senses: new Map() };
}

describe('whether a definition says what a WordNet gloss says', () => {
  const index = indexGlosses(
    wordNetOf([
      'reduce the speed of',
      'a stanza consisting of two successive lines of verse, usually rhymed',
      'ceramic ware made of porous clay fired at low heat',
    ]),
  );

  it('finds a gloss shown as it is, whatever its case', () => {
    expect(index.isCloseToSomeGloss('Reduce the speed of')).toBe(true);
  });

  it('finds a gloss all of whose words a shorter definition repeats ("a stanza of two lines" is a couplet)', () => {
    expect(index.isCloseToSomeGloss('a stanza of two lines')).toBe(true);
  });

  it('finds a close paraphrase that shares three in four content words', () => {
    expect(index.isCloseToSomeGloss('ceramic ware of porous clay fired at a low heat')).toBe(true);
  });

  it('passes a meaning no gloss says', () => {
    expect(index.isCloseToSomeGloss('a stanza of seven lines sung at harvest')).toBe(false);
    expect(index.isCloseToSomeGloss('glazed ware made of river mud dried in the sun')).toBe(false);
  });
});
