import { spellingQuotas } from './spelling-quotas';

/** `count` distinct words of `opening` + two letters + `ending`. */
const wordsOf = (opening: string, ending: string, count: number) =>
  Array.from(
    { length: count },
    (_, index) =>
      `${opening}${String.fromCharCode(97 + (index % 26))}${String.fromCharCode(97 + Math.floor(index / 26))}${ending}`,
  );

describe('spelling quotas', () => {
  it("lets each length, ending and opening of the fakes take up to the real words' share", () => {
    const reals = ['abcdefg', 'abxyefg', 'zzqqrrity', 'zyqqrrity'];
    // 200 fakes: 'ab' opens half the real words -> 100; '-efg' ends half -> 100; 7 letters are half -> 100.
    const quotas = spellingQuotas(reals, 200);
    const taken = wordsOf('ab', 'efg', 200).filter((word) => {
      if (!quotas.fits(word)) return false;
      quotas.take(word);
      return true;
    });
    expect(taken).toHaveLength(100);
    expect(quotas.fits('zzkkkity')).toBe(false); // no real word has 8 letters
    expect(quotas.fits('zzkkkkity')).toBe(true);
    expect(quotas.fits('qqkkkkity')).toBe(false); // no real word opens with 'qq'
    expect(quotas.mayFit('efg', 8)).toBe(false); // the ending is full
    expect(quotas.mayFit('ity', 8)).toBe(true); // 9 letters are within one
  });

  it('counts only the lengths an invented word may have', () => {
    // Half the real words have 3 letters, which no fake may: the 7-letter words' share is all of it (100 of 100
    // fakes, not 50).
    const quotas = spellingQuotas(['abc', 'abd', 'abcdefg', 'abcdefh'], 100);
    for (const word of [...wordsOf('ab', 'efg', 25), ...wordsOf('ab', 'efh', 25)]) quotas.take(word);
    expect(quotas.fits('abcdabc')).toBe(true);
  });

  it('keeps no shares for a small batch, whose few real words say nothing of a spread', () => {
    const quotas = spellingQuotas(['abcdefg', 'abxyefg'], 20);
    expect(quotas.fits('zzkkkity')).toBe(true);
    expect(quotas.mayFit('ity', 8)).toBe(true);
  });

  it('counts a spelling whose letters the fakes have had more than the real words as in excess', () => {
    // Half the real words have an "m", none an "x"; the fakes so far all have an "m".
    const quotas = spellingQuotas(wordsOf('ab', 'mon', 50).concat(wordsOf('ab', 'lin', 50)), 200);
    for (const word of wordsOf('cd', 'mon', 10)) quotas.take(word);
    expect(quotas.excess('cdzzmon')).toBeGreaterThan(quotas.excess('cdzzlin'));
    // Once as many fakes lack it as have it, the two read alike.
    for (const word of wordsOf('cd', 'lin', 10)) quotas.take(word);
    expect(quotas.excess('abzzmon')).toBeCloseTo(quotas.excess('abzzlin'), 1);
  });

  it('steers no small batch', () => {
    const quotas = spellingQuotas(['abcdefg', 'abxyefg'], 20);
    quotas.take('mmmmmmm');
    expect(quotas.excess('mmmmmmm')).toBe(0);
  });
});
