import { createHash } from 'node:crypto';
import type { GameSessionRecord } from '../domain/session';
import type { FirstPlayRepository } from '../store/port';

/** Who is playing, as the route knows it: the signed-in user, else the browser's guest id, else nobody. */
export interface PlayerIdentity {
  /** From the sign-in session, never a payload (docs/design.md decision 5). */
  userId: string | null;
  /** The browser's guest id (header x-guest-id), only for guests. */
  guestId: string | null;
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** A signed-in player's identity, wherever they play (a solo session, a lobby seat). */
export const userIdentityKey = (userId: string) => `user:${userId}`;

/** A guest browser's identity: its guest id hashed like a player token (see identityKeyOf). */
export const guestIdentityKey = (guestId: string) => `guest:${sha256(guestId)}`;

/**
 * The key fair play counts plays under (docs/design.md decision 11). A guest id is hashed like a player token, so
 * the store never holds one a browser could be impersonated with. A client that keeps no guest id is a new
 * identity with every game; a guest can therefore replay by dropping its id, which is acceptable because
 * guests have no server stats and a guest's challenge result carries only a typed name.
 */
export function identityKeyOf(identity: PlayerIdentity, sessionCode: string): string {
  if (identity.userId !== null) return userIdentityKey(identity.userId);
  if (identity.guestId !== null) return guestIdentityKey(identity.guestId);
  return `session:${sessionCode}`;
}

/** The same five words are the same game whatever the order they come in. */
export function wordSetKeyOf(wordIds: readonly string[]): string {
  return sha256([...wordIds].sort().join('\n'));
}

/**
 * Claims the session as its identity's first play of its words, and says whether it is practice: the
 * first attempt STARTED is the one that counts, because a running copy's finished rounds reveal truths
 * another copy could then be answered with.
 */
export async function isPracticePlay(
  firstPlays: FirstPlayRepository,
  session: Pick<GameSessionRecord, 'identityKey' | 'code'>,
  wordSetKey: string,
  nowMs: number,
): Promise<boolean> {
  const firstCode = await firstPlays.claim({
    identityKey: session.identityKey,
    wordSetKey,
    sessionCode: session.code,
    at: new Date(nowMs).toISOString(),
  });
  return firstCode !== session.code;
}
