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
 * The game view's tag: the hash of everything but its countdown, then the countdown (`"<hash>.<timeLeft>"`;
 * base64url has no dot). The body is the state's view with that timeLeft, so equal tags still mean equal
 * bodies (a plain poller's 304), while a long poll compares the state part alone: a second ticking off is
 * not a change.
 */
export function countdownEtag(stateEtag: string, timeLeft: number): string {
  return `${stateEtag.slice(0, -1)}.${timeLeft}"`;
}

/** The tag as RFC 9110's weak comparison reads it: its W/ dropped. */
function opaqueOf(tag: string): string {
  return tag.startsWith('W/') ? tag.slice(2) : tag;
}

/** The tag without its countdown (the whole opaque tag when it has none), weakly. */
function stateOf(tag: string): string {
  const opaque = opaqueOf(tag);
  const dot = opaque.lastIndexOf('.');
  return dot === -1 ? opaque : `${opaque.slice(0, dot)}"`;
}

function listedTags(ifNoneMatch: string | undefined): string[] {
  if (ifNoneMatch === undefined) return [];
  return ifNoneMatch
    .split(',')
    .map((listed) => listed.trim())
    .filter((listed) => listed !== '');
}

/**
 * Whether an If-None-Match header names this ETag (RFC 9110 §13.1.2: `*`, or a list compared weakly).
 * Not Express's `request.fresh`: it answers "changed" to any request with Cache-Control: no-cache, which
 * fetch adds to every request that sets If-None-Match itself (Fetch standard, HTTP-network-or-cache
 * fetch), so a script's conditional poll would never get its 304.
 */
export function isEtagMatched(ifNoneMatch: string | undefined, etag: string): boolean {
  return listedTags(ifNoneMatch).some((listed) => listed === '*' || opaqueOf(listed) === opaqueOf(etag));
}

/**
 * Whether If-None-Match names this view but for its countdown: what a long poll holds on. `*` names no
 * state to wait on, so it never matches here.
 */
export function isStateMatched(ifNoneMatch: string | undefined, etag: string): boolean {
  const current = stateOf(etag);
  return listedTags(ifNoneMatch).some((listed) => listed !== '*' && stateOf(listed) === current);
}
