import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createStore } from '../store/create-store';
import type { Store } from '../store/port';
import { RoleChangeError, changeUserRole, parseRoleCommand } from './change-user-role';

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
      subscription: 'lexivestor',
      subscriptionExpires: null,
    });
  });
  afterEach(async () => {
    await store.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('grants by e-mail (any case) and revokes by id, keeping other roles and the plan', async () => {
    const granted = await changeUserRole(store, {
      action: 'grant',
      role: 'admin',
      target: 'ADA@example.com',
    });
    expect(granted).toMatchObject({
      changed: true,
      user: { id: 'google:1', roles: ['admin', 'lexivestor'] },
    });
    const again = await changeUserRole(store, { action: 'grant', role: 'admin', target: 'google:1' });
    expect(again.changed).toBe(false);
    const revoked = await changeUserRole(store, { action: 'revoke', role: 'admin', target: 'google:1' });
    expect(revoked.user.roles).toEqual(['lexivestor']);
    expect((await store.users.findById('google:1'))?.subscription).toBe('lexivestor');
  });

  it('says so when there is no such user', async () => {
    await expect(
      changeUserRole(store, { action: 'grant', role: 'admin', target: 'nobody@example.com' }),
    ).rejects.toThrow(/must sign in once/);
  });
});
