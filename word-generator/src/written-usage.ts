// A sentence written for a rare real word that has no example of its own, as the sentences written for fakes'
// meanings are (written-meaning.ts): so the real words whose meanings no other word names can be asked too,
// and a sentence written for its meaning is found beside real words as often as beside fakes.

export interface WrittenUsage {
  /** The word as WordNet spells it. */
  word: string;
  /** The WordNet synset of the sense the sentence is written for (`noun:09773382`). */
  synset: string;
  /** `{w}` the word (nouns uninflected, verbs in the base form), `{a}` "a" or "an" before it (`{A}` opening the sentence). */
  usage: string;
}
