import { findUnsafeCharacter } from '@bluffle/shared-schema';

/**
 * The longest room name or room id the server passes to Colyseus. Our lobby codes are 6 characters
 * (docs/design.md decision 6) and Colyseus's own ids about 9; anything near this is a mistake or a probe.
 */
export const ROOM_TARGET_MAX_LENGTH = 64;

/**
 * The own keys of Object.prototype (__proto__, constructor, toString, hasOwnProperty...). Colyseus looks
 * rooms up in a plain object, so such an "id" finds a function or the prototype instead of a room and
 * fails with a TypeError inside the matchmaker, logged as a server error.
 */
const PROTOTYPE_KEYS: ReadonlySet<string> = new Set(Object.getOwnPropertyNames(Object.prototype));

/**
 * Why a room name or id taken from a URL (still percent-encoded, as Colyseus receives it) is refused
 * before Colyseus sees it, or null when it may pass. Deliberately loose beyond that: Colyseus's own ids
 * and later room types have other shapes than our lobby codes.
 */
export function roomTargetProblem(raw: string): string | null {
  if (raw.length === 0) {
    return 'Name a room type or give a room id.';
  }
  if (raw.length > ROOM_TARGET_MAX_LENGTH) {
    return `A room name or id is at most ${ROOM_TARGET_MAX_LENGTH} characters.`;
  }
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return 'The room name or id is not valid percent-encoding.';
  }
  // The same control characters a player name may not hold (C0, DEL, C1, line separators).
  if (findUnsafeCharacter(decoded) === 'control') {
    return 'A room name or id cannot contain control characters.';
  }
  if (PROTOTYPE_KEYS.has(raw) || PROTOTYPE_KEYS.has(decoded)) {
    return 'That is not a room name or id.';
  }
  return null;
}
