import { hasEnglishSeams, indexLetterRuns, letterRunsOf, unseenLetterRuns } from './letter-runs';

const REAL_WORDS = ['magnet', 'mosaic', 'rosary', 'barrow', 'coiled', 'nephology', 'geology'];

describe('letter runs', () => {
  it('reads runs of five with the edges marked', () => {
    expect(letterRunsOf('magnet')).toEqual(['^magn', 'magne', 'agnet', 'gnet$']);
    expect(letterRunsOf('abc')).toEqual(['^abc$']);
  });

  it("finds the seams no real word has, where two invented morphemes meet ('gnetm', 'etmos')", () => {
    const runs = indexLetterRuns(REAL_WORDS);
    expect(unseenLetterRuns('magnetmosaic', runs)).toEqual(['gnetm', 'netmo', 'etmos', 'tmosa']);
  });

  it('allows one seam no real word has, so invented words may be as odd as the odd real ones', () => {
    const runs = indexLetterRuns(REAL_WORDS);
    expect(hasEnglishSeams('magnet', runs)).toBe(true);
    // `rosaic`: one new run (rosai); its start reads as `rosary`, its end as `mosaic`.
    expect(unseenLetterRuns('rosaic', runs)).toEqual(['rosai']);
    expect(hasEnglishSeams('rosaic', runs)).toBe(true);
    expect(hasEnglishSeams('magnetmosaic', runs)).toBe(false);
    expect(hasEnglishSeams('barrcoiled', runs)).toBe(false);
  });

  it('judges a real word by the other words alone, as an invented one is judged', () => {
    const runs = indexLetterRuns([...REAL_WORDS, 'zythum']);
    expect(unseenLetterRuns('zythum', runs)).toEqual([]);
    expect(unseenLetterRuns('zythum', runs, true)).toEqual(['^zyth', 'zythu', 'ythum', 'thum$']);
    // Its ending is `nephology`'s too; its start is its own.
    expect(unseenLetterRuns('geology', runs, true)).toEqual(['^geol', 'geolo', 'eolog']);
  });
});
