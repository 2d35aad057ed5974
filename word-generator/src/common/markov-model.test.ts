import { createSeededRandom } from '@bluffle/shared-schema';
import { sampleWord, trainMarkovModel } from './markov-model';

const TRAINING = [
  'station',
  'nation',
  'ration',
  'motion',
  'lotion',
  'potion',
  'notion',
  'caution',
  'portion',
];

describe('character Markov model', () => {
  it('counts each next letter after its context, padded with start and end marks', () => {
    const model = trainMarkovModel(['abc', 'abd'], 2);
    expect(model.transitions.get('^^')?.get('a')).toBe(2);
    expect(model.transitions.get('ab')?.get('c')).toBe(1);
    expect(model.transitions.get('ab')?.get('d')).toBe(1);
    expect(model.transitions.get('bc')?.get('$')).toBe(1);
  });

  it('samples only letter sequences it has seen, and the same seed gives the same words', () => {
    const model = trainMarkovModel(TRAINING, 2);
    const first = Array.from({ length: 30 }, (_, index) => sampleWord(model, createSeededRandom(index)));
    const again = Array.from({ length: 30 }, (_, index) => sampleWord(model, createSeededRandom(index)));
    expect(again).toEqual(first);
    const seenTrigrams = new Set(
      TRAINING.flatMap((word) => [...`^^${word}$`].map((_, at, all) => all.slice(at, at + 3).join(''))),
    );
    for (const word of first.filter((sample): sample is string => sample !== undefined)) {
      const padded = `^^${word}$`;
      for (let at = 0; at + 3 <= padded.length; at += 1)
        expect(seenTrigrams.has(padded.slice(at, at + 3))).toBe(true);
    }
  });
});
