import type { WordSearchResult } from '@bluffle/shared-schema';
import { CATALOGUES } from '../i18n/messages';
import {
  canBuildSession,
  selectionCount,
  selectionLanguage,
  toggleWord,
  whyNotSelectable,
} from './word-selection';

const english = CATALOGUES.english.wordsmithSessions;

function bankWord(id: string, language: WordSearchResult['language'] = 'english'): WordSearchResult {
  return {
    id,
    word: `word-${id}`,
    definition: 'd',
    usage: 'u',
    difficulty: 'easy',
    category: 'c',
    language,
    wordClass: 'noun',
    isOwn: false,
  };
}

const five = ['1', '2', '3', '4', '5'].map((id) => bankWord(id));

describe('selecting words for a session', () => {
  it('adds a word on the first click and removes it on the second, keeping the click order', () => {
    const one = toggleWord([], five[0]!);
    const two = toggleWord(one, five[1]!);
    expect(two.map((word) => word.id)).toEqual(['1', '2']);
    expect(toggleWord(two, five[0]!).map((word) => word.id)).toEqual(['2']);
  });

  it('holds at most 5 words, and says why a sixth cannot join', () => {
    const full = five.reduce<WordSearchResult[]>((selected, word) => toggleWord(selected, word), []);
    const sixth = bankWord('6');
    expect(toggleWord(full, sixth)).toEqual(full);
    expect(whyNotSelectable(full, sixth, english)).toBe(
      'A session holds 5 words: remove one to add another.',
    );
    // A chosen word can always be taken out, even from a full selection.
    expect(whyNotSelectable(full, five[2]!, english)).toBeNull();
  });

  it('keeps a session to one language', () => {
    const selected = toggleWord([], bankWord('1', 'filipino'));
    expect(selectionLanguage(selected)).toBe('filipino');
    expect(whyNotSelectable(selected, bankWord('2', 'english'), english)).toBe(
      'A session is played in one language: your words so far are filipino.',
    );
    // The Filipino card names the language in Filipino.
    expect(
      whyNotSelectable(selected, bankWord('2', 'english'), CATALOGUES.filipino.wordsmithSessions),
    ).toContain('nasa Filipino');
    expect(toggleWord(selected, bankWord('2', 'english'))).toEqual(selected);
    expect(selectionLanguage([])).toBeNull();
  });

  it('builds only with exactly 5, and counts as n/5', () => {
    expect(canBuildSession(five.slice(0, 4))).toBe(false);
    expect(canBuildSession(five)).toBe(true);
    expect(selectionCount(five.slice(0, 3))).toBe('3/5');
  });
});
