import {
  GUEST_ID_HEADER,
  WORDS_PER_SESSION,
  type CreateSessionResponse,
  type PlayLanguage,
  type PlayWord,
  type SessionWordsResponse,
} from '@bluffle/shared-schema';
import type { NewWord } from '../../game-server/src/domain/word';
import { rest } from './rest-client';
import { openNextRound, soloGameOf, submitAnswer, type SoloGame, type SteppedClock } from './solo-game';

// Word banks of any size with a known truth, and solo games started on them as the web app starts one
// (create, then the words), for tests of how the server draws a game's words. A game's words
// leave the server one round at a time, so a served game is played through (every round let
// run out) to see them all, on the server's manual clock.

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
  /** The words of the game's rounds, in play order. */
  wordIds: string[];
  /** Whether each played word is real, in play order. */
  truths: boolean[];
  /** Fake words among the rounds played. */
  fakesPlayed: number;
}

/**
 * Creates a solo session, fetches its words (the web app asks for WORDS_PER_SESSION) with the player's
 * headers (a signed-in cookie or a guest id), and plays every round through, each timed out, to see every
 * word it plays; fails loudly on any non-2xx or short game.
 */
export async function serveGame(
  baseUrl: string,
  truths: Truths,
  options: {
    language: PlayLanguage;
    headers?: Record<string, string>;
    count?: number;
    /** The server's clock, moved on past each round's feedback pause. */
    clock: SteppedClock;
  },
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
  const served = await rest<SessionWordsResponse>(
    baseUrl,
    `/api/words/session/${sessionCode}?count=${count}&language=${options.language}`,
    { token: playerToken },
  );
  if (served.status !== 200) {
    throw new Error(`words for session failed: ${served.status} ${JSON.stringify(served.body)}`);
  }
  const game = soloGameOf({ sessionCode, playerToken }, served.body, options.clock);
  const words = await playThrough(baseUrl, game);
  if (words.some((word) => word.language !== options.language)) {
    throw new Error(`not a full ${options.language} game: ${JSON.stringify(words.map((word) => word.word))}`);
  }
  const isReal = words.map((word) => isRealIn(truths, word));
  const fakesPlayed = isReal.filter((truth) => !truth).length;
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

/** Lets every round of `game` run out, opening each after its feedback pause; answers the words played. */
export async function playThrough(baseUrl: string, game: SoloGame): Promise<PlayWord[]> {
  const totalRounds = game.totalRounds ?? game.words.length;
  for (let round = 1; round <= totalRounds; round += 1) {
    if (round > 1) await openNextRound(baseUrl, game, round);
    const word = game.words[round - 1];
    if (word === undefined) throw new Error(`round ${round} of ${game.sessionCode} has no word`);
    const answered = await submitAnswer(baseUrl, game, {
      wordId: word.id,
      roundNumber: round,
      playerAnswer: null,
    });
    if (answered.status !== 200) throw new Error(`timing out round ${round} failed: ${answered.status}`);
  }
  return game.words.slice(0, totalRounds);
}
