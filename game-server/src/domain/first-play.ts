// The first time an identity played a set of words (docs/design.md decision 11): the one attempt that counts. The
// store port speaks in this type; it does not define it.

/** An attempt at being an identity's first play of a set of words. */
export interface FirstPlayClaim {
  identityKey: string;
  wordSetKey: string;
  sessionCode: string;
  at: string;
}
