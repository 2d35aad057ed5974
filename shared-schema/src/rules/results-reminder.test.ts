import { createSeededRandom } from './random';
import { reminderAnswer } from './results-reminder';

describe('reminderAnswer', () => {
  const caughtBluff = { word: 'sificisside', isReal: false, playerAnswer: false };
  const missedReal = { word: 'gallimaufry', isReal: true, playerAnswer: false };
  const foolingBluff = { word: 'blorptic', isReal: false, playerAnswer: true };
  const timedOut = { word: 'quire', isReal: true, playerAnswer: null };

  it('is about a word the player called wrong, never a bluff they caught', () => {
    const random = createSeededRandom(3);
    const answers = [caughtBluff, missedReal, caughtBluff, foolingBluff];
    const words = new Set(Array.from({ length: 40 }, () => reminderAnswer(answers, random)?.word));
    expect(words).toEqual(new Set(['gallimaufry', 'blorptic']));
  });

  it('counts a round whose time ran out as missed', () => {
    expect(reminderAnswer([caughtBluff, timedOut])?.word).toBe('quire');
  });

  it('is null when every call was right: the points were lost elsewhere', () => {
    expect(reminderAnswer([caughtBluff, { ...missedReal, playerAnswer: true }])).toBeNull();
    expect(reminderAnswer([])).toBeNull();
  });
});
