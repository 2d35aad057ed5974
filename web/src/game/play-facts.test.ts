import { applyRound, initialScore, ROUNDS_PER_GAME } from '@bluffle/shared-schema';
import { CATALOGUES } from '../i18n/messages';
import { playFacts } from './play-facts';

describe('the facts How to play states', () => {
  it('are what a game scored by the rules gives: 1 a right round, +1 fast, a streak bonus growing by one', () => {
    const facts = playFacts();
    // Every round right and fast, as the rules score it, round by round.
    let score = initialScore();
    const bonuses: number[] = [];
    for (let round = 1; round <= ROUNDS_PER_GAME; round += 1) {
      const applied = applyRound(score, { isCorrect: true, isFast: true });
      score = applied.score;
      bonuses.push(applied.streakBonus);
      expect(applied.pointsEarned).toBe(1 + 1 + applied.streakBonus);
    }
    const firstWithBonus = bonuses.findIndex((bonus) => bonus > 0) + 1;
    expect(facts.firstStreak).toBe(firstWithBonus);
    // +1 at the first streak that earns one, then one more for each further round, up to the stated top.
    bonuses.slice(firstWithBonus - 1).forEach((bonus, index) => expect(bonus).toBe(index + 1));
    expect(facts.maxBonus).toBe(bonuses[bonuses.length - 1]);
    expect(facts.maxScore).toBe(score.totalScore);
  });

  it('reads the same numbers in both languages', () => {
    const facts = playFacts();
    for (const { howToPlay } of Object.values(CATALOGUES)) {
      expect(howToPlay.points(facts)).toContain(`+${facts.maxBonus}`);
      expect(howToPlay.points(facts)).toContain(String(facts.maxScore));
      expect(howToPlay.timer(facts)).toContain(String(facts.callSeconds));
      expect(howToPlay.call(facts)).toContain(String(facts.rounds));
    }
  });
});
