import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { WORD_FIELDS } from '@bluffle/shared-schema';
import type { SeedWord, WordBankFile } from '@bluffle/word-generator';
import { wordKey } from '@bluffle/word-generator';

/** Field order of every entry, so diffs of the generated file stay readable. */
const FIELD_ORDER = [...WORD_FIELDS, 'source', 'provenance'] as const satisfies readonly (keyof SeedWord)[];

function ordered(word: SeedWord): SeedWord {
  const result: Record<string, unknown> = {};
  for (const field of FIELD_ORDER) {
    if (word[field] !== undefined) result[field] = word[field];
  }
  return result as SeedWord;
}

/** Throws on a repeated store key (docs/design.md decision 2), which the server's seeding would reject anyway. */
export function assertUniqueKeys(words: readonly SeedWord[]): void {
  const seen = new Set<string>();
  for (const word of words) {
    const key = wordKey(word);
    if (seen.has(key)) throw new Error(`duplicate word-bank key ${key}`);
    seen.add(key);
  }
}

export function writeWordBank(filePath: string, credits: string[], words: readonly SeedWord[]): number {
  assertUniqueKeys(words);
  const file: WordBankFile = {
    version: 1,
    generatedBy: 'scripts/word-bank/build-word-bank.ts',
    credits,
    words: words.map(ordered),
  };
  // One entry per line: small enough (well under 2 MB) and still diffable.
  const body = file.words.map((word) => `    ${JSON.stringify(word)}`).join(',\n');
  const text =
    `{\n  "version": 1,\n  "generatedBy": ${JSON.stringify(file.generatedBy)},\n` +
    `  "credits": ${JSON.stringify(file.credits, null, 4).replace(/\n/g, '\n  ')},\n` +
    `  "words": [\n${body}\n  ]\n}\n`;
  // A fresh checkout has no seed folder: the bank is build output, not committed.
  mkdirSync(path.dirname(filePath), { recursive: true });
  writeFileSync(filePath, text);
  return Buffer.byteLength(text);
}
