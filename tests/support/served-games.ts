import {
  GUEST_ID_HEADER,
  ROUNDS_PER_GAME,
  WORDS_PER_SESSION,
  type CreateSessionResponse,
  type PlayLanguage,
  type WordsForPlayResponse,
} from '@bluffle/shared-schema';
import type { NewWord } from '../../game-server/src/store/port';
import { rest } from './rest-client';

// Word banks of any size with a known truth, and solo games started on them as the web app starts one
// (create, then the words), for tests of how the server draws a game's words (issue 7).

/** `reals` real and `fakes` fake words of a language, named so a test can tell them apart. */
export function bankOf(language: PlayLanguage, reals: number, fakes: number): NewWord[] {
  const word = (isReal: boolean, index: number): NewWord => ({
    word: `${language}-${isReal ? 'real' : 'fake'}-${index}`,
    definition: 'A word made for this test.',
    usage: 'It is used in a test.',
    isReal,
    difficulty: 'medium',
    category: 'general',
    language,
    wordClass: 'noun',
    explanation: 'Made for this test.',
  });
  return [
    ...Array.from({ length: reals }, (_, index) => word(true, index)),
    ...Array.from({ length: fakes }, (_, index) => word(false, index)),
  ];
}

/** Looks up whether a served word is real, by its language and text. */
export type Truths = ReadonlyMap<string, boolean>;

export function truthsOf(words: readonly NewWord[]): Truths {
  return new Map(words.map((word) => [`${word.language}:${word.word}`, word.isReal]));
}

export function isRealIn(truths: Truths, word: { word: string; language: string }): boolean {
  const truth = truths.get(`${word.language}:${word.word}`);
  if (truth === undefined) throw new Error(`${word.word} (${word.language}) is not a word of this bank`);
  return truth;
}

/** The x-guest-id header of a guest's browser (16 to 64 letters, digits, '-' or '_'). */
export function guestHeaders(name: string): Record<string, string> {
  return { [GUEST_ID_HEADER]: `${name}-browser-guest-id` };
}

export interface ServedGame {
  sessionCode: string;
  playerToken: string;
  wordIds: string[];
  /** Whether each served word is real, in the order served. */
  truths: boolean[];
  /** Fake words among the rounds played (the first ROUNDS_PER_GAME served). */
  fakesPlayed: number;
}

/**
 * Creates a solo session and fetches its words (the web app asks for WORDS_PER_SESSION), with the
 * player's headers (a signed-in cookie or a guest id); fails loudly on any non-2xx or short game.
 */
export async function serveGame(
  baseUrl: string,
  truths: Truths,
  options: { language: PlayLanguage; headers?: Record<string, string>; count?: number },
): Promise<ServedGame> {
  const created = await rest<CreateSessionResponse>(baseUrl, '/api/sessions/create', {
    body: { playerName: 'Ada', language: options.language },
    headers: options.headers,
  });
  if (created.status !== 201) {
    throw new Error(`create session failed: ${created.status} ${JSON.stringify(created.body)}`);
  }
  const { sessionCode, playerToken } = created.body;
  const count = options.count ?? WORDS_PER_SESSION;
  const served = await rest<WordsForPlayResponse>(
    baseUrl,
    `/api/words/session/${sessionCode}?count=${count}&language=${options.language}`,
    { token: playerToken },
  );
  if (served.status !== 200) {
    throw new Error(`words for session failed: ${served.status} ${JSON.stringify(served.body)}`);
  }
  const words = served.body.words;
  if (words.length < ROUNDS_PER_GAME || words.some((word) => word.language !== options.language)) {
    throw new Error(`not a full ${options.language} game: ${JSON.stringify(words.map((word) => word.word))}`);
  }
  const isReal = words.map((word) => isRealIn(truths, word));
  const fakesPlayed = isReal.slice(0, ROUNDS_PER_GAME).filter((truth) => !truth).length;
  return { sessionCode, playerToken, wordIds: words.map((word) => word.id), truths: isReal, fakesPlayed };
}

/** `count` games one after another (a player's history grows with each). */
export async function serveGames(
  count: number,
  serve: (index: number) => Promise<ServedGame>,
): Promise<ServedGame[]> {
  const games: ServedGame[] = [];
  for (let index = 0; index < count; index += 1) games.push(await serve(index));
  return games;
}
