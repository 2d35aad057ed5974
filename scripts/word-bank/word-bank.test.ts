import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { DIFFICULTIES, LANGUAGES, WORD_CLASSES, WORD_FIELDS } from '@bluffle/shared-schema';
import { CHALLENGE_WORDS, DAILY_WORDS } from '../../web/src/offline/fallback-words';
import { loadLexicon } from './lexicon';
import type { SeedWord, WordBankFile } from './seed-word';
import { wordKey } from './seed-word';
import { findWordForm, wordCount } from './usage-sentence';

const BANK_PATH = path.resolve(__dirname, '../../game-server/seed/word-bank.json');
const bank = JSON.parse(readFileSync(BANK_PATH, 'utf8')) as WordBankFile;
const FIELDS = new Set<string>([...WORD_FIELDS, 'source']);

function pick(language: string, isReal: boolean): SeedWord[] {
  return bank.words.filter((word) => word.language === language && word.isReal === isReal);
}

describe('game-server/seed/word-bank.json', () => {
  it('serves none of the offline words, whose truth ships in the public JS bundle', () => {
    const served = new Set(bank.words.map((word) => word.word.toLowerCase()));
    const leaked = [...DAILY_WORDS, ...CHALLENGE_WORDS].filter((word) => served.has(word.word.toLowerCase()));
    expect(leaked.map((word) => word.word)).toEqual([]);
  });

  // Loading every word list takes a few seconds; once for the whole file.
  const lexicon = loadLexicon();

  it('has the header and stays under 2 MB', () => {
    expect(bank.version).toBe(1);
    expect(bank.generatedBy).toBe('scripts/word-bank/build-word-bank.ts');
    expect(bank.credits.some((credit) => credit.includes('WordNet'))).toBe(true);
    expect(statSync(BANK_PATH).size).toBeLessThan(2 * 1024 * 1024);
  });

  it('holds at least 500 real and 500 fake English words and 40 + 20 Filipino ones, at every difficulty', () => {
    expect(pick('english', true).length).toBeGreaterThanOrEqual(500);
    expect(pick('english', false).length).toBeGreaterThanOrEqual(500);
    expect(pick('filipino', true).length).toBeGreaterThanOrEqual(40);
    expect(pick('filipino', false).length).toBeGreaterThanOrEqual(20);
    for (const difficulty of DIFFICULTIES) {
      expect(
        pick('english', true).filter((word) => word.difficulty === difficulty).length,
      ).toBeGreaterThanOrEqual(100);
      expect(
        pick('english', false).filter((word) => word.difficulty === difficulty).length,
      ).toBeGreaterThanOrEqual(100);
    }
  });

  it('gives every entry exactly the Word fields, each valid', () => {
    for (const word of bank.words) {
      for (const field of Object.keys(word)) expect(FIELDS.has(field)).toBe(true);
      expect(word.source).toBe('seed');
      expect(word.word).toBe(word.word.toLowerCase());
      expect(word.word).toMatch(/^[a-zñ-]+$/);
      expect(LANGUAGES).toContain(word.language);
      expect(DIFFICULTIES).toContain(word.difficulty);
      expect(WORD_CLASSES).toContain(word.wordClass);
      expect(typeof word.isReal).toBe('boolean');
      for (const text of [word.definition, word.usage, word.category, word.explanation])
        expect(text.trim().length).toBeGreaterThan(0);
      expect(wordCount(word.usage)).toBeGreaterThanOrEqual(4);
    }
  });

  it('has no two entries with the same store key (word, language, word class)', () => {
    const keys = bank.words.map(wordKey);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('uses each real word (or its inflection) in its own usage and keeps its gloss clean', () => {
    for (const word of pick('english', true)) {
      expect(findWordForm(word.usage, word.word)).toBeDefined();
      expect(word.definition.length).toBeGreaterThanOrEqual(15);
      expect(word.definition.length).toBeLessThanOrEqual(110);
      expect(word.definition.toLowerCase()).not.toContain(word.word);
    }
    for (const word of pick('filipino', true)) expect(word.usage.toLowerCase()).toContain(word.word);
  });

  it('uses each fake word in its usage and explains how it was made', () => {
    for (const word of pick('english', false)) expect(findWordForm(word.usage, word.word)).toBeDefined();
    for (const word of pick('filipino', false)) expect(word.usage.toLowerCase()).toContain(word.word);
    for (const word of bank.words.filter((entry) => !entry.isReal))
      expect(word.explanation).toMatch(/^Invented\./);
    for (const word of pick('english', false)) expect(word.explanation).toContain(`"${word.wordsReal}"`);
  });

  it('keeps every English fake, and every invented follow-up option, out of every word list', () => {
    for (const word of pick('english', false)) {
      for (const invented of [word.word, word.wordsFake1, word.wordsFake2, word.wordsFake3]) {
        expect(lexicon.knownWords.has(invented as string)).toBe(false);
      }
      expect(lexicon.knownWords.has(word.wordsReal as string)).toBe(true);
    }
  });

  it('gives real words the correct definition and three distinct wrong ones', () => {
    for (const word of bank.words.filter((entry) => entry.isReal)) {
      expect(word.definitionCorrect).toBe(word.definition);
      const wrong = [word.definitionFake1, word.definitionFake2, word.definitionFake3];
      for (const option of wrong) expect(option?.trim()).toBeTruthy();
      expect(new Set(wrong).size).toBe(3);
      expect(wrong).not.toContain(word.definition);
      expect(word.wordsReal).toBeUndefined();
    }
  });

  it('gives fake words one real word and three distinct other invented words', () => {
    const filipinoReal = new Set(pick('filipino', true).map((word) => word.word));
    for (const word of bank.words.filter((entry) => !entry.isReal)) {
      const options = [word.wordsReal, word.wordsFake1, word.wordsFake2, word.wordsFake3];
      for (const option of options) expect(option?.trim()).toBeTruthy();
      expect(new Set([word.word, ...options]).size).toBe(5);
      if (word.language === 'filipino') expect(filipinoReal.has(word.wordsReal as string)).toBe(true);
      expect(word.definitionCorrect).toBeUndefined();
    }
  });
});
