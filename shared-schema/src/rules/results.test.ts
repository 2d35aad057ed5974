import { createSeededRandom } from './random';
import {
  accuracyPercent,
  bluffsCalledReal,
  RESULTS_TEXTS,
  resultsMessage,
  scorePercent,
  type ResultsText,
  type ResultsTextKey,
  type ResultsTone,
} from './results';
import { MAX_SCORE } from './scoring';

describe('accuracyPercent', () => {
  it('divides correct answers by the rounds, rounded to a whole percent', () => {
    expect(accuracyPercent(0, 5)).toBe(0);
    expect(accuracyPercent(3, 5)).toBe(60);
    expect(accuracyPercent(5, 5)).toBe(100);
    expect(accuracyPercent(1, 3)).toBe(33);
    expect(accuracyPercent(2, 3)).toBe(67);
  });

  it('is 0 when there were no rounds and stays within 0 to 100', () => {
    expect(accuracyPercent(0, 0)).toBe(0);
    expect(accuracyPercent(3, 0)).toBe(0);
    expect(accuracyPercent(7, 5)).toBe(100);
  });
});

describe('scorePercent', () => {
  it('divides the score by the maximum, rounded to a whole percent, within 0 to 100', () => {
    expect(scorePercent(13, 16)).toBe(81);
    expect(scorePercent(8, 16)).toBe(50);
    expect(scorePercent(0, 16)).toBe(0);
    expect(scorePercent(20, 16)).toBe(100);
    expect(scorePercent(3, 0)).toBe(0);
  });
});

describe('resultsMessage', () => {
  // Each missed round a bluff called real, unless a test says otherwise; a timed game.
  const game = (score: number, correct = 5, bluffs = 5 - correct, isRelaxed = false) => ({
    score,
    maxScore: MAX_SCORE,
    correct,
    totalRounds: 5,
    bluffsCalledReal: bluffs,
    isRelaxed,
  });
  const textsOf = (tone: ResultsTone): readonly ResultsText[] => RESULTS_TEXTS[tone];
  const keysOf = (tone: ResultsTone) => textsOf(tone).map((entry) => entry.key);
  const allTexts: readonly ResultsText[] = Object.values(RESULTS_TEXTS).flat();
  const claimOf = (key: ResultsTextKey) => allTexts.find((entry) => entry.key === key)?.claim;

  it.each([
    [16, 5, 'bluff-proof', false],
    // 12.8 of 16 is 80%: 13 is the least bluff-proof score.
    [13, 5, 'bluff-proof', false],
    [12, 5, 'solid', false],
    [8, 4, 'solid', false],
    [7, 4, 'oof', true],
    [0, 0, 'oof', true],
  ])('at %i of 16 points (%i right) the tone is %s', (score, correct, tone, showReminder) => {
    const message = resultsMessage(game(score, correct), createSeededRandom(score));
    expect(message.tone).toBe(tone);
    expect(message.showReminder).toBe(showReminder);
    expect(keysOf(message.tone)).toContain(message.textKey);
  });

  it('follows the score, not the accuracy: 4 of 5 right on 6 points is no bluff-proof game', () => {
    // 80% accuracy, which the old rule called bluff-proof; 6 of 16 points is 37.5%.
    expect(resultsMessage(game(6, 4)).tone).toBe('oof');
    // Every round right but slow: 100% accuracy, 11 of 16 points.
    expect(resultsMessage(game(11, 5)).tone).toBe('solid');
  });

  it('compares the unrounded percentage, so 79.6% is not bluff-proof', () => {
    const nearly = {
      score: 199,
      maxScore: 250,
      correct: 5,
      totalRounds: 5,
      bluffsCalledReal: 0,
      isRelaxed: false,
    };
    expect(scorePercent(nearly.score, nearly.maxScore)).toBe(80);
    expect(resultsMessage(nearly).tone).toBe('solid');
  });

  // The texts' words are the web's catalogue (its tests read them against these claims).
  it("never praises 'every bluff' or a flawless game when a round was missed", () => {
    const random = createSeededRandom(11);
    for (const [score, correct] of [
      [13, 4],
      [10, 4],
      [9, 3],
      [3, 2],
    ] as const) {
      for (let run = 0; run < 40; run += 1) {
        const { textKey } = resultsMessage(game(score, correct), random);
        expect(claimOf(textKey)).not.toBe('no-miss');
      }
    }
  });

  it('never says a bluff slipped through when every round was right', () => {
    const random = createSeededRandom(12);
    for (const score of [16, 13, 11]) {
      for (let run = 0; run < 40; run += 1) {
        const { textKey } = resultsMessage(game(score, 5), random);
        expect(claimOf(textKey)).not.toBe('some-miss');
      }
    }
  });

  it('never says a bluff got through when every bluff was caught, however many real words were missed', () => {
    const random = createSeededRandom(13);
    for (const [score, correct] of [
      [13, 4],
      [9, 3],
      [3, 2],
      [0, 0],
    ] as const) {
      for (let run = 0; run < 40; run += 1) {
        const { textKey } = resultsMessage(game(score, correct, 0), random);
        expect(claimOf(textKey)).not.toBe('some-miss');
      }
    }
  });

  it('may say a bluff got through when one did', () => {
    const random = createSeededRandom(14);
    const claims = new Set(
      Array.from({ length: 60 }, () => claimOf(resultsMessage(game(3, 2, 1), random).textKey)),
    );
    expect(claims).toContain('some-miss');
  });

  it('never asks a relaxed player to answer faster: speed earned them nothing', () => {
    const aboutSpeed = allTexts.filter((entry) => entry.isAboutSpeed === true).map((entry) => entry.key);
    expect(aboutSpeed.length).toBeGreaterThan(0);
    const random = createSeededRandom(15);
    // Every round right at the player's own pace: 5 + the streak bonuses, 11 of 16, a solid game.
    for (let run = 0; run < 60; run += 1) {
      const { tone, textKey } = resultsMessage(game(11, 5, 0, true), random);
      expect(tone).toBe('solid');
      expect(aboutSpeed).not.toContain(textKey);
    }
    const timed = new Set<string>(
      Array.from({ length: 60 }, () => resultsMessage(game(11, 5, 0), random).textKey),
    );
    expect(aboutSpeed.some((key) => timed.has(key))).toBe(true);
  });

  it('names every text once, so the catalogue has one entry per text', () => {
    const keys = Object.values(RESULTS_TEXTS).flatMap((texts: readonly ResultsText[]) =>
      texts.map((t) => t.key),
    );
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('has a text for every tone whether or not a round was missed', () => {
    for (const tone of Object.keys(RESULTS_TEXTS) as ResultsTone[]) {
      const unclaimed = textsOf(tone).filter((entry) => entry.claim === undefined);
      expect(unclaimed.length).toBeGreaterThan(0);
    }
  });

  it('varies its text with the random source', () => {
    const random = createSeededRandom(4);
    const texts = new Set(Array.from({ length: 40 }, () => resultsMessage(game(14), random).textKey));
    expect(texts.size).toBeGreaterThan(1);
  });
});

describe('bluffsCalledReal', () => {
  it('counts the fake words called real, not real words called fake nor rounds left unanswered', () => {
    expect(
      bluffsCalledReal([
        { isReal: false, playerAnswer: true },
        { isReal: false, playerAnswer: false },
        { isReal: false, playerAnswer: null },
        { isReal: true, playerAnswer: false },
        { isReal: false, playerAnswer: true },
      ]),
    ).toBe(2);
    expect(bluffsCalledReal([])).toBe(0);
  });
});
