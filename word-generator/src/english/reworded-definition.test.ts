import type { WordClass } from '@bluffle/shared-schema';
import { rewordedDefinition } from './reworded-definition';
import type { Synset, WordNet } from '../common/wordnet-reader';
import { testSynset } from '../common/synset-test-fixtures';

function synset(key: string, gloss: string, extra: Partial<Synset> = {}): Synset {
  return testSynset({ key, lexFile: 'noun.feeling', category: 'feeling', gloss, ...extra });
}

function wordNetOf(
  synsets: Synset[],
  senses: Record<string, string[]>,
  wordClass: WordClass = 'noun',
): WordNet {
  return {
    synsets: new Map(synsets.map((entry) => [entry.key, entry])),
    senses: new Map(Object.entries(senses).map(([word, keys]) => [word, new Map([[wordClass, keys]])])),
  };
}

describe('the right follow-up option of a real word', () => {
  const shown = synset('noun:1', 'a panic or extreme discomposure', { hypernyms: ['noun:2'] });
  const broader = synset('noun:2', 'a mental state of extreme emotional disturbance');

  it('rewords the meaning with the broader meaning when there is no other sense', () => {
    const wordNet = wordNetOf([shown, broader], { swivet: ['noun:1'] });
    expect(rewordedDefinition('swivet', shown, wordNet)).toBe(broader.gloss);
  });

  it('prefers another sense of the same word', () => {
    const other = synset('noun:3', 'a state of fussy excitement over trifles');
    const wordNet = wordNetOf([shown, broader, other], { swivet: ['noun:1', 'noun:3'] });
    expect(rewordedDefinition('swivet', shown, wordNet)).toBe(other.gloss);
  });

  it('never offers the shown text again, a near copy of it, a slang sense or a gloss naming the word', () => {
    const copy = synset('noun:4', 'an extreme panic or discomposure');
    const slang = synset('noun:5', 'a silly fuss over nothing at all', { hasUsageDomain: true });
    const naming = synset('noun:6', 'the feeling of being in a swivet');
    const wordNet = wordNetOf([shown, copy, slang, naming], {
      swivet: ['noun:1', 'noun:4', 'noun:5', 'noun:6'],
    });
    expect(rewordedDefinition('swivet', { ...shown, hypernyms: [] }, wordNet)).toBeUndefined();
  });

  it('skips usage notes, which are no definition ("used of mouth or eyes")', () => {
    const note = synset('noun:7', 'used of a state of mind or of a mood');
    const wordNet = wordNetOf([shown, broader, note], { swivet: ['noun:1', 'noun:7'] });
    expect(rewordedDefinition('swivet', shown, wordNet)).toBe(broader.gloss);
  });

  it('words an adverb by the adjective it comes from', () => {
    const adverb = synset('adverb:1', 'with quick light steps', {
      wordClass: 'adverb',
      related: ['adjective:1'],
    });
    const adjective = synset('adjective:1', 'moving easily and quickly; nimble', { wordClass: 'adjective' });
    const wordNet = wordNetOf([adverb, adjective], { lightsomely: ['adverb:1'] }, 'adverb');
    expect(rewordedDefinition('lightsomely', adverb, wordNet)).toBe(
      'in a way that is moving easily and quickly; nimble',
    );
  });
});
