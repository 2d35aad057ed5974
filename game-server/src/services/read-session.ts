import type { GetSessionResponse } from '@bluffle/shared-schema';
import type { GameSessionRecord } from '../domain/session';
import type { Store } from '../store/port';
import { customSessionPublicView, findCustomSessionOrThrow } from './custom-sessions/custom-session-landing';
import { identityKeyOf, type PlayerIdentity } from './play-identity';
import { hashPlayerToken, playerTokenMatches } from './player-token';
import { answerViews, toPublicView } from './session-views';
import type { ServiceDeps } from './service-deps';

/**
 * GET /api/sessions/{code}: the public view for anyone with the code; the per-answer details only for the
 * session's player, or for a challenger whose first attempt at the same words is complete (docs/design.md
 * decisions 3 and 11: the original's answers must not help anyone's counted attempt). A custom session has
 * no answers: nobody plays it, only copies of it.
 */
export async function readSession(
  deps: ServiceDeps,
  code: string,
  playerToken: string | undefined,
  reader: PlayerIdentity,
): Promise<GetSessionResponse> {
  const session = await deps.store.sessions.findByCode(code);
  if (session === null) {
    // One code space (fresh-session-code.ts): a code no game holds may be a wordsmith's custom session.
    const custom = await findCustomSessionOrThrow(deps.store, code);
    const isOwn = reader.userId !== null && reader.userId === custom.userId;
    return { session: await customSessionPublicView(deps.store, custom), answers: null, ...ownMark(isOwn) };
  }
  const mayReadAnswers = await mayReadAnswersOf(deps.store, session, playerToken);
  return {
    session: toPublicView(session),
    answers: mayReadAnswers ? await answerViews(deps.store, session) : null,
    ...ownMark(isOwnGame(session, playerToken, reader)),
  };
}

/** isOwn only for the maker: everyone else's answer is the same as before it existed. */
function ownMark(isOwn: boolean): { isOwn?: true } {
  return isOwn ? { isOwn: true } : {};
}

/** The reader played this game: the identity it was played under, or its own token. */
function isOwnGame(
  session: GameSessionRecord,
  playerToken: string | undefined,
  reader: PlayerIdentity,
): boolean {
  if (
    playerToken !== undefined &&
    playerToken.length > 0 &&
    playerTokenMatches(playerToken, session.playerTokenHash)
  ) {
    return true;
  }
  const isKnown = reader.userId !== null || reader.guestId !== null;
  return isKnown && identityKeyOf(reader, '') === session.identityKey;
}

async function mayReadAnswersOf(
  store: Store,
  session: GameSessionRecord,
  playerToken: string | undefined,
): Promise<boolean> {
  if (playerToken === undefined || playerToken.length === 0) {
    return false;
  }
  if (playerTokenMatches(playerToken, session.playerTokenHash)) {
    return true;
  }
  // The token names the reader's own session (an indexed look-up, whatever the number of challengers).
  const reader = await store.sessions.findByPlayerTokenHash(hashPlayerToken(playerToken));
  if (reader === null || reader.wordSetKey === null || reader.wordSetKey !== session.wordSetKey) {
    return false;
  }
  // A practice copy reads them only once the reader's counted attempt is over, like that attempt itself.
  const firstCode = await store.firstPlays.find(reader.identityKey, reader.wordSetKey);
  if (firstCode === null) return false;
  const first = firstCode === reader.code ? reader : await store.sessions.findByCode(firstCode);
  return first?.status === 'completed';
}
