// How long a definition reads, in bands of words: the fakes' definitions are held to the real words' shares of
// each band, or length alone tells them apart (meanings written for the game ran longer than WordNet's glosses:
// a definition-length learner scored 0.39 once they were most of the fakes).

const BAND_UPPER_BOUNDS = [3, 5, 7, 9, 12] as const;

/** The band of `definition`'s word count: "1-3", "4-5", "6-7", "8-9", "10-12" or "13+". */
export function definitionLengthBand(definition: string): string {
  const words = definition.split(/\s+/).filter(Boolean).length;
  let lower = 1;
  for (const upper of BAND_UPPER_BOUNDS) {
    if (words <= upper) return `${lower}-${upper}`;
    lower = upper + 1;
  }
  return `${lower}+`;
}
