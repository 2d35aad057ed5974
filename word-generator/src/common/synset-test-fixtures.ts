import type { Synset } from './wordnet-reader';

/**
 * A WordNet meaning for a unit test: a noun of noun.artifact with no examples and no relations, changed by
 * `fields`. The tests' own `synset(...)` helpers say only what their cases vary.
 */
export function testSynset(fields: Partial<Synset> & Pick<Synset, 'key'>): Synset {
  return {
    wordClass: 'noun',
    lexFile: 'noun.artifact',
    category: 'artifact',
    lemmas: [],
    gloss: '',
    examples: [],
    hasUsageDomain: false,
    hypernyms: [],
    hyponyms: [],
    related: [],
    takesObject: false,
    ...fields,
  };
}
