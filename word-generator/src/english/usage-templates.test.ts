import { createSeededRandom } from '@bluffle/shared-schema';
import { isTemplateWrittenFor, templateUsage } from './usage-templates';

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

describe('frames written for the kind of word', () => {
  const random = createSeededRandom(5);
  const relational = { wordClass: 'adjective', category: 'relation', takesObject: false } as const;
  const quality = { wordClass: 'adjective', category: 'quality', takesObject: false } as const;

  it('puts a relational adjective before a noun, never in a quality\'s frame ("a rather neritic afternoon")', () => {
    for (let draw = 0; draw < 20; draw += 1) {
      const sentence = templateUsage('neritic', relational, random) ?? '';
      expect(sentence).toMatch(/\bneritic [a-z]+/);
      expect(isTemplateWrittenFor(sentence, 'neritic', relational)).toBe(true);
      expect(isTemplateWrittenFor(sentence, 'neritic', quality)).toBe(false);
    }
    expect(isTemplateWrittenFor('It seemed neritic to everyone who saw it.', 'neritic', relational)).toBe(
      false,
    );
  });

  it("gives a noun a frame of its own lexicographer file, and knows another file's frame is not written for it", () => {
    const artifact = { wordClass: 'noun', category: 'artifact', takesObject: false } as const;
    const substance = { wordClass: 'noun', category: 'substance', takesObject: false } as const;
    const sentence = templateUsage('granary', artifact, random) ?? '';
    expect(isTemplateWrittenFor(sentence, 'granary', artifact)).toBe(true);
    expect(isTemplateWrittenFor(sentence, 'granary', substance)).toBe(false);
    expect(isTemplateWrittenFor('The jar was half full of granary.', 'granary', artifact)).toBe(false);
  });

  it('reads the frames that say least (noun.Tops) as written for any noun', () => {
    const time = { wordClass: 'noun', category: 'time', takesObject: false } as const;
    expect(
      isTemplateWrittenFor('She had read about the lunation in a book as a child.', 'lunation', time),
    ).toBe(true);
  });
});
