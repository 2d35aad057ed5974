import { createSeededRandom } from './random';
import { accuracyPercent, RESULTS_TEXTS, resultsMessage } from './results';

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

describe('resultsMessage', () => {
  it.each([
    [100, 'bluff-proof', 'Bluff-proof', false],
    [80, 'bluff-proof', 'Bluff-proof', false],
    [79, 'solid', 'Solid effort', false],
    [50, 'solid', 'Solid effort', false],
    [49, 'oof', 'Oof', true],
    [0, 'oof', 'Oof', true],
  ])('at %i%% the tone is %s', (accuracy, tone, title, showReminder) => {
    const message = resultsMessage(accuracy, createSeededRandom(accuracy));
    expect(message.tone).toBe(tone);
    expect(message.title).toBe(title);
    expect(message.showReminder).toBe(showReminder);
    expect(RESULTS_TEXTS[message.tone]).toContain(message.text);
  });

  it('varies its text with the random source', () => {
    const random = createSeededRandom(4);
    const texts = new Set(Array.from({ length: 40 }, () => resultsMessage(90, random).text));
    expect(texts.size).toBeGreaterThan(1);
  });
});
