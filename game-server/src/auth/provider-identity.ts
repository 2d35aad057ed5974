import { safeAvatarOrNull, withoutUnsafeCharacters, type AuthProviderName } from '@bluffle/shared-schema';
import type { Profile } from 'passport';

/** Who a provider says signed in, reduced to what Bluffle keeps (docs/product.md §3 User). */
export interface ProviderIdentity {
  provider: AuthProviderName | 'local';
  /** The provider's own id for the account; Bluffle's user id is `${provider}:${providerUserId}`. */
  providerUserId: string;
  displayName: string | null;
  email: string | null;
  /** Only a verified e-mail may make someone an admin (ADMIN_EMAILS). */
  isEmailVerified: boolean;
  avatar: string | null;
}

interface ProfileEmail {
  value?: unknown;
  verified?: unknown;
  primary?: unknown;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/**
 * A name other players will see, from a provider we cannot ask to retype it: control, invisible
 * (text-direction) and broken characters are dropped rather than failing the sign-in.
 */
function shownName(value: unknown): string | null {
  const given = text(value);
  return given === null ? null : text(withoutUnsafeCharacters(given));
}

/** Google's userinfo says email_verified as a boolean (older answers: the string 'true'). */
function isTrue(value: unknown): boolean {
  return value === true || value === 'true';
}

function pickEmail(
  provider: AuthProviderName,
  emails: ProfileEmail[],
): { email: string | null; isVerified: boolean } {
  // GitHub lists every address (allRawEmails); the primary one is the account's, and says whether it is verified.
  const chosen =
    provider === 'github' ? (emails.find((entry) => isTrue(entry.primary)) ?? emails[0]) : emails[0];
  const email = text(chosen?.value);
  if (email === null) {
    return { email: null, isVerified: false };
  }
  // Facebook only hands out an address the user has confirmed with it, and says nothing more.
  const isVerified = provider === 'facebook' ? true : isTrue(chosen?.verified);
  return { email: email.toLowerCase(), isVerified };
}

/** Maps a passport profile (Google OpenID userinfo, Facebook Graph /me, GitHub /user + /user/emails). */
export function identityFromProfile(provider: AuthProviderName, profile: Profile): ProviderIdentity {
  const { email, isVerified } = pickEmail(provider, (profile.emails ?? []) as ProfileEmail[]);
  return {
    provider,
    providerUserId: String(profile.id),
    displayName: shownName(profile.displayName) ?? shownName(profile.username),
    email,
    isEmailVerified: isVerified,
    // Only an https picture: a javascript:, data: or http: one means no picture, not a failed sign-in.
    avatar: safeAvatarOrNull(text(profile.photos?.[0]?.value)),
  };
}
