import { toPlayWord, type WordsForPlayResponse } from '@bluffle/shared-schema';
import type { StoredWord } from '../domain/word';
import type { SerializedJson } from './serialized-json';

// Keyed by the cached word itself: the word cache hands out the same frozen object for as long as it keeps a
// word, so its PlayWord JSON is written once and dropped with it (store/cached-word-repository.ts).
const playWordJsonByWord = new WeakMap<StoredWord, string>();

/** The JSON of a word as players see it (toPlayWord: never its truth), written once per cached word. */
export function playWordJson(word: StoredWord): string {
  const known = playWordJsonByWord.get(word);
  if (known !== undefined) return known;
  const json = JSON.stringify(toPlayWord(word));
  // Only a frozen word cannot change under its kept JSON.
  if (Object.isFrozen(word)) playWordJsonByWord.set(word, json);
  return json;
}

/** `{"words":[...]}` from each word's kept JSON: the same text `response.json` would write, without the work. */
export function wordsForPlayJson(words: readonly StoredWord[]): SerializedJson<WordsForPlayResponse> {
  return { json: `{"words":[${words.map(playWordJson).join(',')}]}` };
}
