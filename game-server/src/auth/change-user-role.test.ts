import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createStore } from '../store/create-store';
import type { Store } from '../store/port';
import { RoleChangeError, changeUserRole, parseRoleCommand } from './change-user-role';
import { localIdentity, signInUser } from './sign-in-user';

describe('parseRoleCommand', () => {
  it('reads grant|revoke <role> <target>', () => {
    expect(parseRoleCommand(['grant', 'admin', 'ada@example.com'])).toEqual({
      action: 'grant',
      role: 'admin',
      target: 'ada@example.com',
    });
  });
  it.each([
    [[]],
    [['promote', 'admin', 'x']],
    [['grant', 'king', 'x']],
    [['grant', 'admin']],
    [['grant', 'admin', ' ']],
  ])('refuses %j with the usage', (args) => {
    expect(() => parseRoleCommand(args)).toThrow(RoleChangeError);
  });
});

describe('changeUserRole', () => {
  const policy = { canLocalAccountsHaveRoles: false };
  let dataDir: string;
  let store: Store;

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'bluffle-roles-'));
    store = await createStore({ dataDir });
    await store.users.upsert({
      id: 'google:1',
      username: 'Ada',
      email: 'ada@example.com',
      provider: 'google',
      avatar: null,
      roles: ['lexivestor'],
      wordsmithUntil: '2030-01-01T00:00:00.000Z',
    });
  });
  afterEach(async () => {
    await store.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('grants by e-mail (any case) and revokes by id, keeping other roles and the plan', async () => {
    const granted = await changeUserRole(
      store,
      { action: 'grant', role: 'admin', target: 'ADA@example.com' },
      policy,
    );
    expect(granted).toMatchObject({
      changed: true,
      user: { id: 'google:1', roles: ['admin', 'lexivestor'] },
    });
    const again = await changeUserRole(store, { action: 'grant', role: 'admin', target: 'google:1' }, policy);
    expect(again.changed).toBe(false);
    const revoked = await changeUserRole(
      store,
      { action: 'revoke', role: 'admin', target: 'google:1' },
      policy,
    );
    expect(revoked.user.roles).toEqual(['lexivestor']);
    // A paid subscription's end is a payment fact: role changes leave it as it is.
    expect((await store.users.findById('google:1'))?.wordsmithUntil).toBe('2030-01-01T00:00:00.000Z');
  });

  it('says so when there is no such user', async () => {
    await expect(
      changeUserRole(store, { action: 'grant', role: 'admin', target: 'nobody@example.com' }, policy),
    ).rejects.toThrow(/must sign in once/);
  });

  it('records a revoke of admin, so ADMIN_EMAILS cannot grant it back', async () => {
    const revoked = await changeUserRole(
      store,
      { action: 'revoke', role: 'admin', target: 'google:1' },
      policy,
    );
    // Ada had no admin role to lose, yet the revoke is recorded: it says "not an admin" for good.
    expect(revoked.changed).toBe(false);
    expect(await store.users.findById('google:1')).toMatchObject({
      roles: ['lexivestor'],
      hasUsedAdminEmailsGrant: true,
    });
    // Revoking another role leaves the mark alone.
    await store.users.upsert({ ...localAccount(), id: 'google:2', provider: 'google', roles: ['wordsmith'] });
    await changeUserRole(store, { action: 'revoke', role: 'wordsmith', target: 'google:2' }, policy);
    expect((await store.users.findById('google:2'))?.hasUsedAdminEmailsGrant).toBeUndefined();
  });

  describe('local (name-only) accounts', () => {
    beforeEach(async () => {
      await store.users.upsert(localAccount());
    });

    it.each(['admin', 'wordsmith', 'lexivestor'] as const)(
      'refuses to grant %s unless LOCAL_SIGN_IN=on, saying why',
      async (role) => {
        const attempt = changeUserRole(store, { action: 'grant', role, target: 'local:ada' }, policy);
        await expect(attempt).rejects.toThrow(RoleChangeError);
        await expect(attempt).rejects.toThrow(
          /'local:ada' is a local \(name-only\) account: anyone who types the name 'Ada'.*LOCAL_SIGN_IN=on/,
        );
        expect((await store.users.findById('local:ada'))?.roles).toEqual([]);
      },
    );

    it('finds a local account by its name as it was typed, in any case', async () => {
      const signedIn = await signInUser(store, localIdentity('Ada Lovelace'), []);
      expect(signedIn.id).toBe('local:ada-lovelace');
      const allowed = { canLocalAccountsHaveRoles: true };
      const granted = await changeUserRole(
        store,
        { action: 'grant', role: 'wordsmith', target: 'Ada Lovelace' },
        allowed,
      );
      expect(granted).toMatchObject({
        changed: true,
        user: { id: 'local:ada-lovelace', roles: ['wordsmith'] },
      });
      for (const target of ['ADA LOVELACE', 'local:Ada Lovelace']) {
        const again = await changeUserRole(store, { action: 'grant', role: 'wordsmith', target }, allowed);
        expect(again).toMatchObject({ changed: false, user: { id: 'local:ada-lovelace' } });
      }
      await expect(
        changeUserRole(store, { action: 'grant', role: 'wordsmith', target: 'Ada Byron' }, allowed),
      ).rejects.toThrow("No user 'Ada Byron'");
    });

    it('grants with LOCAL_SIGN_IN=on, and always lets a role be taken away', async () => {
      const granted = await changeUserRole(
        store,
        { action: 'grant', role: 'wordsmith', target: 'local:ada' },
        { canLocalAccountsHaveRoles: true },
      );
      expect(granted.user.roles).toEqual(['wordsmith']);
      const revoked = await changeUserRole(
        store,
        { action: 'revoke', role: 'wordsmith', target: 'local:ada' },
        policy,
      );
      expect(revoked).toMatchObject({ changed: true, user: { roles: [] } });
    });
  });
});

function localAccount() {
  return {
    id: 'local:ada',
    username: 'Ada',
    email: null,
    provider: 'local',
    avatar: null,
    roles: [],
    subscription: 'bluffling' as const,
    subscriptionExpires: null,
  };
}
