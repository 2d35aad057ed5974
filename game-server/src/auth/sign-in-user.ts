import { fallbackUsername, withRole } from '@bluffle/shared-schema';
import type { UserRecord } from '../domain/user';
import type { Store } from '../store/port';
import type { ProviderIdentity } from './provider-identity';

/** Bluffle's id for a provider account: one account per provider identity. */
export function userIdOf(identity: Pick<ProviderIdentity, 'provider' | 'providerUserId'>): string {
  return `${identity.provider}:${identity.providerUserId}`;
}

/** Whether ADMIN_EMAILS names this sign-in: a provider-verified e-mail on the list, never a local account. */
export function isListedAdmin(identity: ProviderIdentity, adminEmails: readonly string[]): boolean {
  return (
    // A local account has no e-mail, and typing its name is all it takes to be it.
    identity.provider !== 'local' &&
    identity.isEmailVerified &&
    identity.email !== null &&
    adminEmails.includes(identity.email.toLowerCase())
  );
}

/**
 * Creates or refreshes the user behind a sign-in. Roles and entitlements are kept as stored (never from the provider
 * or a payload, docs/design.md decision 5). A username the user chose is kept; a new user gets the provider's name.
 *
 * ADMIN_EMAILS names the first admins, and grants admin to an account once: at the first sign-in that shows
 * a listed, verified e-mail (when the account is created, or later if the e-mail is listed later). That
 * grant is recorded on the account, and so is a revoke (change-user-role.ts), so a revoked admin stays
 * revoked however often they sign in; granting admin again is the role command's job.
 */
export async function signInUser(
  store: Pick<Store, 'users'>,
  identity: ProviderIdentity,
  adminEmails: readonly string[],
): Promise<UserRecord> {
  const id = userIdOf(identity);
  const existing = await store.users.findById(id);
  const roles = existing?.roles ?? [];
  const isAdminGrantDue = isListedAdmin(identity, adminEmails) && existing?.hasUsedAdminEmailsGrant !== true;
  return store.users.upsert({
    id,
    username: existing?.username ?? fallbackUsername(identity.displayName, identity.email),
    email: identity.email ?? existing?.email ?? null,
    provider: identity.provider,
    avatar: identity.avatar ?? existing?.avatar ?? null,
    roles: isAdminGrantDue ? withRole(roles, 'admin') : roles,
    // A subscription's end is written by payment events only; undefined leaves it as stored.
    wordsmithUntil: undefined,
    // Undefined leaves the stored mark as it is.
    hasUsedAdminEmailsGrant: isAdminGrantDue ? true : undefined,
  });
}

/**
 * The local account for a name (a fresh machine with no provider): `local:<slug>`, so the same name signs
 * in to the same account. Anyone who types the name gets it: local sign-in is for trying things out only.
 */
export function localIdentity(username: string): ProviderIdentity {
  const slug = username
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return {
    provider: 'local',
    providerUserId: slug,
    displayName: username.trim(),
    email: null,
    isEmailVerified: false,
    avatar: null,
  };
}
