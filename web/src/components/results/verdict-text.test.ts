import { challengeVerdict } from '@bluffle/shared-schema';
import { CATALOGUES } from '../../i18n/messages';
import { secondsText, verdictSideText, verdictWords } from './verdict-text';

const english = CATALOGUES.english.challenge.verdict;
const filipino = CATALOGUES.filipino.challenge.verdict;

describe('secondsText', () => {
  it('shows tenths of a second', () => {
    expect(secondsText(3200, english)).toBe('3.2 s');
    expect(secondsText(15000, english)).toBe('15.0 s');
    expect(secondsText(-5, english)).toBe('0.0 s');
  });
});

describe('verdictSideText', () => {
  it('says the answer, how the round ended, the time and whether it was fast', () => {
    expect(
      verdictSideText({ answer: 'real', ending: 'right', isFast: true, timeSpentMs: 3200 }, english),
    ).toBe('Real, right, 3.2 s, fast');
    expect(
      verdictSideText({ answer: 'fake', ending: 'wrong', isFast: false, timeSpentMs: 8000 }, english),
    ).toBe('Fake, wrong, 8.0 s');
    expect(
      verdictSideText(
        { answer: 'real', ending: 'missed-followup', isFast: false, timeSpentMs: 12000 },
        english,
      ),
    ).toBe('Real, missed the follow-up, 12.0 s');
    expect(
      verdictSideText({ answer: null, ending: 'timeout', isFast: false, timeSpentMs: 15000 }, english),
    ).toBe('No answer, time ran out, 15.0 s');
  });

  it('speaks Filipino on a Filipino interface', () => {
    expect(
      verdictSideText({ answer: 'fake', ending: 'right', isFast: true, timeSpentMs: 3200 }, filipino),
    ).toBe('Peke, tama, 3.2 s, mabilis');
  });
});

describe('verdictWords', () => {
  const words = (yourScore: number, theirScore: number, isPractice = false, messages = english) =>
    verdictWords(
      challengeVerdict({ yourScore, theirScore }),
      { yourScore, theirScore, theirName: 'Nina', isPractice },
      messages,
    );

  it('crowns the challenger by the margin', () => {
    expect(words(12, 9)).toEqual({ headline: 'You beat Nina by 3 points!', detail: 'You 12, Nina 9.' });
  });

  it('says one point, not one points', () => {
    expect(words(5, 4).headline).toBe('You beat Nina by 1 point!');
  });

  it('gives the original the game when they scored more', () => {
    expect(words(4, 11)).toEqual({ headline: 'Nina wins this time', detail: 'You 4, Nina 11.' });
  });

  it('calls equal scores a tie', () => {
    expect(words(9, 9)).toEqual({ headline: 'A tie with Nina!', detail: 'You both scored 9.' });
  });

  it('crowns nobody on a practice replay, and says it was practice', () => {
    expect(words(16, 9, true).headline).toBe('Practice only: you scored 7 points more than Nina');
    expect(words(2, 3, true).headline).toBe('Practice only: Nina scored 1 point more');
    expect(words(3, 3, true).headline).toBe('Practice only: level with Nina');
    for (const score of [0, 3, 16]) {
      expect(words(score, 3, true).headline).not.toMatch(/beat|wins/);
      expect(words(score, 3, true, filipino).headline).toMatch(/^Pagsasanay lang: /);
    }
  });

  it('speaks Filipino on a Filipino interface', () => {
    expect(words(12, 9, false, filipino)).toEqual({
      headline: 'Tinalo mo si Nina nang 3 puntos!',
      detail: 'Ikaw 12, Nina 9.',
    });
    expect(words(9, 9, false, filipino).detail).toBe('Pareho kayong naka-9.');
  });
});
