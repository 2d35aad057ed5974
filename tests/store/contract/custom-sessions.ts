// Contract: CustomSessionRepository (port.ts), identical for every driver.
import { ConflictError } from '../../../game-server/src/domain/errors';
import type { Store } from '../../../game-server/src/store/port';

export function describeCustomSessionContract(store: () => Store): void {
  describe('custom sessions', () => {
    const base = { userId: 'smith-1', playerName: 'Wordsmith', wordIds: ['e', 'a', 'd', 'b', 'c'] };

    it('creates a session with an id and no plays yet, keeps the word order, and finds it by code', async () => {
      const created = await store().customSessions.create({ ...base, sessionCode: 'CUSTOM23' });
      expect(created).toMatchObject({
        ...base,
        sessionCode: 'CUSTOM23',
        timesPlayed: 0,
        calls: 0,
        fooled: 0,
      });
      expect(created.id).toEqual(expect.any(String));
      expect(await store().customSessions.findByCode('CUSTOM23')).toEqual(created);
      expect(await store().customSessions.findByCode('NOPE2345')).toBeNull();
    });

    it('rejects a taken code with a ConflictError and keeps the first', async () => {
      await store().customSessions.create({ ...base, sessionCode: 'CUSTOM23' });
      const again = store().customSessions.create({ ...base, userId: 'smith-2', sessionCode: 'CUSTOM23' });
      await expect(again).rejects.toBeInstanceOf(ConflictError);
      expect((await store().customSessions.findByCode('CUSTOM23'))?.userId).toBe('smith-1');
    });

    it("lists one user's sessions, newest first", async () => {
      const first = await store().customSessions.create({ ...base, sessionCode: 'FIRST234' });
      // Distinct creation instants, so "newest" is defined by the clock and not by a tie-break.
      await new Promise((resolve) => setTimeout(resolve, 5));
      const second = await store().customSessions.create({ ...base, sessionCode: 'SECOND23' });
      await store().customSessions.create({ ...base, userId: 'smith-2', sessionCode: 'OTHER234' });
      expect(await store().customSessions.listByUser('smith-1')).toEqual([second, first]);
      expect(await store().customSessions.listByUser('nobody')).toEqual([]);
    });

    it('adds each play to timesPlayed, calls and fooled, and ignores an unknown code', async () => {
      await store().customSessions.create({ ...base, sessionCode: 'CUSTOM23' });
      await store().customSessions.incrementPlays('CUSTOM23', { calls: 5, fooled: 2 });
      await store().customSessions.incrementPlays('CUSTOM23', { calls: 3, fooled: 0 });
      await expect(
        store().customSessions.incrementPlays('NOPE2345', { calls: 5, fooled: 5 }),
      ).resolves.toBeUndefined();
      expect(await store().customSessions.findByCode('CUSTOM23')).toMatchObject({
        timesPlayed: 2,
        calls: 8,
        fooled: 2,
      });
      expect(await store().customSessions.findByCode('NOPE2345')).toBeNull();
    });

    it('counts every one of many plays finishing at once', async () => {
      await store().customSessions.create({ ...base, sessionCode: 'CUSTOM23' });
      await Promise.all(
        Array.from({ length: 20 }, () =>
          store().customSessions.incrementPlays('CUSTOM23', { calls: 5, fooled: 1 }),
        ),
      );
      expect(await store().customSessions.findByCode('CUSTOM23')).toMatchObject({
        timesPlayed: 20,
        calls: 100,
        fooled: 20,
      });
    });

    it('leaves the other sessions alone when counting a play', async () => {
      await store().customSessions.create({ ...base, sessionCode: 'CUSTOM23' });
      const other = await store().customSessions.create({ ...base, sessionCode: 'OTHER234' });
      await store().customSessions.incrementPlays('CUSTOM23', { calls: 4, fooled: 4 });
      expect(await store().customSessions.findByCode('OTHER234')).toEqual(other);
    });
  });
}
