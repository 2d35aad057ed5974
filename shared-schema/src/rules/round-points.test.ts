import { gamePointsOf, roundPointsOf } from './round-points';

/** A played round: its call ('real'/'fake'/null), whether its follow-up was right, and whether it was fast. */
function round(
  roundNumber: number,
  word: 'real' | 'fake',
  call: 'real' | 'fake' | null,
  followup: 'right' | 'missed',
  isFast = false,
) {
  const isRightCall = call === word;
  return {
    roundNumber,
    isReal: word === 'real',
    playerAnswer: call === null ? null : call === 'real',
    isCorrect: isRightCall && followup === 'right',
    isFast,
  };
}

describe('roundPointsOf', () => {
  it('splits a right round into the answer, fast and the streak', () => {
    expect(
      roundPointsOf({ isCorrect: true, isFast: true, streakBonus: 2, streak: 4, isRightCall: true }),
    ).toEqual({ isRightCall: true, forAnswer: 1, forFast: 1, forStreak: 2, streak: 4, total: 4 });
  });

  it('gives a right call with a missed follow-up nothing, fast or not (docs/product.md §9)', () => {
    expect(
      roundPointsOf({ isCorrect: false, isFast: true, streakBonus: 0, streak: 0, isRightCall: true }),
    ).toEqual({ isRightCall: true, forAnswer: 0, forFast: 0, forStreak: 0, streak: 0, total: 0 });
  });
});

describe('gamePointsOf', () => {
  it("adds up to the game's score by source, in round order", () => {
    const points = gamePointsOf([
      // Out of order on purpose: the streak is counted in round order.
      round(4, 'fake', 'fake', 'right'),
      round(1, 'real', 'real', 'right', true),
      round(2, 'fake', 'fake', 'right', true),
      round(3, 'real', 'real', 'right'),
      round(5, 'real', 'real', 'missed', true),
    ]);
    // Rounds 1-4 right (streaks 1-4: bonuses 0, 0, 1, 2), 1 and 2 fast; round 5 a right call, follow-up missed.
    expect(points.rounds.map((entry) => entry.total)).toEqual([2, 2, 2, 3, 0]);
    expect(points).toMatchObject({ rightCalls: 5, forAnswers: 4, forFast: 2, forStreaks: 3, total: 9 });
    expect(points.rounds[3]).toMatchObject({ forStreak: 2, streak: 4 });
  });

  it('counts right calls apart from points: five right calls, every follow-up missed, score 0', () => {
    const points = gamePointsOf([
      round(1, 'fake', 'fake', 'missed'),
      round(2, 'fake', 'fake', 'missed'),
      round(3, 'fake', 'fake', 'missed'),
      round(4, 'real', 'real', 'missed'),
      round(5, 'real', 'real', 'missed'),
    ]);
    expect(points).toMatchObject({ rightCalls: 5, forAnswers: 0, total: 0 });
  });

  it('counts no call for a round whose timer ran out, and none for a wrong one', () => {
    const points = gamePointsOf([round(1, 'real', null, 'missed'), round(2, 'fake', 'real', 'missed')]);
    expect(points.rightCalls).toBe(0);
    expect(points.rounds.map((entry) => entry.isRightCall)).toEqual([false, false]);
  });
});
