import type { GameSessionRecord } from '../../domain/session';
import type { Store } from '../../store/port';
import { isDailyFiveSession } from '../daily-five/is-daily-five-session';

/** How far back a chain of challenges on challenges is followed to find the original (each copy names one). */
export const MAX_CHALLENGE_DEPTH = 20;

/**
 * The first game of a chain of challenges (a copy names the game it copied), or null when the chain ends in a
 * custom session, a game that is gone, or is longer than anyone plays.
 */
export async function originalGameOf(
  store: Pick<Store, 'sessions'>,
  game: GameSessionRecord,
): Promise<GameSessionRecord | null> {
  let original = game;
  for (let depth = 0; original.duplicatedFrom !== null; depth += 1) {
    if (depth === MAX_CHALLENGE_DEPTH) return null;
    const source = await store.sessions.findByCode(original.duplicatedFrom);
    if (source === null) return null;
    original = source;
  }
  return original;
}

/**
 * The board a game's entry goes on and its code's board is read from: its set of words'. A daily five's set
 * is everyone's that day and none of them shared it, so each daily game has a board of its own for the
 * challenges on it: the daily player who sent them and the friends who took them on, nobody else who played
 * that day.
 */
export async function boardKeyOf(
  store: Pick<Store, 'sessions' | 'dailyFivePlays'>,
  game: GameSessionRecord & { wordSetKey: string },
): Promise<string> {
  const original = await originalGameOf(store, game);
  if (original === null || !(await isDailyFiveSession(store, original))) return game.wordSetKey;
  return dailyChallengeBoardKey(game.wordSetKey, original.code);
}

export function dailyChallengeBoardKey(wordSetKey: string, dailyGameCode: string): string {
  return `${wordSetKey}:daily:${dailyGameCode}`;
}
