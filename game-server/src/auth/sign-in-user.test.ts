import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createStore } from '../store/create-store';
import type { Store } from '../store/port';
import { changeUserRole } from './change-user-role';
import type { ProviderIdentity } from './provider-identity';
import { localIdentity, signInUser } from './sign-in-user';

const ADMIN_EMAILS = ['boss@bluffle.test'];
const policy = { canLocalAccountsHaveRoles: false };

function googleIdentity(overrides: Partial<ProviderIdentity> = {}): ProviderIdentity {
  return {
    provider: 'google',
    providerUserId: 'g-boss',
    displayName: 'The Boss',
    email: 'boss@bluffle.test',
    isEmailVerified: true,
    avatar: null,
    ...overrides,
  };
}

describe('signInUser and ADMIN_EMAILS: admin is granted once per account', () => {
  let dataDir: string;
  let store: Store;

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'bluffle-sign-in-'));
    store = await createStore({ dataDir });
  });
  afterEach(async () => {
    await store.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const revokeAdmin = (target: string) =>
    changeUserRole(store, { action: 'revoke', role: 'admin', target }, policy);

  it('makes a new account with a listed, verified e-mail an admin, and records the grant', async () => {
    const user = await signInUser(store, googleIdentity(), ADMIN_EMAILS);
    expect(user).toMatchObject({ id: 'google:g-boss', roles: ['admin'], hasUsedAdminEmailsGrant: true });
  });

  it('does not grant admin again after a revoke, however often they sign in', async () => {
    await signInUser(store, googleIdentity(), ADMIN_EMAILS);
    await revokeAdmin('google:g-boss');
    for (let signIn = 0; signIn < 3; signIn += 1) {
      expect((await signInUser(store, googleIdentity(), ADMIN_EMAILS)).roles).toEqual([]);
    }
    // The role command can still make them admin again, and a sign-in keeps that.
    await changeUserRole(store, { action: 'grant', role: 'admin', target: 'boss@bluffle.test' }, policy);
    expect((await signInUser(store, googleIdentity(), ADMIN_EMAILS)).roles).toEqual(['admin']);
  });

  it('grants admin at the first sign-in after the e-mail is listed, once', async () => {
    expect((await signInUser(store, googleIdentity(), [])).roles).toEqual([]);
    expect((await signInUser(store, googleIdentity(), ADMIN_EMAILS)).roles).toEqual(['admin']);
    await revokeAdmin('google:g-boss');
    expect((await signInUser(store, googleIdentity(), ADMIN_EMAILS)).roles).toEqual([]);
  });

  it('makes a revoke stick for an admin from before the grant was recorded', async () => {
    // An account stored by an older server: admin through ADMIN_EMAILS, no record of the grant.
    await store.users.upsert({
      id: 'google:g-boss',
      username: 'The Boss',
      email: 'boss@bluffle.test',
      provider: 'google',
      avatar: null,
      roles: ['admin', 'lexivestor'],
    });
    await revokeAdmin('boss@bluffle.test');
    expect((await signInUser(store, googleIdentity(), ADMIN_EMAILS)).roles).toEqual(['lexivestor']);
  });

  it('keeps roles and the grant record as they are for an account that is not listed', async () => {
    await signInUser(store, googleIdentity(), ADMIN_EMAILS);
    const later = await signInUser(store, googleIdentity(), []);
    expect(later).toMatchObject({ roles: ['admin'], hasUsedAdminEmailsGrant: true });
  });

  it('never grants admin for an unverified e-mail', async () => {
    const user = await signInUser(store, googleIdentity({ isEmailVerified: false }), ADMIN_EMAILS);
    expect(user.roles).toEqual([]);
    expect(user.hasUsedAdminEmailsGrant).toBeUndefined();
  });

  it('never grants admin to a local (name-only) account, whatever it claims', async () => {
    const claimed = { ...localIdentity('boss'), email: 'boss@bluffle.test', isEmailVerified: true };
    expect((await signInUser(store, claimed, ADMIN_EMAILS)).roles).toEqual([]);
  });
});
