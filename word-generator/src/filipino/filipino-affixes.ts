import type { WordClass } from '@bluffle/shared-schema';

/**
 * Where a Tagalog word can stand in a sentence. Two words of the same slot can swap places in a usage
 * sentence and the sentence stays grammatical (an actor-focus verb for an actor-focus verb, and so on).
 */
export type FilipinoSlot =
  'actor-verb' | 'object-verb' | 'completed-actor-verb' | 'completed-object-verb' | 'adjective' | 'noun';

export type FilipinoAffixId =
  | 'mag-'
  | '-um-'
  | 'mang-'
  | '-in'
  | 'verb -an'
  | 'i-'
  | 'ipa-'
  | 'nag-'
  | '-in-'
  | 'ma-'
  | 'nakaka-'
  | 'mapag-'
  | 'ka- -an'
  | 'pag- + reduplication'
  | 'noun -an'
  | 'taga-'
  | 'pa- -an'
  | 'pang-'
  | 'pa-'
  | 'ka-'
  | 'noun root'
  | 'adjective root';

export interface FilipinoAffix {
  id: FilipinoAffixId;
  wordClass: WordClass;
  slot: FilipinoSlot;
  /** How a player would call it: "verb prefix mag-". */
  name: string;
  /** A real word built the same way, with its meaning: "magluto, to cook". */
  example: string;
  /** The affixed form, or undefined when Tagalog would not put this affix on such a root. */
  apply(root: string): string | undefined;
}

const VOWELS = new Set(['a', 'e', 'i', 'o', 'u']);

function startsWithVowel(root: string): boolean {
  return VOWELS.has(root[0] ?? '');
}

/** mag-, nag-, mapag- and pag- before a vowel are written with a hyphen (mag-aral), which no word here has. */
function joinedWithoutHyphen(prefix: string, root: string): string | undefined {
  return startsWithVowel(root) ? undefined : `${prefix}${root}`;
}

function endsInVowel(root: string): boolean {
  return VOWELS.has(root.at(-1) ?? '');
}

/** The first consonant of a root, reading "ng" as the one letter it is in Tagalog. */
export function onsetOf(root: string): string {
  if (root.startsWith('ng')) return 'ng';
  const first = root[0] ?? '';
  return VOWELS.has(first) ? '' : first;
}

/**
 * A suffix on a root: an o in the last syllable rises to u once a syllable follows it (takot, takutin; takbo,
 * takbuhan), and -an/-in become -han/-hin after a vowel (basa, basahin). Real roots ending in a glottal stop
 * take no h (luto, lutuin), but a made-up root has no pronunciation to say so, and the h is the commoner choice.
 */
export function addSuffix(root: string, suffix: 'an' | 'in'): string {
  const lastVowelAt = root.search(/[aeiou][^aeiou]*$/);
  const raised =
    root[lastVowelAt] === 'o' ? `${root.slice(0, lastVowelAt)}u${root.slice(lastVowelAt + 1)}` : root;
  return endsInVowel(raised) ? `${raised}h${suffix}` : `${raised}${suffix}`;
}

/** -um- and -in- go after the root's first consonant: kain, kumain; sulat, sinulat. */
export function addInfix(root: string, infix: 'um' | 'in'): string {
  const onset = onsetOf(root);
  return `${onset}${infix}${root.slice(onset.length)}`;
}

/** The first consonant and vowel, repeated: luto, luluto (pagluluto, cooking). */
export function reduplicate(root: string): string {
  const onset = onsetOf(root);
  return `${root.slice(0, onset.length + 1)}${root}`;
}

/**
 * mang- and pang- take the place of the root's first consonant or assimilate to it (nasal substitution):
 * pili, mamili; sulat, panulat; kuha, manguha; but ligaw, manligaw and hiwa, panghiwa.
 */
function withNasal(prefix: 'ma' | 'pa', root: string, keepsVoiced: boolean): string | undefined {
  const onset = onsetOf(root);
  const rest = root.slice(onset.length);
  if (onset === 'p') return `${prefix}m${rest}`;
  if (onset === 'b') return keepsVoiced ? `${prefix}m${root}` : `${prefix}m${rest}`;
  if (onset === 't' || onset === 's') return `${prefix}n${rest}`;
  if (onset === 'k') return `${prefix}ng${rest}`;
  if (onset === 'd' || onset === 'l' || onset === 'r') return `${prefix}n${root}`;
  if (onset === 'g' || onset === 'h') return `${prefix}ng${root}`;
  return undefined;
}

/** Roots whose first consonant Tagalog rarely splits with -um- (m-, n-, w-, ng-). */
const TAKES_UM = new Set(['b', 'd', 'g', 'h', 'k', 'l', 'p', 's', 't', 'y']);

