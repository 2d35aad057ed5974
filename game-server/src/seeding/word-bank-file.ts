import { readFile } from 'node:fs/promises';
import { DIFFICULTIES, LANGUAGES, WORD_CLASSES } from '@bluffle/shared-schema';
import { z } from 'zod';
import type { NewWord } from '../domain/word';
import { followupFieldsOf } from '../store/word-records';

const optionalText = z.string().optional();

/** The shape scripts/word-bank writes: `{ words: NewWord[] }`. Checked, because a file can be hand-edited. */
const wordBankSchema = z.object({
  words: z.array(
    z.object({
      word: z.string().min(1),
      definition: z.string(),
      usage: z.string(),
      isReal: z.boolean(),
      difficulty: z.enum(DIFFICULTIES),
      category: z.string(),
      language: z.enum(LANGUAGES),
      wordClass: z.enum(WORD_CLASSES),
      explanation: z.string(),
      ...followupFieldsOf(optionalText),
      // How the generator made it, for the admin's word card.
      provenance: optionalText,
    }),
  ),
});

export async function readWordBankFile(filePath: string): Promise<NewWord[]> {
  const text = await readFile(filePath, 'utf8');
  const result = wordBankSchema.safeParse(JSON.parse(text));
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new Error(
      `Word bank ${filePath} is not valid at ${issue?.path.join('.') ?? '?'}: ${issue?.message ?? ''}`,
    );
  }
  return result.data.words.map((word) => ({ ...word, source: 'seed' as const }));
}
