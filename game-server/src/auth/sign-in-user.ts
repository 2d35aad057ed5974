import { fallbackUsername, withRole } from '@bluffle/shared-schema';
import type { UserRecord } from '../domain/user';
import type { Store } from '../store/port';
import type { ProviderIdentity } from './provider-identity';

/** Bluffle's id for a provider account: one account per provider identity. */
export function userIdOf(identity: Pick<ProviderIdentity, 'provider' | 'providerUserId'>): string {
  return `${identity.provider}:${identity.providerUserId}`;
}

/**
 * Creates or refreshes the user behind a sign-in. Roles and plan are kept as stored (never from the provider
 * or a payload, DESIGN decision 5); a verified e-mail listed in ADMIN_EMAILS adds the admin role (the first
 * admins come from config). A username the user chose is kept; a new user gets the provider's name.
 */
export async function signInUser(
  store: Pick<Store, 'users'>,
  identity: ProviderIdentity,
  adminEmails: readonly string[],
): Promise<UserRecord> {
  const id = userIdOf(identity);
  const existing = await store.users.findById(id);
  const roles = existing?.roles ?? [];
  const isConfiguredAdmin =
    identity.isEmailVerified && identity.email !== null && adminEmails.includes(identity.email.toLowerCase());
  return store.users.upsert({
    id,
    username: existing?.username ?? fallbackUsername(identity.displayName, identity.email),
    email: identity.email ?? existing?.email ?? null,
    provider: identity.provider,
    avatar: identity.avatar ?? existing?.avatar ?? null,
    roles: isConfiguredAdmin ? withRole(roles, 'admin') : roles,
    subscription: existing?.subscription ?? 'bluffling',
    subscriptionExpires: existing?.subscriptionExpires ?? null,
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
