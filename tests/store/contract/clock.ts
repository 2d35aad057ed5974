// Contract: every driver takes the time it stamps records with from the injected Clock, never
// from the machine, so a server on a test's manual clock stores the times that clock says. The clock sits
// years away from the real one: a driver reading the machine's time cannot pass by luck.
import type { Store } from '../../../game-server/src/store/port';
import type { ManualClock } from '../../support/manual-clock';
import { newUser, newWord, subscriptionState } from './fixtures';

const HOUR_MS = 60 * 60 * 1000;

export function describeClockContract(store: () => Store, clock: ManualClock): void {
  const now = () => new Date(clock.now()).toISOString();

  describe("the store's clock", () => {
    it("stamps a word created without a date with the clock's time, one by one and in a batch", async () => {
      const single = await store().words.create(newWord({ word: 'single' }));
      const { created } = await store().words.createMany([newWord({ word: 'batched' })]);

      expect(single.createdAt).toBe(now());
      expect(created.map((word) => word.createdAt)).toEqual([now()]);
      expect((await store().words.findById(single.id))?.createdAt).toBe(now());
    });

    it("stamps a user's creation and every later update with the clock's time", async () => {
      const createdAt = now();
      expect(await store().users.upsert(newUser())).toMatchObject({ createdAt, updatedAt: createdAt });

      clock.advance(HOUR_MS);
      expect(await store().users.setRoles('google:1001', ['admin'])).toMatchObject({
        createdAt,
        updatedAt: now(),
      });
      clock.advance(HOUR_MS);
      expect(await store().users.grantRole('google:1001', 'lexivestor')).toMatchObject({ updatedAt: now() });
      clock.advance(HOUR_MS);
      expect(await store().users.setWordsmithUntil('google:1001', null)).toMatchObject({ updatedAt: now() });
      clock.advance(HOUR_MS);
      expect(await store().users.upsert(newUser({ username: 'Ada L.' }))).toMatchObject({
        createdAt,
        updatedAt: now(),
      });
      expect(await store().users.findById('google:1001')).toMatchObject({ createdAt, updatedAt: now() });
    });

    it("stamps a custom session's creation with the clock's time", async () => {
      const created = await store().customSessions.create({
        sessionCode: 'CLOCK234',
        userId: 'google:1001',
        playerName: 'Ada',
        wordIds: ['w1'],
      });

      expect(created.createdAt).toBe(now());
      expect((await store().customSessions.findByCode('CLOCK234'))?.createdAt).toBe(now());
    });

    it("stamps a billing account's link and its subscriptions' update with the clock's time", async () => {
      const linkedAt = now();
      expect(await store().billing.linkCustomer('google:1001', 'cus_A')).toMatchObject({
        createdAt: linkedAt,
        updatedAt: linkedAt,
      });

      clock.advance(HOUR_MS);
      expect(await store().billing.setSubscriptions('cus_A', [subscriptionState()])).toMatchObject({
        createdAt: linkedAt,
        updatedAt: now(),
      });
    });

    it("expires a sign-in session when the clock passes its expiry, not the machine's time", async () => {
      const expiresAt = new Date(clock.now() + HOUR_MS).toISOString();
      await store().authSessions.set('sid-1', '{"n":1}', expiresAt);
      await store().authSessions.set('sid-2', '{"n":2}', expiresAt);
      expect(await store().authSessions.get('sid-1')).toEqual({ data: '{"n":1}', expiresAt });

      clock.advance(HOUR_MS);
      // Touching an expired session does not revive it, though the machine's time is years before its expiry.
      await store().authSessions.touch('sid-2', new Date(clock.now() + HOUR_MS).toISOString());
      expect(await store().authSessions.get('sid-1')).toBeNull();
      expect(await store().authSessions.get('sid-2')).toBeNull();
    });
  });
}
