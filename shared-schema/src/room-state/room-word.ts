import { schema, t, type SchemaType } from '@colyseus/schema';
import type { Difficulty, Language, PlayWord, WordClass } from '../word';

/**
 * The word of the round in play, as every client sees it (docs/design.md decision 3): the PlayWord fields and no
 * truth (no isReal, explanation or follow-up data), so a client cannot read the answer off the room state.
 * room-word.test.ts holds it to exactly PlayWord's fields.
 */
export const RoomWord = schema(
  {
    id: t.string().default(''),
    word: t.string().default(''),
    definition: t.string().default(''),
    usage: t.string().default(''),
    wordClass: t.string<WordClass>().default('noun'),
    language: t.string<Language>().default('english'),
    difficulty: t.string<Difficulty>().default('easy'),
    category: t.string().default(''),
  },
  'RoomWord',
);
export type RoomWord = SchemaType<typeof RoomWord>;

/** The only way a word reaches the room state: the PlayWord fields copied one by one, never spread. */
export function toRoomWord(word: PlayWord): RoomWord {
  return new RoomWord({
    id: word.id,
    word: word.word,
    definition: word.definition,
    usage: word.usage,
    wordClass: word.wordClass,
    language: word.language,
    difficulty: word.difficulty,
    category: word.category,
  });
}
