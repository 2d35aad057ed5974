import { z } from 'zod';
import { MAX_WORDS_PER_REQUEST, WORDS_PER_SESSION } from '../constants';
import { playLanguageSchema, type PlayWord } from '../word';
import { queryInt } from './common';

/** `GET /api/words/session/{code}?count=10&language=` and `GET /api/words/random?count=&language=`. */
export const wordsForPlayQuerySchema = z.strictObject({
  count: queryInt({ min: 1, max: MAX_WORDS_PER_REQUEST, fallback: WORDS_PER_SESSION, name: 'count' }),
  // `?language=` with nothing after it means the default, as a blank count does.
  language: z.preprocess((value) => (value === '' ? undefined : value), playLanguageSchema.optional()),
});
export type WordsForPlayQuery = z.infer<typeof wordsForPlayQuerySchema>;

export interface WordsForPlayResponse {
  words: PlayWord[];
}
