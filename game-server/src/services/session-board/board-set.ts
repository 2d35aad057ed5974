import { ERROR_CODES, ERROR_MESSAGES } from '@bluffle/shared-schema';
import { NotFoundError } from '../../errors';
import { userIdentityKey, wordSetKeyOf } from '../play-identity';
import type { Store } from '../../store/port';
import { findCustomSessionOrThrow } from '../custom-sessions/custom-session-landing';
import { boardKeyOf, MAX_CHALLENGE_DEPTH } from './board-key';

/** The shared set a code names, and who made it (: the one who sees its board before playing it). */
export interface BoardSet {
  wordSetKey: string;
  /** The board its entries are on: the set's, or a daily game's own (board-key.ts). */
  boardKey: string;
  totalRounds: number;
  /** The identity that played the original game, or the custom session's author; null when gone. */
  creatorIdentityKey: string | null;
}

/**
 * The set of words behind a code: a game's (an original or a challenge copy: copies play the original's
 * words, so they share its wordSetKey, as do copies of copies), or a custom session's, which is never played
 * itself, only copied. A game still without words has no set: 404 like an unknown code.
 */
export async function boardSetOf(store: Store, code: string): Promise<BoardSet> {
  const game = await store.sessions.findByCode(code);
  if (game === null) {
    const custom = await findCustomSessionOrThrow(store, code);
    const wordSetKey = wordSetKeyOf(custom.wordIds);
    return {
      wordSetKey,
      boardKey: wordSetKey,
      totalRounds: custom.wordIds.length,
      creatorIdentityKey: userIdentityKey(custom.userId),
    };
  }
  if (game.wordSetKey === null) {
    throw new NotFoundError(ERROR_MESSAGES.sessionNotFound, ERROR_CODES.sessionNotFound);
  }
  const { wordSetKey } = game;
  const set = {
    wordSetKey,
    boardKey: await boardKeyOf(store, { ...game, wordSetKey }),
    totalRounds: game.totalRounds,
  };
  return { ...set, creatorIdentityKey: await creatorOf(store, game.identityKey, game.duplicatedFrom) };
}

async function creatorOf(
  store: Store,
  identityKey: string,
  duplicatedFrom: string | null,
): Promise<string | null> {
  let creator = identityKey;
  let source = duplicatedFrom;
  for (let depth = 0; source !== null; depth += 1) {
    if (depth === MAX_CHALLENGE_DEPTH) return null;
    const game = await store.sessions.findByCode(source);
    if (game === null) {
      const custom = await store.customSessions.findByCode(source);
      return custom === null ? null : userIdentityKey(custom.userId);
    }
    creator = game.identityKey;
    source = game.duplicatedFrom;
  }
  return creator;
}
