// Contract: DailyGameRepository (port.ts), the free daily limit's count, identical for every driver.
import type { Store } from '../../../game-server/src/store/port';
import type { WriteRaceTest } from './drivers';

const DAY = '2025-03-01';

export function describeDailyGameContract(store: () => Store, writeRace: WriteRaceTest): void {
  describe('daily games', () => {
    it('counts games up to the limit, then refuses and counts nothing more', async () => {
      expect(await store().dailyGames.countOf('google:1001', DAY)).toBe(0);
      const counts: (number | null)[] = [];
      for (let game = 0; game < 4; game += 1) {
        counts.push(await store().dailyGames.claim('google:1001', DAY, 3));
      }
      expect(counts).toEqual([1, 2, 3, null]);
      expect(await store().dailyGames.countOf('google:1001', DAY)).toBe(3);
    });

    it('counts each day and each user separately', async () => {
      await store().dailyGames.claim('google:1001', DAY, 2);
      await store().dailyGames.claim('google:1001', DAY, 2);
      expect(await store().dailyGames.claim('google:1001', '2025-03-02', 2)).toBe(1);
      expect(await store().dailyGames.claim('github:7', DAY, 2)).toBe(1);
      expect(await store().dailyGames.countOf('google:1001', DAY)).toBe(2);
      expect(await store().dailyGames.countOf('google:1001', '2025-03-02')).toBe(1);
    });

    writeRace('lets exactly the limit of many games started at once be counted', async () => {
      const claims = await Promise.all(
        Array.from({ length: 20 }, () => store().dailyGames.claim('google:1001', DAY, 5)),
      );
      const counted = claims.filter((count) => count !== null);
      expect(counted.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5]);
      expect(await store().dailyGames.countOf('google:1001', DAY)).toBe(5);
    });

    writeRace('never refuses without a limit, and still counts', async () => {
      const claims = await Promise.all(
        Array.from({ length: 20 }, () => store().dailyGames.claim('google:1001', DAY, null)),
      );
      expect(claims.every((count) => count !== null)).toBe(true);
      expect(await store().dailyGames.countOf('google:1001', DAY)).toBe(20);
      expect(await store().dailyGames.claim('google:1001', DAY, null)).toBe(21);
    });

    it('refuses under a limit lower than the count so far (a plan that ended), leaving the count', async () => {
      for (let game = 0; game < 4; game += 1) await store().dailyGames.claim('google:1001', DAY, null);
      expect(await store().dailyGames.claim('google:1001', DAY, 3)).toBeNull();
      expect(await store().dailyGames.countOf('google:1001', DAY)).toBe(4);
    });

    it('refuses every game under a limit of 0, and stores no count', async () => {
      expect(await store().dailyGames.claim('google:1001', DAY, 0)).toBeNull();
      expect(await store().dailyGames.countOf('google:1001', DAY)).toBe(0);
    });
  });
}
