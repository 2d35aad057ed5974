import { createSeededRandom } from '@bluffle/shared-schema';
import { templateUsage } from './usage-templates';

describe('template usage sentences', () => {
  it('writes a capitalised sentence with the word, its article fitting it', () => {
    const random = createSeededRandom(3);
    for (let draw = 0; draw < 30; draw += 1) {
      const sentence = templateUsage(
        'ostler',
        { wordClass: 'noun', category: 'person', takesObject: false },
        random,
      );
      expect(sentence).toMatch(/^[A-Z].*\bostler\b.*\.$/);
      expect(sentence).not.toMatch(/\ba ostler\b/);
    }
  });

  it('gives a verb an object only when it takes one', () => {
    const random = createSeededRandom(4);
    const withObject = templateUsage(
      'frobulate',
      { wordClass: 'verb', category: 'contact', takesObject: true },
      random,
    );
    const without = templateUsage(
      'frobulate',
      { wordClass: 'verb', category: 'motion', takesObject: false },
      random,
    );
    expect(withObject).toMatch(/frobulate (it|them|the)\b/);
    expect(without).not.toMatch(/frobulate (it|them|the)\b/);
  });

  it('has nothing for classes without templates', () => {
    expect(
      templateUsage('and', { wordClass: 'conjunction', category: 'x', takesObject: false }, Math.random),
    ).toBeUndefined();
  });
});
