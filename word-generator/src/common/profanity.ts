/**
 * Letter sequences no invented word may contain and no real entry may be about. Deliberately broad: a fake
 * word that merely contains one of these is cheap to lose, an offensive one on screen is not.
 */
const BLOCKED_FRAGMENTS = [
  'fuck',
  'shit',
  'cunt',
  'dick',
  'cock',
  'piss',
  'fag',
  'nigg',
  'nigr',
  'negr',
  'slut',
  'whore',
  'twat',
  'bitch',
  'rape',
  'porn',
  'anal',
  'anus',
  'penis',
  'vagin',
  'sex',
  'cum',
  'tits',
  'boob',
  'butt',
  'arse',
  'jizz',
  'wank',
  'crap',
  'damn',
  'hell',
  'nazi',
  'kike',
  'spic',
  'chink',
  'gook',
  'dyke',
  'homo',
  'dildo',
  'pussy',
  'semen',
  'sperm',
  'orgas',
  'nude',
  'naked',
  'bastard',
  'retard',
  'puta',
  'tang ina',
  'gago',
  'pokpok',
  'kupal',
  'ulol',
  'tarantado',
  'bobo',
  'fatass',
  'jackass',
  'dumbass',
  'asshole',
  'badass',
] as const;

/** Gloss words that mark a sense we do not want to teach (WordNet writes these into the definition). */
const OFFENSIVE_GLOSS_MARKERS =
  /\b(slang|offensive|obscene|vulgar|derogatory|disparaging|slur|sexual|sex|genital|genitals|excrement|feces|urine|urinate|prostitute|racist|contemptuous|kill|killing|murder|suicide|drunk|drug|drugs|penis|vagina|anus|buttocks|breast|breasts|copulate|intercourse|masturbat\w*|erotic|rape|semen|uterus|menstrua\w*|orgasm\w*|pregnan\w*|bowel\w*)\b/i;

export function containsBlockedFragment(word: string): boolean {
  const lower = word.toLowerCase();
  return BLOCKED_FRAGMENTS.some((fragment) => lower.includes(fragment));
}

export function hasOffensiveGloss(text: string): boolean {
  return OFFENSIVE_GLOSS_MARKERS.test(text);
}
