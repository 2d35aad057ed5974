import { ERROR_CODES, MAX_SCORE, type DailyFiveState } from '@bluffle/shared-schema';
import { ApiError } from '../api/api-error';
import { CATALOGUES } from '../i18n/messages';
import {
  countdownText,
  dailyFiveCardText,
  dailyStartNoticeOf,
  dailyStartNoticeText,
} from './daily-five-text';

const { english, filipino } = CATALOGUES;
const FIVE = english.daily.five;

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
    expect(dailyFiveCardText(state(), NOW, FIVE)).toMatchObject({ canPlay: true, countdown: null });
  });

  it('shows the score and the countdown once played, and offers nothing more', () => {
    const text = dailyFiveCardText(state({ hasPlayed: true, streak: 3, result: PLAYED }), NOW, FIVE);
    expect(text).toMatchObject({
      status: `Played today: 12 / ${MAX_SCORE} points.`,
      canPlay: false,
      streak: 'Daily streak: 3 days',
      countdown: 'Next set in 04:29:45',
    });
  });

  it('says a started game was not finished, and a practice one counted nowhere', () => {
    const started = { ...PLAYED, isComplete: false, score: null, correctAnswers: null };
    expect(dailyFiveCardText(state({ hasPlayed: true, result: started }), NOW, FIVE).status).toBe(
      'Played today: started, not finished.',
    );
    const practice = { ...PLAYED, isPractice: true };
    expect(dailyFiveCardText(state({ hasPlayed: true, result: practice }), NOW, FIVE).status).toContain(
      'practice',
    );
  });

  it('tells a guest honestly that it is kept on this browser, and an account nothing', () => {
    expect(dailyFiveCardText(state(), NOW, FIVE).keptOn).toContain('on this browser');
    expect(dailyFiveCardText(state({ keptFor: 'account' }), NOW, FIVE).keptOn).toBeNull();
    const nobody = dailyFiveCardText(state({ keptFor: 'nobody' }), NOW, FIVE);
    expect(nobody.canPlay).toBe(false);
    expect(nobody.keptOn).toContain('sign in');
  });

  it('says one day and many days', () => {
    expect(dailyFiveCardText(state({ streak: 0 }), NOW, FIVE).streak).toBe('Daily streak: 0 days');
    expect(dailyFiveCardText(state({ streak: 1 }), NOW, FIVE).streak).toBe('Daily streak: 1 day');
  });

  it('speaks Filipino on a Filipino interface', () => {
    const text = dailyFiveCardText(
      state({ hasPlayed: true, streak: 3, result: PLAYED }),
      NOW,
      filipino.daily.five,
    );
    expect(text).toMatchObject({
      status: `Nalaro na ngayong araw: 12 / ${MAX_SCORE} puntos.`,
      streak: 'Sunod-sunod na araw: 3',
      countdown: 'Susunod na set sa loob ng 04:29:45',
    });
  });
});

describe('the Daily five start notice', () => {
  const say = (error: unknown, messages = english) =>
    dailyStartNoticeText(dailyStartNoticeOf(error), messages.daily.five, messages.serverErrors);

  it("says a known refusal in the catalogue's words, an unknown one in the server's", () => {
    const played = new ApiError('Played already.', 409, ERROR_CODES.dailyFivePlayed);
    expect(say(played)).toBe("You have played today's Daily five already. The next set comes at 00:00 UTC.");
    expect(say(played, filipino)).toMatch(/^Nalaro mo na ang Lima ng Araw/);
    expect(say(new ApiError('A reason of its own.', 400, null))).toBe('A reason of its own.');
    const guest = new ApiError('Send x-guest-id.', 400, ERROR_CODES.guestIdRequired);
    expect(say(guest, filipino)).toMatch(/walang guest id ang browser na ito/);
  });

  it('says a fault of ours failed the start, never the server explaining it, in the interface language', () => {
    expect(say(new ApiError('Something broke.', 500, ERROR_CODES.internal), filipino)).toBe(
      filipino.daily.five.couldNotStart,
    );
    expect(say(new ApiError('Stack trace here', 503, null))).toBe(english.daily.five.couldNotStart);
  });

  it('says an unreachable server plainly, and its own failure as such', () => {
    const down = say(new ApiError('Cannot reach the server.', 0));
    expect(down).toContain('Cannot reach the server');
    expect(down).toContain('never played offline');
    expect(say(new Error('boom'))).toContain('could not start');
  });
});
