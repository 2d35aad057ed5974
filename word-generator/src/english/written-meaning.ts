// A meaning written for an English fake: a concept no English word names, in the words a dictionary would use,
// filed under a kind of meaning (its sentences, category-sentence-table.ts, serve a share of the fakes and as
// many real words) and carrying a sentence written for it. A fake that shows a real word's gloss is caught by
// anyone who knows the word; a written meaning leaves a reader only their vocabulary to go by.

export interface WrittenMeaning {
  /**
   * The WordNet synset of its kind: what sort of thing or act it is (for an adjective, a similar adjective). A
   * `SENTENCE_KINDS` entry unless it has a `usage` of its own.
   */
  kind: string;
  /** As WordNet writes a gloss: lower case, no final full stop, the genus first. */
  definition: string;
  /**
   * A sentence written for this meaning, side-blind with the real words' (word-generator/tools/side-blind-sentences.ts)
   * and to the rules of written-sentence-rules.ts: `{w}` the word (nouns uninflected, verbs in the base form),
   * `{a}` "a" or "an" before it (`{A}` opening the sentence).
   */
  usage?: string;
  /** Verbs only: whether it takes an object ("Somebody ----s something"), which picks the kind's sentences. */
  takesObject?: boolean;
  /**
   * The WordNet synset of the real meaning it was written beside, when it was: the same genus, field and register
   * with what makes it specific changed ("a gauge for recording how much dew settles overnight" beside the
   * anemometer's gloss). Such meanings share the real words' subjects, where meanings written freely drifted to
   * village, farm and boat and told the fakes by their topic alone.
   */
  siblingOf?: string;
}
