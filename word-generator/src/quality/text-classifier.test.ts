import { textFeatures, textTokens, trainTextModel } from './text-classifier';

describe('text classifier', () => {
  it('reads words and neighbouring pairs, the masked word kept as a word', () => {
    expect(textTokens('It seemed {w} to {a} few.')).toEqual(['it', 'seemed', '{w}', 'to', '{a}', 'few']);
    expect(textFeatures('The {w} won.')).toEqual([
      'the',
      '{w}',
      'won',
      '<s> the',
      'the {w}',
      '{w} won',
      'won </s>',
    ]);
  });

  it('learns a frame met mostly on one side', () => {
    const model = trainTextModel([
      { text: 'It seemed {w} to everyone.', isReal: false },
      { text: 'It seemed {w} to all.', isReal: false },
      { text: 'The old {w} was known by name.', isReal: true },
      { text: 'The {w} was known in the village.', isReal: true },
    ]);
    expect(model.score('It seemed {w} to them.')).toBeLessThan(0);
    expect(model.score('The {w} was known to them.')).toBeGreaterThan(0);
  });

  it('scores words it never saw as neither side', () => {
    const model = trainTextModel([
      { text: 'red', isReal: true },
      { text: 'blue', isReal: false },
    ]);
    expect(model.score('green')).toBe(0);
  });
});
