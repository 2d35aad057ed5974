import { CATALOGUES } from '../i18n/messages';
import { pageButtons, pageCount, rangeTitle } from './page-buttons';

describe('pageButtons', () => {
  it('offers every page when there are 5 or fewer', () => {
    expect(pageButtons(1, 1)).toEqual([1]);
    expect(pageButtons(2, 3)).toEqual([1, 2, 3]);
    expect(pageButtons(5, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('centres a window of 5 on the current page, held in at both ends', () => {
    expect(pageButtons(1, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pageButtons(2, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pageButtons(7, 20)).toEqual([5, 6, 7, 8, 9]);
    expect(pageButtons(19, 20)).toEqual([16, 17, 18, 19, 20]);
    expect(pageButtons(20, 20)).toEqual([16, 17, 18, 19, 20]);
  });

  it('offers none for no pages', () => {
    expect(pageButtons(1, 0)).toEqual([]);
  });
});

describe('pageCount and rangeTitle', () => {
  it('count at least one page, and title the range shown', () => {
    const english = CATALOGUES.english.adminWords;
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(42, 10)).toBe(5);
    expect(rangeTitle(1, 10, 10, 42, english)).toBe('Showing 1–10 of 42');
    expect(rangeTitle(5, 10, 2, 42, english)).toBe('Showing 41–42 of 42');
    expect(rangeTitle(1, 10, 0, 0, english)).toBe('Showing 0 of 0');
  });

  it('title the range in Filipino for a Filipino admin', () => {
    expect(rangeTitle(2, 10, 10, 42, CATALOGUES.filipino.adminWords)).toBe('Ipinapakita ang 11–20 sa 42');
  });
});
