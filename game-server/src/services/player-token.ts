import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

const TOKEN_BYTES = 32;

/**
 * A guest has no account, so the browser that created a session proves it is the session's player with a
 * random token (header x-player-token). Only its sha256 is stored: a leaked database gives no tokens.
 */
export function issuePlayerToken(): { token: string; tokenHash: string } {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  return { token, tokenHash: hashPlayerToken(token) };
}

export function hashPlayerToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Compares hashes in constant time, so response timing reveals nothing about the stored hash. */
export function playerTokenMatches(token: string | undefined, tokenHash: string): boolean {
  if (token === undefined || token.length === 0) {
    return false;
  }
  const given = Buffer.from(hashPlayerToken(token), 'hex');
  const stored = Buffer.from(tokenHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
