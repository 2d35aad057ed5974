import { sentenceFrom } from './sense-sentences';
import { writtenUsageSource } from './written-usage';

describe('a sentence written for a meaning', () => {
  it('puts the fake where the word goes, with the article it needs', () => {
    const source = writtenUsageSource('She kept {a} {w} beside the spice jars.');
    expect(source.nearness).toBe('written');
    expect(sentenceFrom(source, 'oxgrimble', 'noun', [])).toBe(
      'She kept an oxgrimble beside the spice jars.',
    );
    expect(sentenceFrom(source, 'pendrel', 'noun', [])).toBe('She kept a pendrel beside the spice jars.');
    const opening = writtenUsageSource('{A} {w} hung by the door.');
    expect(sentenceFrom(opening, 'oxgrimble', 'noun', [])).toBe('An oxgrimble hung by the door.');
    const verb = writtenUsageSource('They will {w} the nets before the tide turns.');
    expect(sentenceFrom(verb, 'scarrow', 'verb', [])).toBe(
      'They will scarrow the nets before the tide turns.',
    );
  });

  it('takes a real word itself where the sentence has its place', () => {
    const source = writtenUsageSource('{A} {w} was called when the chimney smoked again.');
    expect(sentenceFrom(source, 'abator', 'noun', [])).toBe(
      'An abator was called when the chimney smoked again.',
    );
  });
});
