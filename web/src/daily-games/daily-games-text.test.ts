import { dailyGamesView, type UserRole } from '@bluffle/shared-schema';
import { CATALOGUES } from '../i18n/messages';
import { dailyGamesText, timeUntil } from './daily-games-text';

const GAMES = CATALOGUES.english.daily.games;

const NOON = Date.parse('2026-11-25T12:00:00.000Z');
const as = (...roles: UserRole[]) => ({ roles });

describe('daily games text', () => {
  it('counts down the games a bluffling has left today', () => {
    const text = dailyGamesText(dailyGamesView(5, 2, NOON), as(), NOON, GAMES);
    expect(text).toEqual({
      headline: '3 of 5 solo games left today',
      detail: null,
      isAtLimit: false,
      upgradeTo: 'wordsmith',
    });
  });

  it('at the limit, says when games come back, that lobbies still work, and how to get more', () => {
    const text = dailyGamesText(dailyGamesView(5, 5, NOON), as(), NOON, GAMES);
    expect(text.isAtLimit).toBe(true);
    expect(text.headline).toBe('You have played your 5 solo games for today');
    expect(text.detail).toBe(
      'New games in 12 h (at 00:00 UTC). Multiplayer lobbies do not count, so you can still play with ' +
        'friends. Wordsmith gives unlimited games; Lexivestor one more a day.',
    );
    expect(text.upgradeTo).toBe('wordsmith');
  });

  it('does not offer a lexivestor what they already bought', () => {
    const text = dailyGamesText(dailyGamesView(6, 6, NOON), as('lexivestor'), NOON, GAMES);
    expect(text.detail).toMatch(/Wordsmith gives unlimited games\.$/);
    expect(text.detail).not.toMatch(/Lexivestor/);
  });

  it('tells wordsmiths and admins their games are unlimited, with nothing to buy', () => {
    for (const roles of [as('wordsmith'), as('admin')]) {
      expect(dailyGamesText(dailyGamesView(null, 9, NOON), roles, NOON, GAMES)).toEqual({
        headline: 'Unlimited solo games with your plan',
        detail: null,
        isAtLimit: false,
        upgradeTo: null,
      });
    }
  });

  it('speaks of one game in the singular', () => {
    expect(dailyGamesText(dailyGamesView(1, 0, NOON), as(), NOON, GAMES).headline).toBe(
      '1 of 1 solo game left today',
    );
  });

  it('writes the wait until the reset in hours and minutes', () => {
    const midnight = '2026-11-26T00:00:00.000Z';
    expect(timeUntil(midnight, Date.parse('2026-11-25T18:47:30.000Z'), GAMES)).toBe('5 h 12 min');
    expect(timeUntil(midnight, Date.parse('2026-11-25T23:48:00.000Z'), GAMES)).toBe('12 min');
    expect(timeUntil(midnight, Date.parse('2026-11-25T23:59:30.000Z'), GAMES)).toBe('less than a minute');
    expect(timeUntil(midnight, Date.parse('2026-11-26T00:00:01.000Z'), GAMES)).toBe('less than a minute');
  });

  it('speaks Filipino on a Filipino interface', () => {
    const games = CATALOGUES.filipino.daily.games;
    expect(dailyGamesText(dailyGamesView(5, 2, NOON), as(), NOON, games).headline).toBe(
      '3 sa 5 solo game ang natitira ngayong araw',
    );
    const text = dailyGamesText(dailyGamesView(5, 5, NOON), as(), NOON, games);
    expect(text.headline).toBe('Nalaro mo na ang 5 solo game mo ngayong araw');
    expect(text.detail).toMatch(/^May bagong laro sa loob ng 12 oras \(sa 00:00 UTC\)\./);
  });
});
