import { isRomanNumeral, isUsableExample } from './real-word-candidates';

describe('usable example sentences', () => {
  it('takes a clause that uses the word itself', () => {
    expect(isUsableExample('his smile said that everything was copacetic', 'copacetic')).toBe(true);
    expect(isUsableExample('the disease demyelinated the nerve fibers', 'demyelinate')).toBe(true);
  });

  it("refuses the word in brackets or as one of two alternatives ('a festive (or festal) occasion')", () => {
    expect(isUsableExample('a festive (or festal) occasion', 'festal')).toBe(false);
    expect(isUsableExample('a recturitanic symptom or somatic illness', 'somatic')).toBe(false);
    expect(isUsableExample('somatic or recturitanic symptoms of stress', 'somatic')).toBe(false);
  });

  it('refuses fragments and sentences without the word', () => {
    expect(isUsableExample('festal days', 'festal')).toBe(false);
    expect(isUsableExample('it was a happy occasion for all', 'festal')).toBe(false);
  });
});

describe('Roman numerals', () => {
  it('are not words a player would take as words, but words spelled with their letters are', () => {
    expect(isRomanNumeral('lxviii', 'being eight more than sixty')).toBe(true);
    expect(isRomanNumeral('clxxv', 'being five more than one hundred seventy')).toBe(true);
    expect(isRomanNumeral('immix', 'mix together different elements')).toBe(false);
    expect(isRomanNumeral('civic', 'of or relating to or befitting citizens as individuals')).toBe(false);
  });
});
