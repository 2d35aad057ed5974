import { ERROR_CODES, MAX_SCORE, type DailyFiveState } from '@bluffle/shared-schema';
import { ApiError } from '../api/api-error';
import { countdownText, dailyFiveCardText, dailyStartFailureText, streakText } from './daily-five-text';

const RESETS_AT = '2026-03-15T00:00:00.000Z';
const NOW = Date.parse('2026-03-14T19:30:15.000Z');

function state(overrides: Partial<DailyFiveState> = {}): DailyFiveState {
  return {
    day: '2026-03-14',
    language: 'english',
    resetsAt: RESETS_AT,
    hasPlayed: false,
    streak: 0,
    result: null,
    keptFor: 'browser',
    ...overrides,
  };
}

const PLAYED = {
  sessionCode: 'DAYS2345',
  isComplete: true,
  score: 12,
  correctAnswers: 4,
  totalRounds: 5,
  isPractice: false,
};

describe('the Daily five card text', () => {
  it('counts down to the next set as HH:MM:SS, never below zero', () => {
    expect(countdownText(RESETS_AT, NOW)).toBe('04:29:45');
    expect(countdownText(RESETS_AT, Date.parse(RESETS_AT) - 1)).toBe('00:00:01');
    expect(countdownText(RESETS_AT, Date.parse(RESETS_AT) + 5000)).toBe('00:00:00');
    expect(countdownText(RESETS_AT, Date.parse('2026-03-14T00:00:00.000Z'))).toBe('24:00:00');
  });

  it('offers today’s set before it is played, without a countdown', () => {
    expect(dailyFiveCardText(state(), NOW)).toMatchObject({ canPlay: true, countdown: null });
  });

  it('shows the score and the countdown once played, and offers nothing more', () => {
    const text = dailyFiveCardText(state({ hasPlayed: true, streak: 3, result: PLAYED }), NOW);
    expect(text).toMatchObject({
      status: `Played today: 12 / ${MAX_SCORE} points.`,
      canPlay: false,
      streak: 'Daily streak: 3 days',
      countdown: 'Next set in 04:29:45',
    });
  });

  it('says a started game was not finished, and a practice one counted nowhere', () => {
    const started = { ...PLAYED, isComplete: false, score: null, correctAnswers: null };
    expect(dailyFiveCardText(state({ hasPlayed: true, result: started }), NOW).status).toBe(
      'Played today: started, not finished.',
    );
    const practice = { ...PLAYED, isPractice: true };
    expect(dailyFiveCardText(state({ hasPlayed: true, result: practice }), NOW).status).toContain('practice');
  });

  it('tells a guest honestly that it is kept on this browser, and an account nothing', () => {
    expect(dailyFiveCardText(state(), NOW).keptOn).toContain('on this browser');
    expect(dailyFiveCardText(state({ keptFor: 'account' }), NOW).keptOn).toBeNull();
    const nobody = dailyFiveCardText(state({ keptFor: 'nobody' }), NOW);
    expect(nobody.canPlay).toBe(false);
    expect(nobody.keptOn).toContain('sign in');
  });

  it('says one day and many days', () => {
    expect(streakText(0)).toBe('Daily streak: 0 days');
    expect(streakText(1)).toBe('Daily streak: 1 day');
  });

  it("gives the server's reason for a refusal, and says an unreachable server plainly", () => {
    const played = new ApiError('You have played today’s set.', 409, ERROR_CODES.dailyFivePlayed);
    expect(dailyStartFailureText(played)).toBe('You have played today’s set.');
    const down = dailyStartFailureText(new ApiError('Cannot reach the server.', 0));
    expect(down).toContain('Cannot reach the server');
    expect(down).toContain('never played offline');
    expect(dailyStartFailureText(new Error('boom'))).toContain('could not start');
  });
});
