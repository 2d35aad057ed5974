import { definitionLengthBand } from './definition-length';

describe('definition length bands', () => {
  it('count words, not letters, into bands that widen with length', () => {
    expect(definitionLengthBand('a hornbill')).toBe('1-3');
    expect(definitionLengthBand('a line of verse')).toBe('4-5');
    expect(definitionLengthBand('a scholar who compares the different translations of a single text')).toBe(
      '10-12',
    );
    expect(definitionLengthBand('  a   grater  ')).toBe('1-3');
    expect(
      definitionLengthBand('abnormal shortness of the bones of the forearm in relation to the upper arm'),
    ).toBe('13+');
  });
});
