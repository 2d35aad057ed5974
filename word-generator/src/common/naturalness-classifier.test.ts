import { createSeededRandom } from '@bluffle/shared-schema';
import { charNgramFeatures, rocAuc, trainSpellingModel } from './naturalness-classifier';

describe('rocAuc', () => {
  it('is 1 when every real word outscores every fake, 0 the other way, and 0.5 for ties', () => {
    const perfect = [
      { score: 0.9, isReal: true },
      { score: 0.8, isReal: true },
      { score: 0.2, isReal: false },
    ];
    expect(rocAuc(perfect)).toBe(1);
    expect(rocAuc(perfect.map((item) => ({ ...item, isReal: !item.isReal })))).toBe(0);
    expect(
      rocAuc([
        { score: 0.5, isReal: true },
        { score: 0.5, isReal: false },
      ]),
    ).toBe(0.5);
  });

  it('counts the pairs a real word wins', () => {
    // Reals at 0.3 and 0.7, fakes at 0.5 and 0.1: 3 of the 4 pairs have the real word higher.
    expect(
      rocAuc([
        { score: 0.3, isReal: true },
        { score: 0.7, isReal: true },
        { score: 0.5, isReal: false },
        { score: 0.1, isReal: false },
      ]),
    ).toBe(0.75);
  });
});

describe('trainSpellingModel', () => {
  it('learns a spelling difference that is there, and finds none where there is none', () => {
    const random = createSeededRandom(11);
    const syllable = () =>
      ['ka', 'lo', 'mi', 'ter', 'sun', 'pa', 'ri', 'den'][Math.floor(random() * 8)] ?? 'ka';
    const word = () => syllable() + syllable() + syllable();
    // Fakes that give themselves away: every one has a "zq" in it.
    const telltale = Array.from({ length: 200 }, (_, index) => ({
      word: index % 2 === 0 ? word() : `${word()}zq`,
      isReal: index % 2 === 0,
    }));
    const [train, test] = [telltale.slice(0, 100), telltale.slice(100)];
    const model = trainSpellingModel(train, { random });
    expect(
      rocAuc(test.map((item) => ({ score: model.score(item.word), isReal: item.isReal }))),
    ).toBeGreaterThan(0.95);

    // Same spelling for both kinds: nothing to learn.
    const alike = Array.from({ length: 400 }, (_, index) => ({ word: word(), isReal: index % 2 === 0 }));
    const blind = trainSpellingModel(alike.slice(0, 200), { random });
    const auc = rocAuc(
      alike.slice(200).map((item) => ({ score: blind.score(item.word), isReal: item.isReal })),
    );
    expect(Math.abs(auc - 0.5)).toBeLessThan(0.12);
  });

  it('marks word edges, so a prefix and a suffix are different features', () => {
    expect(charNgramFeatures('ab')).not.toEqual(charNgramFeatures('ba'));
  });
});
