import type { Word } from '@bluffle/shared-schema';

/** One entry of game-server/seed/word-bank.json: a stored Word without id/createdAt, marked as seed data. */
export type SeedWord = Omit<Word, 'id' | 'createdAt'> & { source: 'seed'; provenance?: string };

export interface WordBankFile {
  version: 1;
  generatedBy: string;
  credits: string[];
  words: SeedWord[];
}

/** The store's unique key (docs/design.md decision 2): word lowercased, language, word class. */
export function wordKey(word: Pick<SeedWord, 'word' | 'language' | 'wordClass'>): string {
  return `${word.word.toLowerCase()}|${word.language}|${word.wordClass}`;
}
