import { DEFAULT_PLAY_FILTERS, boundOf, foolRatePercent, playFilterParams } from './play-filters';

describe('the word database’s play filters', () => {
  it('send nothing for the defaults, and rates as shares of 1', () => {
    expect(playFilterParams(DEFAULT_PLAY_FILTERS)).toEqual({});
    expect(
      playFilterParams({
        sort: 'fool-rate-low',
        minCalls: 30,
        minFoolRatePercent: 0,
        maxFoolRatePercent: 5,
        retired: 'exclude',
      }),
    ).toEqual({
      sort: 'fool-rate-low',
      minCalls: '30',
      minFoolRate: '0',
      maxFoolRate: '0.05',
      retired: 'exclude',
    });
  });

  it('read a typed bound: blank or not a number is none, the rest clamped and whole', () => {
    expect(boundOf('', 0, 100)).toBeNull();
    expect(boundOf('abc', 0, 100)).toBeNull();
    expect(boundOf('140', 0, 100)).toBe(100);
    expect(boundOf('-3', 0, 100)).toBe(0);
    expect(boundOf('12.6', 0, 100)).toBe(13);
  });

  it('show a fool rate in whole percent, and none for a word never called', () => {
    expect(foolRatePercent(0.456)).toBe(46);
    expect(foolRatePercent(0)).toBe(0);
    expect(foolRatePercent(null)).toBeNull();
  });
});
