import type { Language } from '@bluffle/shared-schema';
import { FILIPINO_PROFANITIES } from './filipino/filipino-lexicon-check';

// Profanity in what a person wrote (the wordsmith's definitions, sentences, options).
// Invented words are screened by fragment (profanity.ts: no `hell` inside a fake); prose cannot be, since
// `shell`, `document` and `Scunthorpe` are fine, so here a few stems count anywhere in a word and the rest
// only as whole words.

const FILIPINO_BAD_WORDS = FILIPINO_PROFANITIES.map((entry) => entry.toLowerCase().replace(/'/g, ''));

/** Stems that are profanity in any word that holds them (`bullshit`, `motherfucker`). */
const PROFANE_STEMS = [
  'fuck',
  'shit',
  'nigger',
  'nigga',
  'whore',
  'bitch',
  'slut',
  'twat',
  'jizz',
  'wank',
  'dildo',
  'asshole',
  'faggot',
  'motherf',
];

/** Words that are profanity or slurs on their own but letters of innocent words too (`cock` in `peacock`, `Scunthorpe`). */
const PROFANE_WORDS = new Set([
  'cunt',
  'cunts',
  'cock',
  'cocks',
  'dick',
  'dicks',
  'piss',
  'pissed',
  'crap',
  'crappy',
  'damn',
  'damned',
  'bastard',
  'bastards',
  'retard',
  'retarded',
  'fag',
  'fags',
  'kike',
  'spic',
  'chink',
  'gook',
  'dyke',
  'porn',
  'porno',
  'tits',
  'titties',
  'boobs',
  'pussy',
  'arse',
  'arsehole',
  'jackass',
  'dumbass',
  'fatass',
  'bollocks',
  'bugger',
  'prick',
  'skank',
  'tosser',
  'wanker',
  'nazi',
]);

const WORDS = /\p{L}+(?:['’]\p{L}+)?/gu;

/**
 * The profane words in `text`, each once, as written in lowercase; empty when it is clean. Filipino's list
 * (npm filipino-badwords-list) applies to Filipino text only, as whole words and phrases: `poke` and `boto` are
 * English and Tagalog words too.
 */
export function findProfanity(text: string, language: Language): string[] {
  const lower = text.toLowerCase().replace(/’/g, "'");
  const found = new Set<string>();
  for (const match of lower.matchAll(WORDS)) {
    const token = match[0].replace(/'/g, '');
    if (PROFANE_WORDS.has(token) || PROFANE_STEMS.some((stem) => token.includes(stem))) found.add(match[0]);
  }
  if (language === 'filipino') {
    const spaced = ` ${lower.replace(/'/g, '').replace(/[^\p{L}]+/gu, ' ')} `;
    for (const entry of FILIPINO_BAD_WORDS) if (spaced.includes(` ${entry} `)) found.add(entry);
  }
  return [...found];
}
