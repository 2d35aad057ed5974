// A meaning written for an English fake: a concept no English word names, in the words a dictionary would use,
// filed under a kind of meaning that has sentences of its own (category-sentence-table.ts), so the fake's
// usage is one of those sentences and fits it. A fake that shows a real word's gloss is caught by anyone who
// knows the word; a written meaning leaves a reader only their vocabulary to go by.

export interface WrittenMeaning {
  /** The WordNet synset of its kind (a `SENTENCE_KINDS` entry): what sort of thing or act it is. */
  kind: string;
  /** As WordNet writes a gloss: lower case, no final full stop, the genus first. */
  definition: string;
  /** Verbs only: whether it takes an object ("Somebody ----s something"), which picks the kind's sentences. */
  takesObject?: boolean;
}
