import { findUnsafeCharacter } from './safe-text';

export const AVATAR_URL_MAX_LENGTH = 2048;

// https://, a host name (letters, digits, dots, hyphens), an optional port, then an optional path, query
// or fragment with nothing that could end an HTML attribute or open markup (quotes, <, >, backtick),
// no whitespace and no backslash (which some parsers read as a slash and others do not).
const HTTPS_URL = /^https:\/\/[a-z0-9.-]+(?::\d{1,5})?(?:[/?#][^\s<>"'`\\]*)?$/i;

/**
 * An avatar is a picture address shown in an <img> to other players: only https (never javascript:,
 * data:, http: or markup), whoever sends it, a player or an identity provider.
 */
export function isSafeAvatarUrl(value: string): boolean {
  return (
    value.length <= AVATAR_URL_MAX_LENGTH && HTTPS_URL.test(value) && findUnsafeCharacter(value) === null
  );
}

/** A provider's picture when it is a safe https address; anything else means no picture, not a failed sign-in. */
export function safeAvatarOrNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed && isSafeAvatarUrl(trimmed) ? trimmed : null;
}
