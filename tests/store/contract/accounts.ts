// Contract: UserRepository and PlayerStatsRepository (port.ts), identical for every driver.
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
  });

  describe('player stats', () => {
    it('saves stats and finds them by user, replacing them on the next save', async () => {
      expect(await store().playerStats.findByUserId('google:1001')).toBeNull();
      expect(await store().playerStats.save(newStats())).toEqual(newStats());
      expect(await store().playerStats.findByUserId('google:1001')).toEqual(newStats());
      const later = newStats({ totalGamesPlayed: 4, bestScore: 80, updatedAt: '2025-02-02T10:00:00.000Z' });
      await store().playerStats.save(later);
      expect(await store().playerStats.findByUserId('google:1001')).toEqual(later);
      expect(await store().playerStats.findByUserId('google:1002')).toBeNull();
    });
  });
}
