import { spellingQuotas } from './spelling-quotas';

describe('spelling quotas', () => {
  it("lets each length, ending and opening of the fakes take up to the real words' share", () => {
    const reals = ['abcdefg', 'abxyefg', 'zzqqrrity', 'zyqqrrity'];
    // 20 fakes: 'ab' opens half the real words -> 10; '-efg' ends half -> 10; 7 letters are half -> 10.
    const quotas = spellingQuotas(reals, 20);
    const taken: string[] = [];
    for (let index = 0; index < 20; index += 1) {
      const word = `ab${String.fromCharCode(97 + index)}defg`;
      if (quotas.fits(word)) {
        quotas.take(word);
        taken.push(word);
      }
    }
    expect(taken).toHaveLength(10);
    expect(quotas.fits('zzkkkity')).toBe(false); // no real word has 8 letters
    expect(quotas.fits('zzkkkkity')).toBe(true);
    expect(quotas.fits('qqkkkkity')).toBe(false); // no real word opens with 'qq'
    expect(quotas.mayFit('efg', 8)).toBe(false); // the ending is full
    expect(quotas.mayFit('ity', 8)).toBe(true); // 9 letters are within one
  });

  it('counts only the lengths an invented word may have', () => {
    // Half the real words have 3 letters, which no fake may: the 7-letter words' share is all of it (10 of 10
    // fakes, not 5).
    const quotas = spellingQuotas(['abc', 'abd', 'abcdefg', 'abcdefh'], 10);
    for (const word of ['abxdefg', 'abydefg', 'abzdefg', 'abxdefh', 'abydefh', 'abzdefh']) quotas.take(word);
    expect(quotas.fits('abcdabc')).toBe(true);
  });
});
