import { schema, t, type SchemaType } from '@colyseus/schema';

/**
 * The truth about the round's word (docs/product.md §4 Multiplayer: round results show the truth and the definition).
 * Set only when the round is over, and cleared when the next one opens (docs/design.md decision 3).
 */
export const RoomReveal = schema(
  {
    wordId: t.string().default(''),
    word: t.string().default(''),
    isReal: t.boolean().default(false),
    /** The word's real meaning: a real word's own definition, or for a fake the meaning it borrowed. */
    definition: t.string().default(''),
    /** How a fake was made; empty for a real word. */
    explanation: t.string().default(''),
    /** The watchers who called this round (: the crowd's split, told with the truth). */
    audienceCalls: t.uint16().default(0),
    /** Of those, the ones who said REAL. */
    audienceSaidReal: t.uint16().default(0),
  },
  'RoomReveal',
);
export type RoomReveal = SchemaType<typeof RoomReveal>;
