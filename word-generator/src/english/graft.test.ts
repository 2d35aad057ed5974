import { endingAgreesWithClass, graftEndingOf, inventedStemOf, isKnownSuffix } from './graft';

describe('graft endings', () => {
  it("copies a donor's class suffix of 3+ letters, else its last 3 letters (2 of a 5-letter word)", () => {
    expect(graftEndingOf('exoneration', 'noun')).toBe('ation');
    expect(graftEndingOf('copacetic', 'adjective')).toBe('tic');
    expect(graftEndingOf('swivet', 'noun')).toBe('vet');
    expect(graftEndingOf('feisty', 'adjective')).toBe('sty');
    expect(graftEndingOf('nitid', 'adjective')).toBe('id');
    expect(graftEndingOf('gaby', 'noun')).toBeUndefined();
    expect(isKnownSuffix('ation', 'noun')).toBe(true);
    expect(isKnownSuffix('vet', 'noun')).toBe(false);
  });

  it("refuses an invented word whose own ending reads as another class ('evancy' is no adjective)", () => {
    expect(endingAgreesWithClass('evancy', 'cy', 'adjective')).toBe(false);
    expect(endingAgreesWithClass('evancy', 'cy', 'noun')).toBe(true);
    expect(endingAgreesWithClass('vexamic', 'mic', 'adjective')).toBe(true);
  });

  it('finds the invented part before a real suffix, so -able is not the common word able', () => {
    expect(inventedStemOf('glimberable')).toBe('glimber');
    expect(inventedStemOf('vexamic')).toBe('vexam');
    expect(inventedStemOf('swovet')).toBe('swov');
  });
});
