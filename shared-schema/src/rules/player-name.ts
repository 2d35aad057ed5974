import { PLAYER_NAME_MAX_LENGTH } from '../constants';
import { pickOne, type RandomSource } from './random';

/** The 32 funny names a new player starts with (docs/product.md §5 Player name). */
export const FUNNY_NAMES: readonly string[] = [
  'Captain Vocabulary',
  'Sir Bluffs-a-Lot',
  'The Word Wizard',
  'Lexi Con Artist',
  'Dictionary Dan',
  'Thesaurus Rex',
  'Syllable Sam',
  'Professor Fibber',
  'Noun Ranger',
  'Verb Nerd',
  'Adjective Annie',
  'Count Wordula',
  'Spelling Bee Queen',
  'Grammar Goblin',
  'Pun Intended',
  'Fake-Word Finder',
  'Bluff Buster',
  'Lord of the Rhymes',
  'Wordy McWordface',
  'The Etymologist',
  'Sneaky Synonym',
  'Agent Alphabet',
  'Quill Seeker',
  'Baron Von Babble',
  'Mystery Linguist',
  'Doctor Definition',
  'Obscure Oracle',
  'Jargon Juggler',
  'Lady Lexicon',
  'Vowel Movement',
  'Captain Consonant',
  'Hoax Detector',
];

/** A random funny name for a player who has none yet. */
export function randomFunnyName(random: RandomSource = Math.random): string {
  return pickOne(FUNNY_NAMES, random);
}

/** A name ready to save: trimmed, inner whitespace collapsed, at most PLAYER_NAME_MAX_LENGTH characters. */
export function cleanPlayerName(raw: string): string {
  let name = raw.trim().replace(/\s+/g, ' ').slice(0, PLAYER_NAME_MAX_LENGTH);
  // Never leave half of a surrogate pair (an emoji) behind when the cut lands inside one.
  if (/[\uD800-\uDBFF]$/.test(name)) {
    name = name.slice(0, -1);
  }
  return name.trimEnd();
}

/** Start is enabled only with a name that is not blank after trimming (docs/product.md §5 Player name). */
export function canStartWithName(raw: string): boolean {
  return raw.trim().length > 0;
}

/** The name shown on the menu: session storage, then local storage, then a random funny name (docs/product.md §5). */
export function initialPlayerName(
  sources: { sessionName?: string | null; storedName?: string | null },
  random: RandomSource = Math.random,
): string {
  return firstUsableName(sources.sessionName, sources.storedName) ?? randomFunnyName(random);
}

export type PlayerNameContext = {
  mode: 'solo' | 'custom';
  username?: string | null;
  storedName?: string | null;
};

/**
 * Default names (docs/product.md §5 Player name, §5 Session creation): solo as the username or Player;
 * creating a custom session as the username, the stored name, or Anonymous Player.
 */
export function defaultPlayerName(context: PlayerNameContext): string {
  switch (context.mode) {
    case 'solo':
      return firstUsableName(context.username) ?? 'Player';
    case 'custom':
      return firstUsableName(context.username, context.storedName) ?? 'Anonymous Player';
  }
}

/**
 * The name a challenge landing starts from (docs/product.md §4 Challenge): the signed-in account's, else the one
 * saved on this browser, else none, so a newcomer picks one: a board of 'Challenger's tells friends nothing.
 */
export function challengeLandingName(sources: {
  username?: string | null;
  storedName?: string | null;
}): string {
  return firstUsableName(sources.username, sources.storedName) ?? '';
}

function firstUsableName(...candidates: Array<string | null | undefined>): string | undefined {
  for (const candidate of candidates) {
    if (candidate && canStartWithName(candidate)) {
      return cleanPlayerName(candidate);
    }
  }
  return undefined;
}
