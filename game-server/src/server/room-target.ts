/**
 * The longest room name or room id the server passes to Colyseus. Our lobby codes are 6 characters
 * (DESIGN decision 6) and Colyseus's own ids about 9; anything near this is a mistake or a probe.
 */
export const ROOM_TARGET_MAX_LENGTH = 64;

/**
 * The own keys of Object.prototype (__proto__, constructor, toString, hasOwnProperty...). Colyseus looks
 * rooms up in a plain object, so such an "id" finds a function or the prototype instead of a room and
 * fails with a TypeError inside the matchmaker, logged as a server error.
 */
const PROTOTYPE_KEYS: ReadonlySet<string> = new Set(Object.getOwnPropertyNames(Object.prototype));

// C0 and C1 control characters, DEL included.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;

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
  if (CONTROL_CHARACTER.test(decoded)) {
    return 'A room name or id cannot contain control characters.';
  }
  if (PROTOTYPE_KEYS.has(raw) || PROTOTYPE_KEYS.has(decoded)) {
    return 'That is not a room name or id.';
  }
  return null;
}
