import type { RandomSource } from '@bluffle/shared-schema';

/**
 * Invented Tagalog roots. Native roots are mostly two syllables, CV.CVC (lakad, bahay) or CVC.CVC (tuktok,
 * sabsab), with a, i, u in the first syllable and a, i, o in the last (note word-data §5 "Tagalog": inventing
 * roots and adding real affixes reads far more Tagalog than inventing whole forms). The weights are rough
 * impressions of Tagalog spelling, not counts from any list.
 */
type Weighted = readonly (readonly [string, number])[];

const ONSETS: Weighted = [
  ['b', 3],
  ['k', 4],
  ['d', 2],
  ['g', 2],
  ['h', 2],
  ['l', 3],
  ['m', 2],
  ['n', 1],
  ['p', 3],
  ['s', 4],
  ['t', 4],
  ['w', 1],
  ['y', 0.5],
];
/** Between vowels r is common (marami, parol); at the start of a native root it is rare. */
const SECOND_ONSETS: Weighted = [...ONSETS, ['r', 1]];
const FIRST_VOWELS: Weighted = [
  ['a', 5],
  ['i', 3],
  ['u', 3],
];
const LAST_VOWELS: Weighted = [
  ['a', 4],
  ['i', 3],
  ['o', 3],
  ['u', 0.2],
];
/** An open last syllable ends in a, i or o, hardly ever in u (takbo, sulsi, bunga). */
const OPEN_LAST_VOWELS: Weighted = [
  ['a', 4],
  ['i', 2],
  ['o', 2],
];
/** Roots that would read as already affixed: ma-, na-, pag-, pan-, tag- at the front, -an, -in at the end. */
const LOOKS_AFFIXED = /^(ma|na|pag|pan|pam|tag|kag)|(an|in)$/;
const FINAL_CODAS: Weighted = [
  ['n', 3],
  ['ng', 3],
  ['t', 3],
  ['k', 3],
  ['s', 3],
  ['l', 2],
  ['p', 2],
  ['g', 2],
  ['d', 1],
  ['b', 1],
  ['m', 1],
  ['y', 1],
  ['w', 1],
];
const MEDIAL_CODAS: Weighted = [
  ['k', 3],
  ['g', 3],
  ['l', 3],
  ['s', 3],
  ['n', 3],
  ['t', 1],
  ['b', 1],
  ['p', 1],
];
/** Which consonant may follow a syllable-closing one inside a root: tuktok, bigkis, salta, sipsip, sabsab. */
const MEDIAL_CLUSTERS: Readonly<Record<string, readonly string[]>> = {
  k: ['b', 'p', 't', 's', 'l'],
  g: ['b', 'd', 'k', 'p', 't', 's', 'l'],
  l: ['b', 'd', 'g', 'k', 'p', 's', 't', 'm', 'n'],
  s: ['k', 'p', 't'],
  n: ['t', 'd', 's', 'l'],
  m: ['p', 'b'],
  ng: ['k', 'g'],
  t: ['k'],
  b: ['s'],
  p: ['s'],
};

function pick(options: Weighted, random: RandomSource): string {
  const total = options.reduce((sum, [, weight]) => sum + weight, 0);
  let draw = random() * total;
  for (const [value, weight] of options) {
    draw -= weight;
    if (draw < 0) return value;
  }
  return options[options.length - 1]?.[0] ?? '';
}

/** A nasal before a consonant takes that consonant's place of articulation: sambit, tanda, sanga. */
function assimilateNasal(coda: string, nextOnset: string): string {
  if (coda !== 'n') return coda;
  if (nextOnset === 'p' || nextOnset === 'b') return 'm';
  if (nextOnset === 'k' || nextOnset === 'g') return 'ng';
  return 'n';
}

function isTagalogCluster(coda: string, onset: string): boolean {
  return MEDIAL_CLUSTERS[coda]?.includes(onset) ?? false;
}

/** The last consonant must fit the vowel before it: -ay, -oy, -uy and -aw, -iw, but never -iy or -uw. */
function fitsFinalCoda(vowel: string, coda: string): boolean {
  if (coda === 'y') return vowel === 'a' || vowel === 'o' || vowel === 'u';
  if (coda === 'w') return vowel === 'a' || vowel === 'i';
  return true;
}

export type RootShape = 'CV.CVC' | 'CVC.CVC' | 'CVC.CV';

const SHAPES: Weighted = [
  ['CV.CVC', 6],
  ['CVC.CVC', 3],
  ['CVC.CV', 1],
];

/** One invented two-syllable root, or undefined when the draw made something Tagalog avoids (draw again). */
export function inventRoot(random: RandomSource): string | undefined {
  const shape = pick(SHAPES, random) as RootShape;
  const firstOnset = pick(ONSETS, random);
  const firstVowel = pick(FIRST_VOWELS, random);
  const secondOnset = pick(SECOND_ONSETS, random);
  const lastVowel = pick(shape === 'CVC.CV' ? OPEN_LAST_VOWELS : LAST_VOWELS, random);
  const medial = shape === 'CV.CVC' ? '' : assimilateNasal(pick(MEDIAL_CODAS, random), secondOnset);
  const final = shape === 'CVC.CV' ? '' : pick(FINAL_CODAS, random);
  if (medial && !isTagalogCluster(medial, secondOnset)) return undefined;
  if (!fitsFinalCoda(lastVowel, final)) return undefined;
  // "wu", "yi" and a syllable repeated whole (tiktik) read as baby talk or as real reduplicated words.
  if ((secondOnset === 'w' && lastVowel === 'u') || (secondOnset === 'y' && lastVowel === 'i'))
    return undefined;
  if ((firstOnset === 'w' && firstVowel === 'u') || (firstOnset === 'y' && firstVowel === 'i'))
    return undefined;
  if (firstOnset === secondOnset && firstVowel === lastVowel) return undefined;
  const root = `${firstOnset}${firstVowel}${medial}${secondOnset}${lastVowel}${final}`;
  return LOOKS_AFFIXED.test(root) ? undefined : root;
}
