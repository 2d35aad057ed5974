import { findWordForm, inflectLike, swapWordInSentence, toSentence } from './usage-sentence';

describe('usage sentences', () => {
  it('finds a word or its regular inflection as a whole token', () => {
    expect(findWordForm('His heart fibrillated and he died', 'fibrillate')?.text).toBe('fibrillated');
    expect(findWordForm('She was versifying all night', 'versify')?.text).toBe('versifying');
    expect(findWordForm('the universal truth', 'verse')).toBeUndefined();
  });

  it('carries the donor inflection over to the fake, since both share the suffix', () => {
    expect(inflectLike('fibrillate', 'fibrillated', 'giggilate')).toBe('giggilated');
    expect(inflectLike('verbify', 'verbified', 'cappersify')).toBe('cappersified');
  });

  it('swaps the donor for the fake, keeping capitals and fixing a/an', () => {
    expect(swapWordInSentence('It threw her into a swivet', 'swivet', 'ombrel')).toBe(
      'It threw her into an ombrel',
    );
    expect(swapWordInSentence('Copacetic days', 'copacetic', 'vexamic')).toBe('Vexamic days');
    expect(swapWordInSentence('a somatic or somatic illness', 'somatic', 'madastic')).toBeUndefined();
  });

  it('turns a WordNet fragment into a sentence', () => {
    expect(toSentence('the total breakage was huge')).toBe('The total breakage was huge.');
    expect(toSentence('Is it huge?')).toBe('Is it huge?');
  });
});

describe('usage lines as sentences', () => {
  it('capitalises, ends with a full stop, and drops a leading ellipsis', () => {
    expect(toSentence('his smile said that everything was copacetic')).toBe(
      'His smile said that everything was copacetic.',
    );
    expect(toSentence('...catapulted Einstein to the pinnacle of fame')).toBe(
      'Catapulted Einstein to the pinnacle of fame.',
    );
    expect(toSentence('Is it copacetic?')).toBe('Is it copacetic?');
  });
});
