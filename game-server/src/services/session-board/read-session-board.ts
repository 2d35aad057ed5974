import {
  ERROR_CODES,
  ERROR_MESSAGES,
  maxScoreFor,
  type SessionBoardEntryView,
  type SessionBoardQuery,
  type SessionBoardResponse,
} from '@bluffle/shared-schema';
import type { BoardEntryRecord } from '../../domain/board-entry';
import { ForbiddenError } from '../../errors';
import type { Store } from '../../store/port';
import { identityKeyOf, type PlayerIdentity } from '../play-identity';
import { hashPlayerToken } from '../player-token';
import type { ServiceDeps } from '../service-deps';
import { boardSetOf, type BoardSet } from './board-set';

/** Who asks for a board: the signed-in user or the browser's guest id, and the token of a game they played. */
export interface BoardReader {
  identity: PlayerIdentity;
  playerToken: string | undefined;
}

/**
 * GET /api/sessions/{code}/board: the set's counted attempts, best first, a page at a time. Only
 * for the set's creator and for a reader whose own counted attempt at it is complete: the board shows no
 * answer, but a player still to play must not learn who scored what first (docs/design.md decision 3).
 */
export async function readSessionBoard(
  deps: ServiceDeps,
  code: string,
  query: SessionBoardQuery,
  reader: BoardReader,
): Promise<SessionBoardResponse> {
  const set = await boardSetOf(deps.store, code);
  const access = await accessOf(deps.store, set, reader);
  if (access === null) {
    throw new ForbiddenError(ERROR_MESSAGES.boardLocked, ERROR_CODES.boardLocked);
  }
  const page = await deps.store.boards.page({ wordSetKey: set.boardKey, ...query });
  const yourCode = access.yourSessionCode;
  const yourRank = yourCode === null ? null : await deps.store.boards.rankOf(set.boardKey, yourCode);
  const view = (entry: BoardEntryRecord, index: number): SessionBoardEntryView => ({
    rank: query.offset + index + 1,
    playerName: entry.playerName,
    score: entry.score,
    totalTimeMs: entry.totalTimeMs,
    isRelaxed: entry.isRelaxed,
    completedAt: entry.completedAt,
    isYours: entry.sessionCode === yourCode,
  });
  return {
    maxScore: maxScoreFor(set.totalRounds),
    total: page.total,
    limit: query.limit,
    offset: query.offset,
    entries: page.entries.map(view),
    yourRank,
  };
}

/** Null when the reader may not see the board; else the code of their own counted attempt, if any. */
async function accessOf(
  store: Store,
  set: BoardSet,
  reader: BoardReader,
): Promise<{ yourSessionCode: string | null } | null> {
  const identityKeys = await readerIdentityKeys(store, set, reader);
  for (const identityKey of identityKeys) {
    const firstCode = await store.firstPlays.find(identityKey, set.wordSetKey);
    const first = firstCode === null ? null : await store.sessions.findByCode(firstCode);
    // Finished the set: their counted attempt is over, so nothing on the board can change it.
    if (first?.status === 'completed') return { yourSessionCode: first.code };
  }
  // The creator sees it from the start (their own game or custom session is what the others play).
  if (set.creatorIdentityKey !== null && identityKeys.includes(set.creatorIdentityKey)) {
    return { yourSessionCode: null };
  }
  return null;
}

/**
 * Every identity the reader proves: the account or guest id they send, and the player of the game whose token
 * they hold when it is a game on this set (a client that keeps no guest id is known only by that token).
 */
async function readerIdentityKeys(store: Store, set: BoardSet, reader: BoardReader): Promise<string[]> {
  const keys: string[] = [];
  if (reader.identity.userId !== null || reader.identity.guestId !== null) {
    keys.push(identityKeyOf(reader.identity, ''));
  }
  if (reader.playerToken !== undefined && reader.playerToken.length > 0) {
    const game = await store.sessions.findByPlayerTokenHash(hashPlayerToken(reader.playerToken));
    if (game !== null && game.wordSetKey === set.wordSetKey && !keys.includes(game.identityKey)) {
      keys.push(game.identityKey);
    }
  }
  return keys;
}
