import type { ContributedWordView, CustomSessionWordView } from '@bluffle/shared-schema';
import { CATALOGUES } from '../i18n/messages';
import {
  chipFoolRate,
  chipsInAlphabeticalOrder,
  contributedWordPlays,
  percent,
  sessionFoolRateText,
  sessionPlaysLine,
} from './fool-rate';

const english = CATALOGUES.english.wordsmithSessions;
const filipino = CATALOGUES.filipino.wordsmithSessions;

const chip = (word: string, extra: Partial<CustomSessionWordView> = {}): CustomSessionWordView => ({
  id: word,
  word,
  language: 'english',
  wordClass: 'noun',
  difficulty: 'easy',
  isOwn: false,
  ...extra,
});

describe('a session in My Bluffles', () => {
  const words = ['a', 'b', 'c', 'd', 'e'].map((word) => chip(word));

  it("reads '5 words • N plays'", () => {
    expect(sessionPlaysLine({ words, timesPlayed: 0 }, english)).toBe('5 words • 0 plays');
    expect(sessionPlaysLine({ words, timesPlayed: 1 }, english)).toBe('5 words • 1 play');
  });

  it("shows its fool rate as a percentage of calls, 'Not played yet' before any", () => {
    expect(sessionFoolRateText({ calls: 0, fooled: 0 }, english)).toBe('Not played yet');
    expect(sessionFoolRateText({ calls: 5, fooled: 2 }, english)).toBe(
      'Fooled players on 40% of calls (2 of 5)',
    );
    expect(percent(1 / 3)).toBe('33%');
  });

  it('sorts its chips alphabetically without touching the play order', () => {
    const unsorted = [chip('quill'), chip('Apple'), chip('nimble')];
    expect(chipsInAlphabeticalOrder(unsorted).map((word) => word.word)).toEqual(['Apple', 'nimble', 'quill']);
    expect(unsorted.map((word) => word.word)).toEqual(['quill', 'Apple', 'nimble']);
  });

  it("puts a fool rate on the author's own called words only", () => {
    const own = chip('mine', { isOwn: true, isReal: false, foolRate: 0.5 });
    expect(chipFoolRate(own, english)).toBe('fooled 50%');
    expect(chipFoolRate({ ...own, foolRate: null }, english)).toBeNull();
    expect(chipFoolRate(chip('bank'), english)).toBeNull();
  });

  it('reads in Filipino for a Filipino author, numbers without plural endings', () => {
    expect(sessionPlaysLine({ words, timesPlayed: 3 }, filipino)).toBe('5 salita • 3 laro');
    expect(sessionFoolRateText({ calls: 0, fooled: 0 }, filipino)).toBe('Hindi pa nalalaro');
    expect(sessionFoolRateText({ calls: 5, fooled: 2 }, filipino)).toContain('40%');
  });
});

it("shows a contributed word's calls and fool rate", () => {
  const word = { plays: { calls: 3, calledReal: 2 }, foolRate: 2 / 3 } as ContributedWordView;
  expect(contributedWordPlays(word, english)).toBe('3 calls • fooled 67%');
  expect(contributedWordPlays({ plays: { calls: 0, calledReal: 0 }, foolRate: null }, english)).toBe(
    'Not played yet',
  );
  expect(contributedWordPlays(word, filipino)).toBe('3 hula • nakaloko ng 67%');
});
