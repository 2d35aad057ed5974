/** A sentence written for a rare real word's sense (english/data/english-real-usages-*.ts). */
export interface WrittenUsage {
  /** The word as WordNet spells it. */
  word: string;
  /** The WordNet synset of the sense the sentence is written for (`noun:09773382`). */
  synset: string;
  /** `{w}` the word (nouns uninflected, verbs in the base form), `{a}` "a" or "an" before it (`{A}` opening the sentence). */
  usage: string;
}
