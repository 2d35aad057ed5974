import {
  ERROR_CODES,
  ERROR_MESSAGES,
  type PlayLanguage,
  type SessionWordsResponse,
  type WordsForPlayQuery,
  type WordsForPlayResponse,
} from '@bluffle/shared-schema';
import type { StoredWord } from '../domain/word';
import { ConflictError, NotFoundError } from '../errors';
import type { GameSessionRecord } from '../domain/session';
import { drawFreshWords } from './fresh-words';
import { isPracticePlay, wordSetKeyOf } from './play-identity';
import { playWordJson, wordsForPlayJson } from './play-word-json';
import type { LastRoundWatch } from './last-round-watch';
import { openRound } from './rounds';
import { findOwnedSession } from './session-access';
import type { SerializedJson } from './serialized-json';
import type { ServiceDeps } from './service-deps';

const DEFAULT_LANGUAGE: PlayLanguage = 'english';

/**
 * GET /api/words/session/{code}: the first call draws the session's words (balanced, avoiding what its
 * player met in recent games: fresh-words.ts) and opens round 1; later calls answer the same words in the
 * same order. All of them go out, up to `count` (docs/product.md §7, §9: 10 fetched, 5 played; docs/design.md decision 14), so
 * a client that makes only the spec's calls plays every round: a word seen early reveals no truth, and the
 * server times each round itself (rules/round: a round answered without rounds/next is timed from the end
 * of its feedback pause). A duplicated session (a challenge) came with its words and replays them on
 * purpose. Words leave only as PlayWord (docs/design.md decision 3), written as JSON once per cached word (the
 * words call is on every game's path).
 */
export async function wordsForSession(
  deps: ServiceDeps & { lastRounds: LastRoundWatch },
  code: string,
  playerToken: string | undefined,
  query: WordsForPlayQuery,
): Promise<SerializedJson<SessionWordsResponse>> {
  const session = await findOwnedSession(deps.store, code, playerToken);
  if (session.wordIds.length > 0) {
    return sessionWords(deps, session, query.count);
  }
  const language = query.language ?? session.language;
  // At least one word per round, whatever count asked for: a game must be playable to its end.
  const count = Math.max(query.count, session.totalRounds);
  const drawn = await drawFreshWords(deps, {
    language,
    rounds: session.totalRounds,
    count,
    identityKeys: [session.identityKey],
  });
  if (drawn.length < session.totalRounds) {
    throw new NotFoundError(ERROR_MESSAGES.noWordsAvailable, ERROR_CODES.noWordsAvailable);
  }
  const wordIds = drawn.map((word) => word.id);
  const wordSetKey = wordSetKeyOf(wordIds);
  const fixed: GameSessionRecord = {
    ...session,
    language,
    wordIds,
    wordSetKey,
    // Drawn away from this player's recent words, so rarely a set they had before; if it is, a replay.
    isPractice: await isPracticePlay(deps.store.firstPlays, session, wordSetKey, deps.clock.now()),
    status: 'playing',
    currentRound: openRound(1, deps.clock.now()),
  };
  try {
    await deps.store.sessions.update(fixed);
  } catch (error) {
    if (!(error instanceof ConflictError)) {
      throw error;
    }
    // Two first calls raced (a double-mounted screen); the one that won fixed the words, so serve those.
    const winner = await findOwnedSession(deps.store, code, playerToken);
    return sessionWords(deps, winner, query.count);
  }
  // A one-round game's round 1 is its last: the server times it out if nothing comes.
  deps.lastRounds.follow(fixed);
  return sessionWordsJson(drawn, fixed.totalRounds);
}

/** GET /api/words/random: the offline-style fallback list, with no session and no truth. */
export async function randomWords(
  deps: ServiceDeps,
  query: WordsForPlayQuery,
): Promise<SerializedJson<WordsForPlayResponse>> {
  const words = await deps.store.words.sample({
    language: query.language ?? DEFAULT_LANGUAGE,
    count: query.count,
  });
  if (words.length === 0) {
    throw new NotFoundError(ERROR_MESSAGES.noWordsAvailable, ERROR_CODES.noWordsAvailable);
  }
  return wordsForPlayJson(words);
}

/** The session's words in play order, up to `count` but never fewer than its rounds: a game plays to its end. */
async function sessionWords(
  deps: ServiceDeps,
  session: GameSessionRecord,
  count: number,
): Promise<SerializedJson<SessionWordsResponse>> {
  const wordIds = session.wordIds.slice(0, Math.max(count, session.totalRounds));
  const words = await deps.store.words.findByIds(wordIds);
  return sessionWordsJson(words, session.totalRounds);
}

/** `{"words":[...],"totalRounds":n}` from each word's kept JSON (play-word-json.ts). */
function sessionWordsJson(
  words: readonly StoredWord[],
  totalRounds: number,
): SerializedJson<SessionWordsResponse> {
  return { json: `{"words":[${words.map(playWordJson).join(',')}],"totalRounds":${totalRounds}}` };
}
