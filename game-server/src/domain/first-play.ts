// The first time an identity played a set of words (DESIGN decision 11): the one attempt that counts. The
// store port speaks in this type; it does not define it (issue 22).

/** An attempt at being an identity's first play of a set of words. */
export interface FirstPlayClaim {
  identityKey: string;
  wordSetKey: string;
  sessionCode: string;
  at: string;
}
