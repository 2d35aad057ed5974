import {
  PROVEN_CALLS,
  RETIRED_FOOL_RATE,
  difficultyOfFoolRate,
  playDifficulty,
  wordPlayStanding,
} from './word-play-standing';

/** A FAKE word called `calls` times, `fooled` of them real (so fooled). */
const fake = (calls: number, fooled: number) => ({ isReal: false, calls, calledReal: fooled });
/** A REAL word called `calls` times, `fooled` of them fake. */
const real = (calls: number, fooled: number) => ({ isReal: true, calls, calledReal: calls - fooled });

describe('wordPlayStanding', () => {
  it('is unproven below PROVEN_CALLS, whatever the fool rate: the authored difficulty stands, nothing retires', () => {
    for (const counts of [fake(0, 0), fake(PROVEN_CALLS - 1, 0), real(PROVEN_CALLS - 1, PROVEN_CALLS - 1)]) {
      expect(wordPlayStanding(counts)).toMatchObject({
        isProven: false,
        gradedDifficulty: null,
        isRetired: false,
        isProvenFooler: false,
      });
    }
    expect(wordPlayStanding(fake(0, 0)).foolRate).toBeNull();
    expect(wordPlayStanding(fake(10, 5)).foolRate).toBe(0.5);
  });

  it('grades a proven word from its fool rate, for REAL and FAKE words alike', () => {
    expect(wordPlayStanding(fake(30, 15))).toMatchObject({ isProven: true, gradedDifficulty: 'hard' });
    expect(wordPlayStanding(real(30, 15))).toMatchObject({ isProven: true, gradedDifficulty: 'hard' });
    expect(wordPlayStanding(fake(40, 10))).toMatchObject({
      gradedDifficulty: 'medium',
      isProvenFooler: true,
    });
    expect(wordPlayStanding(real(40, 9))).toMatchObject({ gradedDifficulty: 'easy', isProvenFooler: false });
  });

  it('retires a proven word almost nobody is fooled by, and only a proven one', () => {
    // At 30 calls, one fooled (3.3%) retires, two (6.7%) do not.
    expect(wordPlayStanding(fake(30, 1))).toMatchObject({ isRetired: true, gradedDifficulty: 'easy' });
    expect(wordPlayStanding(fake(30, 2)).isRetired).toBe(false);
    expect(wordPlayStanding(real(30, 0)).isRetired).toBe(true);
    expect(wordPlayStanding(real(29, 0)).isRetired).toBe(false);
    // Exactly the threshold stays in play.
    expect(wordPlayStanding(fake(100, 100 * RETIRED_FOOL_RATE)).isRetired).toBe(false);
  });

  it('counts a proven word as a fooler when it grades medium or hard', () => {
    expect(wordPlayStanding(fake(30, 8)).isProvenFooler).toBe(true); // 26.7%: medium
    expect(wordPlayStanding(fake(30, 7)).isProvenFooler).toBe(false); // 23.3%: easy
    expect(wordPlayStanding(fake(29, 20)).isProvenFooler).toBe(false); // not proven yet
  });
});

describe('difficultyOfFoolRate', () => {
  it('puts the band edges in the harder band', () => {
    expect(difficultyOfFoolRate(0)).toBe('easy');
    expect(difficultyOfFoolRate(0.2499)).toBe('easy');
    expect(difficultyOfFoolRate(0.25)).toBe('medium');
    expect(difficultyOfFoolRate(0.4499)).toBe('medium');
    expect(difficultyOfFoolRate(0.45)).toBe('hard');
    expect(difficultyOfFoolRate(1)).toBe('hard');
  });
});

describe('playDifficulty', () => {
  it('is the graded difficulty once proven, the authored one before', () => {
    expect(playDifficulty('easy', wordPlayStanding(fake(30, 20)))).toBe('hard');
    expect(playDifficulty('hard', wordPlayStanding(fake(10, 0)))).toBe('hard');
  });
});
