import type { ContributedWordView, CustomSessionWordView } from '@bluffle/shared-schema';
import {
  chipFoolRate,
  chipsInAlphabeticalOrder,
  contributedWordPlays,
  percent,
  sessionFoolRateText,
  sessionPlaysLine,
} from './fool-rate';

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
  it("reads '5 words • N plays'", () => {
    const words = ['a', 'b', 'c', 'd', 'e'].map((word) => chip(word));
    expect(sessionPlaysLine({ words, timesPlayed: 0 })).toBe('5 words • 0 plays');
    expect(sessionPlaysLine({ words, timesPlayed: 1 })).toBe('5 words • 1 play');
  });

  it("shows its fool rate as a percentage of calls, 'Not played yet' before any", () => {
    expect(sessionFoolRateText({ calls: 0, fooled: 0 })).toBe('Not played yet');
    expect(sessionFoolRateText({ calls: 5, fooled: 2 })).toBe('Fooled players on 40% of calls (2 of 5)');
    expect(percent(1 / 3)).toBe('33%');
  });

  it('sorts its chips alphabetically without touching the play order', () => {
    const words = [chip('quill'), chip('Apple'), chip('nimble')];
    expect(chipsInAlphabeticalOrder(words).map((word) => word.word)).toEqual(['Apple', 'nimble', 'quill']);
    expect(words.map((word) => word.word)).toEqual(['quill', 'Apple', 'nimble']);
  });

  it("puts a fool rate on the author's own called words only", () => {
    expect(chipFoolRate(chip('mine', { isOwn: true, isReal: false, foolRate: 0.5 }))).toBe('fooled 50%');
    expect(chipFoolRate(chip('mine', { isOwn: true, isReal: false, foolRate: null }))).toBeNull();
    expect(chipFoolRate(chip('bank'))).toBeNull();
  });
});

it("shows a contributed word's calls and fool rate", () => {
  const word = { plays: { calls: 3, calledReal: 2 }, foolRate: 2 / 3 } as ContributedWordView;
  expect(contributedWordPlays(word)).toBe('3 calls • fooled 67%');
  expect(contributedWordPlays({ plays: { calls: 0, calledReal: 0 }, foolRate: null })).toBe('Not played yet');
});
