// Its own file: lending-fit.ts and sense-sentences.ts both need it, and sense-sentences.ts imports lending-fit.ts.

/** How the meaning that lends a sentence stands to the word's. */
export type Nearness =
  | 'same-meaning'
  | 'own-word'
  | 'narrower'
  | 'near-synonym'
  | 'broader'
  | 'sibling'
  | 'other-sense'
  | 'distant-sibling'
  /** Not lent: written for a meaning written for the game (written-meaning.ts). */
  | 'written';
