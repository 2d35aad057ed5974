// Text one player writes and others see (player names, usernames, provider names): what it may not
// contain, and what to tell the person who typed it.

/** Why a piece of text is refused. */
export type UnsafeCharacterKind = 'control' | 'invisible' | 'broken';

// C0 and C1 control characters (a name is one line: tabs and line breaks too) and the Unicode line and
// paragraph separators, which end a line in some renderers and a string in older JavaScript.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/u;

// Invisible characters that change how the text around them is shown or matched: the bidirectional marks,
// embeddings, overrides and isolates (U+061C, U+200E-F, U+202A-E, U+2066-9), which can make a name read
// as someone else's or reverse what follows it (CVE-2021-42574), plus the zero-width space, the word joiner,
// the invisible operators and the byte-order mark. ZWNJ and ZWJ (U+200C-D) stay: some scripts and every
// family or flag emoji need them.
const INVISIBLE = /[\u061c\u200b\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/u;

// Half of a surrogate pair: not a character at all (a cut emoji); it shows as a box and breaks strict
// UTF-8 encoders. With the u flag a whole pair is one code point and never matches.
const LONE_SURROGATE = /\p{Cs}/u;

/** The first reason `text` may not be shown to other players, or null when it may. */
export function findUnsafeCharacter(text: string): UnsafeCharacterKind | null {
  if (CONTROL.test(text)) return 'control';
  if (INVISIBLE.test(text)) return 'invisible';
  if (LONE_SURROGATE.test(text)) return 'broken';
  return null;
}

/** What to tell the person, for a field they know by `label` ('A player name'). */
export function unsafeTextMessage(label: string, kind: UnsafeCharacterKind): string {
  switch (kind) {
    case 'control':
      return `${label} must be one line: no line breaks, tabs or other control characters.`;
    case 'invisible':
      return `${label} cannot contain invisible characters such as text-direction marks; please type it again without them.`;
    case 'broken':
      return `${label} contains a broken character (half of an emoji); please type it again.`;
  }
}

const CONTROL_ALL = new RegExp(CONTROL.source, 'gu');
const INVISIBLE_ALL = new RegExp(INVISIBLE.source, 'gu');
const LONE_SURROGATE_ALL = new RegExp(LONE_SURROGATE.source, 'gu');

/**
 * Text from someone who cannot be asked to retype it (an identity provider's profile): control characters
 * become spaces, invisible ones and broken halves go, and whitespace is collapsed and trimmed.
 */
export function withoutUnsafeCharacters(text: string): string {
  return text
    .replace(CONTROL_ALL, ' ')
    .replace(INVISIBLE_ALL, '')
    .replace(LONE_SURROGATE_ALL, '')
    .replace(/\s+/g, ' ')
    .trim();
}
