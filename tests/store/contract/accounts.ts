// Contract: UserRepository and PlayerStatsRepository (port.ts), identical for every driver.
import { ConflictError } from '../../../game-server/src/store/errors';
import type { Store } from '../../../game-server/src/store/port';
import { newStats, newUser } from './fixtures';

export function describeAccountContract(store: () => Store): void {
  describe('users', () => {
    it('creates a user on first upsert, with both dates set', async () => {
      const created = await store().users.upsert(newUser());
      expect(created).toMatchObject(newUser());
      expect(created.updatedAt).toBe(created.createdAt);
      expect(await store().users.findById('google:1001')).toEqual(created);
      expect(await store().users.findById('google:nobody')).toBeNull();
    });

    it('updates an existing user and keeps its createdAt', async () => {
      const created = await store().users.upsert(newUser());
      await new Promise((resolve) => setTimeout(resolve, 5));
      const updated = await store().users.upsert(
        newUser({ username: 'Ada L.', roles: ['wordsmith'], subscription: 'wordsmith' }),
      );
      expect(updated).toMatchObject({ username: 'Ada L.', roles: ['wordsmith'], subscription: 'wordsmith' });
      expect(updated.createdAt).toBe(created.createdAt);
      expect(Date.parse(updated.updatedAt)).toBeGreaterThan(Date.parse(created.updatedAt));
      expect(await store().users.findById('google:1001')).toEqual(updated);
    });

    it('finds a user by e-mail whatever its case, and follows a changed e-mail', async () => {
      const created = await store().users.upsert(newUser({ email: 'Ada.Lovelace@Example.COM' }));
      expect(await store().users.findByEmail('ada.lovelace@example.com')).toEqual(created);
      expect(await store().users.findByEmail('ADA.LOVELACE@EXAMPLE.COM')).toEqual(created);
      expect(await store().users.findByEmail('ada@example.com')).toBeNull();

      const moved = await store().users.upsert(newUser({ email: 'ada@analytical.engine' }));
      expect(await store().users.findByEmail('Ada@Analytical.Engine')).toEqual(moved);
      expect(await store().users.findByEmail('ada.lovelace@example.com')).toBeNull();
    });

    it('finds no user for an empty e-mail, even when some users have none', async () => {
      await store().users.upsert(newUser({ email: null }));
      expect(await store().users.findByEmail('')).toBeNull();
    });

    it('returns the earliest account when several share an e-mail', async () => {
      const first = await store().users.upsert(newUser({ id: 'github:7', email: 'ada@example.com' }));
      await new Promise((resolve) => setTimeout(resolve, 5));
      await store().users.upsert(newUser({ id: 'google:1001', email: 'ADA@example.com' }));
      expect(await store().users.findByEmail('Ada@Example.com')).toEqual(first);
    });

    it('replaces roles, drops duplicates and leaves the subscription alone', async () => {
      const created = await store().users.upsert(
        newUser({ roles: ['lexivestor'], subscription: 'lexivestor' }),
      );
      await new Promise((resolve) => setTimeout(resolve, 5));
      const promoted = await store().users.setRoles('google:1001', ['admin', 'wordsmith', 'admin']);
      expect(promoted).toEqual({
        ...created,
        roles: ['admin', 'wordsmith'],
        subscription: 'lexivestor',
        updatedAt: promoted?.updatedAt,
      });
      expect(Date.parse(promoted?.updatedAt ?? '')).toBeGreaterThan(Date.parse(created.updatedAt));
      expect(await store().users.findById('google:1001')).toEqual(promoted);

      const demoted = await store().users.setRoles('google:1001', []);
      expect(demoted?.roles).toEqual([]);
      expect((await store().users.findById('google:1001'))?.roles).toEqual([]);
    });

    it('setRoles writes the marks it is given in the same update, and keeps them otherwise', async () => {
      const created = await store().users.upsert(newUser({ roles: ['admin'] }));
      expect(created.hasUsedAdminEmailsGrant).toBeUndefined();
      const revoked = await store().users.setRoles('google:1001', [], { hasUsedAdminEmailsGrant: true });
      expect(revoked).toMatchObject({ roles: [], hasUsedAdminEmailsGrant: true });
      expect(await store().users.findById('google:1001')).toEqual(revoked);
      const granted = await store().users.setRoles('google:1001', ['admin']);
      expect(granted).toMatchObject({ roles: ['admin'], hasUsedAdminEmailsGrant: true });
      // A sign-in's upsert that does not name the mark leaves it as stored.
      const signedIn = await store().users.upsert(newUser({ roles: ['admin'], username: 'Ada again' }));
      expect(signedIn.hasUsedAdminEmailsGrant).toBe(true);
    });

    it('setRoles answers null for an unknown user and creates nobody', async () => {
      expect(await store().users.setRoles('google:nobody', ['admin'])).toBeNull();
      expect(await store().users.findById('google:nobody')).toBeNull();
    });
  });

  describe('player stats', () => {
    it('saves stats and finds them by user, raising the version on every save', async () => {
      expect(await store().playerStats.findByUserId('google:1001')).toBeNull();
      const first = await store().playerStats.save(newStats());
      expect(first).toEqual({ ...newStats(), version: 1 });
      expect(await store().playerStats.findByUserId('google:1001')).toEqual(first);

      const later = newStats({ totalGamesPlayed: 4, bestScore: 80, updatedAt: '2025-02-02T10:00:00.000Z' });
      const second = await store().playerStats.save({ ...later, version: first.version });
      expect(second).toEqual({ ...later, version: 2 });
      expect(await store().playerStats.findByUserId('google:1001')).toEqual(second);
      expect(await store().playerStats.findByUserId('google:1002')).toBeNull();
    });

    it('refuses a save naming a version that is no longer stored, and keeps what was there', async () => {
      const saved = await store().playerStats.save(newStats());
      await expect(store().playerStats.save(newStats({ totalGamesPlayed: 9 }))).rejects.toBeInstanceOf(
        ConflictError,
      );
      await expect(
        store().playerStats.save(newStats({ totalGamesPlayed: 9, version: saved.version + 1 })),
      ).rejects.toBeInstanceOf(ConflictError);
      await expect(
        store().playerStats.save(newStats({ userId: 'google:1002', version: 3 })),
      ).rejects.toBeInstanceOf(ConflictError);
      expect(await store().playerStats.findByUserId('google:1001')).toEqual(saved);
      expect(await store().playerStats.findByUserId('google:1002')).toBeNull();
    });

    it.each([
      ['the first save of a player', 0],
      ['a later save', 1],
    ])('lets exactly one of two saves racing on the same version win: %s', async (_case, readVersion) => {
      if (readVersion > 0) await store().playerStats.save(newStats());
      const one = newStats({ totalGamesPlayed: 4, version: readVersion });
      const other = newStats({ totalGamesPlayed: 5, version: readVersion });
      const results = await Promise.allSettled([
        store().playerStats.save(one),
        store().playerStats.save(other),
      ]);
      const won = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
      const lost = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(1);
      expect(lost[0]).toBeInstanceOf(ConflictError);
      expect(won[0]?.version).toBe(readVersion + 1);
      expect(await store().playerStats.findByUserId('google:1001')).toEqual(won[0]);
    });
  });
}
