import { createSeededRandom } from '@bluffle/shared-schema';
import type { GlossOption } from './distractors';
import {
  isFairWrongDefinition,
  pickFakeAlternatives,
  pickWrongDefinitions,
  sharesContentWord,
} from './distractors';

const TARGET = {
  word: 'swivet',
  wordClass: 'noun' as const,
  lexFile: 'noun.feeling',
  definition: 'a panic or extreme discomposure',
};

function option(
  word: string,
  gloss: string,
  lexFile = 'noun.feeling',
  wordClass: GlossOption['wordClass'] = 'noun',
): GlossOption {
  return { word, gloss, lexFile, wordClass };
}

describe('follow-up distractors', () => {
  it('compares content words by stem, ignoring function words', () => {
    expect(sharesContentWord('compose verses', 'put into verse')).toBe(true);
    expect(sharesContentWord('a feeling of the low', 'the state of a thing')).toBe(false);
  });

  it('accepts only same-class glosses of similar length with no shared content word', () => {
    expect(isFairWrongDefinition(TARGET, option('ennui', 'a feeling of listlessness'), [])).toBe(true);
    expect(
      isFairWrongDefinition(TARGET, option('ennui', 'a feeling of listlessness', 'verb.emotion', 'verb'), []),
    ).toBe(false);
    expect(isFairWrongDefinition(TARGET, option('fear', 'an extreme dread'), [])).toBe(false);
    expect(isFairWrongDefinition(TARGET, option('x', 'a mood'), [])).toBe(false);
    expect(
      isFairWrongDefinition(
        TARGET,
        option('x', 'a feeling of listlessness and dull tiredness that lasts for many days'),
        [],
      ),
    ).toBe(false);
    expect(
      isFairWrongDefinition(TARGET, option('ennui', 'a feeling of listlessness'), [
        'a feeling of listlessness',
      ]),
    ).toBe(false);
  });

  it('picks three distinct wrong definitions, preferring the same category, or none', () => {
    const pool = new Map([
      [
        'noun' as const,
        [
          option('a', 'a feeling of low spirits'),
          option('b', 'a craving for something sweet'),
          option('c', 'anger and animosity shown'),
          option('d', 'a small wooden boat', 'noun.artifact'),
        ],
      ],
    ]);
    const picked = pickWrongDefinitions(TARGET, pool, createSeededRandom(1));
    expect(picked).toBeDefined();
    expect(new Set(picked)).toEqual(
      new Set(['a feeling of low spirits', 'a craving for something sweet', 'anger and animosity shown']),
    );
    expect(
      pickWrongDefinitions(
        TARGET,
        new Map([['noun' as const, [option('a', 'a feeling of low spirits')]]]),
        createSeededRandom(1),
      ),
    ).toBeUndefined();
  });

  it('picks three unused same-suffix fakes of similar length', () => {
    const pool = ['endgametic', 'apococytic', 'debursiblic', 'zic', 'taken'];
    const picked = pickFakeAlternatives(pool, 9, new Set(['taken']), createSeededRandom(3));
    expect(new Set(picked)).toEqual(new Set(['endgametic', 'apococytic', 'debursiblic']));
    expect(pickFakeAlternatives(pool.slice(0, 2), 9, new Set(), createSeededRandom(3))).toBeUndefined();
  });
});
