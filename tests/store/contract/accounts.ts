// Contract: UserRepository and PlayerStatsRepository (port.ts), identical for every driver.
import { ConflictError } from '../../../game-server/src/domain/errors';
import type { Store } from '../../../game-server/src/store/port';
import type { WriteRaceTest } from './drivers';
import { newStats, newUser } from './fixtures';

export function describeAccountContract(store: () => Store, writeRace: WriteRaceTest): void {
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
        newUser({ username: 'Ada L.', roles: ['wordsmith'], avatar: 'https://example.com/ada.png' }),
      );
      expect(updated).toMatchObject({
        username: 'Ada L.',
        roles: ['wordsmith'],
        avatar: 'https://example.com/ada.png',
      });
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

    it('replaces roles, drops duplicates and leaves the paid subscription alone', async () => {
      const created = await store().users.upsert(
        newUser({ roles: ['lexivestor'], wordsmithUntil: '2025-04-02T00:00:00.000Z' }),
      );
      await new Promise((resolve) => setTimeout(resolve, 5));
      const promoted = await store().users.setRoles('google:1001', ['admin', 'wordsmith', 'admin']);
      expect(promoted).toEqual({
        ...created,
        roles: ['admin', 'wordsmith'],
        wordsmithUntil: '2025-04-02T00:00:00.000Z',
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

    it('grantRole adds a role held for good and keeps the others', async () => {
      const created = await store().users.upsert(newUser({ roles: ['wordsmith'] }));
      await new Promise((resolve) => setTimeout(resolve, 5));
      const granted = await store().users.grantRole('google:1001', 'lexivestor');
      expect(granted).toEqual({
        ...created,
        roles: ['wordsmith', 'lexivestor'],
        updatedAt: granted?.updatedAt,
      });
      expect(Date.parse(granted?.updatedAt ?? '')).toBeGreaterThan(Date.parse(created.updatedAt));
      expect(await store().users.findById('google:1001')).toEqual(granted);
    });

    it('grantRole of a role held already changes nothing (a replayed purchase)', async () => {
      await store().users.upsert(newUser({ roles: ['admin'] }));
      const granted = await store().users.grantRole('google:1001', 'lexivestor');
      await new Promise((resolve) => setTimeout(resolve, 5));
      expect(await store().users.grantRole('google:1001', 'lexivestor')).toEqual(granted);
      expect(await store().users.findById('google:1001')).toEqual(granted);
      expect(granted?.roles).toEqual(['admin', 'lexivestor']);
    });

    it('grantRole loses no role when two are granted at once', async () => {
      await store().users.upsert(newUser());
      await Promise.all([
        store().users.grantRole('google:1001', 'lexivestor'),
        store().users.grantRole('google:1001', 'admin'),
        store().users.grantRole('google:1001', 'lexivestor'),
      ]);
      expect((await store().users.findById('google:1001'))?.roles.sort()).toEqual(['admin', 'lexivestor']);
    });

    it('grantRole answers null for an unknown user and creates nobody', async () => {
      expect(await store().users.grantRole('google:nobody', 'lexivestor')).toBeNull();
      expect(await store().users.findById('google:nobody')).toBeNull();
    });

    it('setWordsmithUntil records the instant and leaves every other field; null clears it', async () => {
      const created = await store().users.upsert(newUser({ roles: ['lexivestor'] }));
      expect(created.wordsmithUntil ?? null).toBeNull();
      const until = '2025-04-02T00:00:00.000Z';
      const subscribed = await store().users.setWordsmithUntil('google:1001', until);
      expect(subscribed).toEqual({ ...created, wordsmithUntil: until, updatedAt: subscribed?.updatedAt });
      expect(await store().users.findById('google:1001')).toEqual(subscribed);

      const ended = await store().users.setWordsmithUntil('google:1001', null);
      expect(ended).toEqual({ ...created, wordsmithUntil: null, updatedAt: ended?.updatedAt });
      expect(await store().users.findById('google:1001')).toEqual(ended);
    });

    it('keeps wordsmithUntil through a sign-in upsert that does not name it', async () => {
      await store().users.upsert(newUser());
      await store().users.setWordsmithUntil('google:1001', '2025-04-02T00:00:00.000Z');
      const signedIn = await store().users.upsert(newUser({ username: 'Ada again' }));
      expect(signedIn).toMatchObject({ username: 'Ada again', wordsmithUntil: '2025-04-02T00:00:00.000Z' });
    });

    it('setWordsmithUntil answers null for an unknown user and creates nobody', async () => {
      expect(await store().users.setWordsmithUntil('google:nobody', '2025-04-02T00:00:00.000Z')).toBeNull();
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

    it('hands back the derived fields the shared rule computes from the saved counters, not the copy saved', async () => {
      // The counters are the truth (docs/design.md decision 4): a stale or wrong derived copy is not what a read gives.
      const stale = {
        ...newStats({ totalGamesPlayed: 4 }),
        averageScore: 40,
        level: 99,
        overallPrecision: 1,
      };
      const saved = await store().playerStats.save(stale);
      expect(saved).toEqual({ ...newStats({ totalGamesPlayed: 4 }), version: 1 });
      expect(saved).toMatchObject({ averageScore: 30, level: 13, overallPrecision: 73.3 });
      expect(await store().playerStats.findByUserId('google:1001')).toEqual(saved);
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

    it('saveMany saves several players at once, each as save would, in the order given', async () => {
      const earlier = await store().playerStats.save(newStats({ userId: 'google:1002' }));
      const first = newStats({ userId: 'google:1001', totalGamesPlayed: 4 });
      const later = newStats({ userId: 'google:1002', totalGamesPlayed: 5, version: earlier.version });

      const outcomes = await store().playerStats.saveMany([first, later]);

      expect(outcomes).toEqual([
        { isSaved: true, stats: { ...first, version: 1 } },
        { isSaved: true, stats: { ...later, version: 2 } },
      ]);
      expect(await store().playerStats.findByUserId('google:1001')).toEqual({ ...first, version: 1 });
      expect(await store().playerStats.findByUserId('google:1002')).toEqual({ ...later, version: 2 });
      expect(await store().playerStats.saveMany([])).toEqual([]);
    });

    it('saveMany refuses only the saves whose version is no longer stored, and saves the others', async () => {
      const stored = await store().playerStats.save(newStats({ userId: 'google:1001' }));
      const storedToo = await store().playerStats.save(newStats({ userId: 'google:1002' }));
      const stale = newStats({ userId: 'google:1001', totalGamesPlayed: 9 });
      const fresh = newStats({ userId: 'google:1002', totalGamesPlayed: 6, version: storedToo.version });
      const madeUp = newStats({ userId: 'google:1003', version: 3 });
      const first = newStats({ userId: 'google:1004' });

      const outcomes = await store().playerStats.saveMany([stale, fresh, madeUp, first]);

      expect(outcomes.map((outcome) => outcome.isSaved)).toEqual([false, true, false, true]);
      for (const outcome of [outcomes[0], outcomes[2]]) {
        expect(outcome).toEqual({ isSaved: false, conflict: expect.any(ConflictError) });
      }
      expect(await store().playerStats.findByUserId('google:1001')).toEqual(stored);
      expect(await store().playerStats.findByUserId('google:1002')).toEqual({ ...fresh, version: 2 });
      expect(await store().playerStats.findByUserId('google:1003')).toBeNull();
      expect(await store().playerStats.findByUserId('google:1004')).toEqual({ ...first, version: 1 });
    });

    // A player's first save inserts (an upsert on a new key); a later one updates the version it read.
    const racingSaves = [
      { saves: 'the first save of a player', readVersion: 0, declare: writeRace },
      { saves: 'a later save', readVersion: 1, declare: it },
    ];
    for (const { saves, readVersion, declare } of racingSaves) {
      declare(`lets exactly one of two saves racing on the same version win: ${saves}`, async () => {
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
    }
  });
}