export const FILIPINO_AFFIXES: readonly FilipinoAffix[] = [
  {
    id: 'mag-',
    wordClass: 'verb',
    slot: 'actor-verb',
    name: 'verb prefix mag-',
    example: 'magluto, to cook',
    apply: (root) => joinedWithoutHyphen('mag', root),
  },
  {
    id: '-um-',
    wordClass: 'verb',
    slot: 'actor-verb',
    name: 'verb infix -um-',
    example: 'kumain, to eat, from kain',
    // Before a vowel -um- is a prefix (idlip, umidlip).
    apply: (root) => {
      if (startsWithVowel(root)) return `um${root}`;
      return TAKES_UM.has(onsetOf(root)) ? addInfix(root, 'um') : undefined;
    },
  },
  {
    id: 'mang-',
    wordClass: 'verb',
    slot: 'actor-verb',
    name: 'verb prefix mang-',
    example: 'mamili, to shop, from pili',
    apply: (root) => withNasal('ma', root, false),
  },
  {
    id: '-in',
    wordClass: 'verb',
    slot: 'object-verb',
    name: 'verb suffix -in',
    example: 'hanapin, to look for, from hanap',
    apply: (root) => addSuffix(root, 'in'),
  },
  {
    id: 'verb -an',
    wordClass: 'verb',
    slot: 'object-verb',
    name: 'verb suffix -an',
    example: 'hugasan, to wash, from hugas',
    apply: (root) => addSuffix(root, 'an'),
  },
  {
    id: 'i-',
    wordClass: 'verb',
    slot: 'object-verb',
    name: 'verb prefix i-',
    example: 'ibigay, to give, from bigay',
    apply: (root) => `i${root}`,
  },
  {
    id: 'ipa-',
    wordClass: 'verb',
    slot: 'object-verb',
    name: 'verb prefix ipa-',
    example: 'ipagawa, to have something made, from gawa',
    apply: (root) => `ipa${root}`,
  },
  {
    id: 'nag-',
    wordClass: 'verb',
    slot: 'completed-actor-verb',
    name: 'past-tense prefix nag-',
    example: 'nagluto, cooked',
    apply: (root) => joinedWithoutHyphen('nag', root),
  },
  {
    id: '-in-',
    wordClass: 'verb',
    slot: 'completed-object-verb',
    name: 'past-tense infix -in-',
    example: 'sinulat, wrote, from sulat',
    // Before l and y the infix comes first as ni- (luto, niluto), before a vowel as in- (alis, inalis);
    // nasal and w roots are left alone.
    apply: (root) => {
      if (startsWithVowel(root)) return `in${root}`;
      const onset = onsetOf(root);
      if (onset === 'l' || onset === 'y') return `ni${root}`;
      return ['b', 'd', 'g', 'h', 'k', 'p', 's', 't'].includes(onset) ? addInfix(root, 'in') : undefined;
    },
  },
  {
    id: 'ma-',
    wordClass: 'adjective',
    slot: 'adjective',
    name: 'adjective prefix ma-',
    example: 'maganda, beautiful, from ganda',
    apply: (root) => `ma${root}`,
  },
  {
    id: 'nakaka-',
    wordClass: 'adjective',
    slot: 'adjective',
    name: 'adjective prefix nakaka-',
    example: 'nakakatakot, frightening, from takot',
    apply: (root) => `nakaka${root}`,
  },
  {
    id: 'mapag-',
    wordClass: 'adjective',
    slot: 'adjective',
    name: 'adjective prefix mapag-',
    example: 'mapagmahal, loving, from mahal',
    apply: (root) => joinedWithoutHyphen('mapag', root),
  },
  {
    id: 'ka- -an',
    wordClass: 'noun',
    slot: 'noun',
    name: 'noun-making pair ka- -an',
    example: 'kagandahan, beauty, from ganda',
    apply: (root) => `ka${addSuffix(root, 'an')}`,
  },
  {
    id: 'pag- + reduplication',
    wordClass: 'noun',
    slot: 'noun',
    name: 'prefix pag- with a doubled first syllable',
    example: 'pagluluto, cooking, from luto',
    apply: (root) => joinedWithoutHyphen('pag', reduplicate(root)),
  },
  {
    id: 'noun -an',
    wordClass: 'noun',
    slot: 'noun',
    name: 'noun suffix -an',
    example: 'aklatan, a library, from aklat',
    apply: (root) => addSuffix(root, 'an'),
  },
  {
    id: 'taga-',
    wordClass: 'noun',
    slot: 'noun',
    name: 'prefix taga-',
    example: 'tagabantay, a guard, from bantay',
    apply: (root) => `taga${root}`,
  },
  {
    id: 'pa- -an',
    wordClass: 'noun',
    slot: 'noun',
    name: 'noun-making pair pa- -an',
    example: 'palaruan, a playground, from laro',
    apply: (root) => `pa${addSuffix(root, 'an')}`,
  },
  {
    id: 'pang-',
    wordClass: 'noun',
    slot: 'noun',
    name: 'prefix pang-',
    example: 'panulat, a pen, from sulat',
    apply: (root) => withNasal('pa', root, true),
  },
  {
    id: 'pa-',
    wordClass: 'noun',
    slot: 'noun',
    name: 'noun prefix pa-',
    example: 'pasalubong, a homecoming gift, from salubong',
    apply: (root) => `pa${root}`,
  },
  {
    id: 'ka-',
    wordClass: 'noun',
    slot: 'noun',
    name: 'noun prefix ka-',
    example: 'kasama, a companion, from sama',
    apply: (root) => `ka${root}`,
  },
  // Many Tagalog nouns and adjectives are bare roots (bahay, a house; tamad, lazy): an invented root can stand
  // for them without an affix.
  {
    id: 'noun root',
    wordClass: 'noun',
    slot: 'noun',
    name: 'noun root with no affix',
    example: 'bahay, a house',
    apply: (root) => root,
  },
  {
    id: 'adjective root',
    wordClass: 'adjective',
    slot: 'adjective',
    name: 'adjective root with no affix',
    example: 'tamad, lazy',
    apply: (root) => root,
  },
];

/** Whether the affix adds nothing: the word is its root. */
export function isBareRoot(id: FilipinoAffixId): boolean {
  return id === 'noun root' || id === 'adjective root';
}

export function affixById(id: FilipinoAffixId): FilipinoAffix {
  const affix = FILIPINO_AFFIXES.find((candidate) => candidate.id === id);
  if (!affix) throw new Error(`unknown Tagalog affix ${id}`);
  return affix;
}
