import { isUserRole, withRole, withoutRole, type UserRole } from '@bluffle/shared-schema';
import type { UserRecord } from '../domain/user';
import type { Store } from '../store/port';
import { localIdentity, userIdOf } from './sign-in-user';

export type RoleAction = 'grant' | 'revoke';

export class RoleChangeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RoleChangeError';
  }
}

/** Reads `grant|revoke <role> <email, user id or local name>` (npm run user:role); throws RoleChangeError with usage. */
export function parseRoleCommand(args: readonly string[]): {
  action: RoleAction;
  role: UserRole;
  target: string;
} {
  const [action, role, target] = args;
  const usage =
    'Usage: npm run user:role -- grant|revoke admin|wordsmith|lexivestor <email, user id or local account name>';
  if (
    args.length !== 3 ||
    (action !== 'grant' && action !== 'revoke') ||
    target === undefined ||
    target.trim() === ''
  ) {
    throw new RoleChangeError(usage);
  }
  if (role === undefined || !isUserRole(role)) {
    throw new RoleChangeError(`Unknown role '${role}'. ${usage}`);
  }
  return { action, role, target: target.trim() };
}

export interface RoleChangePolicy {
  /**
   * LOCAL_SIGN_IN=on, set explicitly: local (name-only) accounts may hold roles. Anyone who types a local
   * account's name signs in as it, so only an operator who turned local sign-in on knowingly may do this.
   */
  canLocalAccountsHaveRoles: boolean;
}

/**
 * The local account a name signs in to, as the operator typed it ('Ada Lovelace', 'ADA', 'local:Ada
 * Lovelace'): local sign-in keeps a lowercase slug of the name (local:ada-lovelace), so the name as typed at
 * sign-in finds it, in any case. Null for an e-mail or another provider's id.
 */
function localAccountIdOf(target: string): string | null {
  if (target.includes('@')) return null;
  const name = /^local:/i.test(target) ? target.slice('local:'.length) : target;
  if (name.includes(':')) return null;
  const identity = localIdentity(name);
  return identity.providerUserId === '' ? null : userIdOf(identity);
}

/**
 * Grants or revokes a role (issue: "a script in scripts/ grants or removes a role"). The target is a user
 * id (`google:123`, `local:ada`), an e-mail (the earliest account with it) or a local account's name as it
 * was typed at sign-in (`Ada Lovelace`). The user must have signed
 * in once, so the record exists. Revoking admin also records that ADMIN_EMAILS has had its one grant for
 * this account (sign-in-user.ts), so the revoke sticks at the next sign-in.
 */
export async function changeUserRole(
  store: Pick<Store, 'users'>,
  command: { action: RoleAction; role: UserRole; target: string },
  policy: RoleChangePolicy,
): Promise<{ user: UserRecord; changed: boolean }> {
  const localId = localAccountIdOf(command.target);
  const user =
    (await store.users.findById(command.target)) ??
    (command.target.includes('@') ? await store.users.findByEmail(command.target) : null) ??
    (localId === null ? null : await store.users.findById(localId));
  if (user === null) {
    throw new RoleChangeError(
      `No user '${command.target}': they must sign in once before a role can be given.`,
    );
  }
  // Taking a role away is always allowed; giving one to a name-only account only where that was chosen.
  if (command.action === 'grant' && user.provider === 'local' && !policy.canLocalAccountsHaveRoles) {
    throw new RoleChangeError(
      `'${user.id}' is a local (name-only) account: anyone who types the name '${user.username}' signs in ` +
        'as it, so it cannot be given a role. Set LOCAL_SIGN_IN=on to allow roles on local accounts ' +
        '(only on a machine where that is safe).',
    );
  }
  const roles =
    command.action === 'grant' ? withRole(user.roles, command.role) : withoutRole(user.roles, command.role);
  const changed = roles.length !== user.roles.length;
  const isAdminRevoke = command.action === 'revoke' && command.role === 'admin';
  const needsWrite = changed || (isAdminRevoke && user.hasUsedAdminEmailsGrant !== true);
  const updated = needsWrite
    ? await store.users.setRoles(user.id, roles, isAdminRevoke ? { hasUsedAdminEmailsGrant: true } : {})
    : user;
  if (updated === null) {
    throw new RoleChangeError(`User '${user.id}' disappeared while changing roles.`);
  }
  return { user: updated, changed };
}
