import { createHash } from 'node:crypto';

/**
 * A strong ETag for a view already written as JSON: a hash of its content, so a view that did not change
 * has the same tag in every process (a room in another process answers over Redis) and after a restart.
 * The room tags a view once when it writes it (lobby-view-cache.ts), not once per poll.
 */
export function etagOfJson(json: string): string {
  return `"${createHash('sha1').update(json).digest('base64url')}"`;
}

/**
 * Whether an If-None-Match header names this ETag (RFC 9110 §13.1.2: `*`, or a list compared weakly).
 * Not Express's `request.fresh`: it answers "changed" to any request with Cache-Control: no-cache, which
 * fetch adds to every request that sets If-None-Match itself (Fetch standard, HTTP-network-or-cache
 * fetch), so a script's conditional poll would never get its 304.
 */
export function isEtagMatched(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  const opaque = (tag: string) => (tag.startsWith('W/') ? tag.slice(2) : tag);
  return ifNoneMatch
    .split(',')
    .some((listed) => listed.trim() === '*' || opaque(listed.trim()) === opaque(etag));
}
