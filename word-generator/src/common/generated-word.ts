import type { Word } from '@bluffle/shared-schema';

/**
 * A word as the generator makes it: every field of a stored word, plus how it was made in the build's own
 * terms (sources, scores), which belongs on the admin's word card and never in front of a player.
 */
export type GeneratedWord = Omit<Word, 'id' | 'createdAt'> & { provenance: string };
