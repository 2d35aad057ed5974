import {
  createSeededRandom,
  MAX_SCORE,
  RESULTS_TEXTS,
  resultsMessage,
  type ResultsText,
} from '@bluffle/shared-schema';
import { CATALOGUES } from '../messages';

const { english, filipino } = CATALOGUES;
const allTexts: readonly ResultsText[] = Object.values(RESULTS_TEXTS).flat();

describe('the results texts', () => {
  it("keep the spec's titles in English", () => {
    expect(english.resultsText.titles).toEqual({
      'bluff-proof': 'Bluff-proof',
      solid: 'Solid effort',
      oof: 'Oof',
    });
  });

  it('say in English what shared-schema says they claim', () => {
    for (const { key, claim } of allTexts) {
      const text = english.resultsText.texts[key as keyof typeof english.resultsText.texts];
      if (claim === 'no-miss') expect(text).toMatch(/every bluff|no fake word got past|every call right/i);
      else expect(text).not.toMatch(/every bluff|no fake word got past|every call right/i);
      if (claim === 'some-miss') expect(text).toMatch(/slipped|fooled you|field day|sneaky/i);
      else expect(text).not.toMatch(/slipped|fooled you|field day|sneaky/i);
    }
  });

  it("never praise 'every bluff' when a round was missed, in the words shown", () => {
    const random = createSeededRandom(11);
    for (const [score, correct] of [
      [13, 4],
      [10, 4],
      [3, 2],
    ] as const) {
      for (let run = 0; run < 40; run += 1) {
        const game = { score, maxScore: MAX_SCORE, correct, totalRounds: 5 };
        const message = resultsMessage({ ...game, bluffsCalledReal: 5 - correct, isRelaxed: false }, random);
        expect(english.resultsText.texts[message.textKey]).not.toMatch(/every bluff|no fake word got past/i);
      }
    }
  });

  it('have a Filipino text of their own for every key', () => {
    for (const { key } of allTexts) {
      const name = key as keyof typeof english.resultsText.texts;
      expect(filipino.resultsText.texts[name]).toBeTruthy();
      expect(filipino.resultsText.texts[name]).not.toBe(english.resultsText.texts[name]);
    }
  });
});
