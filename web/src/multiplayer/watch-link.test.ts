import { displayedCode, displayedLink, HIDDEN_CODE } from './hidden-code';
import { searchWithoutWatch, searchWithWatch, watchCodeFromQuery, watchShareLink } from './watch-link';

describe('watch links (/?watch=CODE)', () => {
  it("is the site's origin with the code as ?watch=", () => {
    expect(watchShareLink('https://bluffle.example/', 'ABC234')).toBe(
      'https://bluffle.example/?watch=ABC234',
    );
  });

  it('reads the code back as the join field would, and nothing that cannot be a code', () => {
    expect(watchCodeFromQuery('?watch=abc234')).toBe('ABC234');
    expect(watchCodeFromQuery('?watch=%20')).toBeNull();
    expect(watchCodeFromQuery('?lobby=ABC234')).toBeNull();
  });

  it('puts the code in the address while watching and takes it out after', () => {
    expect(searchWithWatch('?lang=fil', 'ABC234')).toBe('?lang=fil&watch=ABC234');
    expect(searchWithoutWatch('?watch=ABC234&lang=fil')).toBe('?lang=fil');
    expect(searchWithoutWatch('?watch=ABC234')).toBe('');
  });
});

describe('the hidden code (streaming)', () => {
  it('shows dots while hidden, the code once revealed or not hidden', () => {
    expect(HIDDEN_CODE).toBe('••••••');
    expect(displayedCode('ABC234', { isHidden: true, isRevealed: false })).toBe('••••••');
    expect(displayedCode('ABC234', { isHidden: true, isRevealed: true })).toBe('ABC234');
    expect(displayedCode('ABC234', { isHidden: false, isRevealed: false })).toBe('ABC234');
  });

  it('masks the code inside a shown link', () => {
    const link = 'https://bluffle.example/?lobby=ABC234';
    expect(displayedLink(link, 'ABC234', { isHidden: true, isRevealed: false })).toBe(
      'https://bluffle.example/?lobby=••••••',
    );
    expect(displayedLink(link, 'ABC234', { isHidden: false, isRevealed: false })).toBe(link);
  });
});
