// Contract: the Store itself: readiness and data surviving a restart.
import type { Store } from '../../../game-server/src/store/port';
import { manyWords, newSession, newStats, newUser, subscriptionState } from './fixtures';

export function describeLifecycleContract(
  store: () => Store,
  reopen: () => Promise<Store>,
  driver: Store['driver'],
): void {
  describe('store', () => {
    it(`reports its driver (${driver}) and answers ping`, async () => {
      expect(store().driver).toBe(driver);
      await expect(store().ping()).resolves.toBeUndefined();
    });

    it('keeps every entity across close and reopen', async () => {
      const { created } = await store().words.createMany(manyWords(3));
      const session = await store().sessions.update({
        ...(await store().sessions.create(newSession())),
        status: 'playing',
      });
      const user = await store().users.upsert(newUser());
      const stats = await store().playerStats.save(newStats());
      const custom = await store().customSessions.create({
        sessionCode: 'CUSTOM23',
        userId: user.id,
        playerName: 'Ada',
        wordIds: created.map((word) => word.id),
      });
      await store().customSessions.incrementPlays('CUSTOM23', { calls: 5, fooled: 2 });
      const signIn = { data: '{"passport":{"user":"google:1001"}}', expiresAt: '2999-01-01T00:00:00.000Z' };
      await store().authSessions.set('sid-1', signIn.data, signIn.expiresAt);
      await store().billing.linkCustomer(user.id, 'cus_A');
      const billing = await store().billing.setSubscriptions('cus_A', [subscriptionState()]);
      const invoicePaid = { eventId: 'evt_1', type: 'invoice.paid', receivedAt: '2025-03-01T00:00:00.000Z' };
      await store().paymentEvents.claim(invoicePaid);
      await store().paymentEvents.complete('evt_1', { userId: user.id, outcome: 'wordsmith until April' });
      const paidEvent = await store().paymentEvents.find('evt_1');
      await store().dailyGames.claim(user.id, '2025-03-01', 3);
      await store().dailyGames.claim(user.id, '2025-03-01', 3);

      const reopened = await reopen();
      expect(await reopened.words.findByIds(created.map((word) => word.id))).toEqual(created);
      expect(await reopened.sessions.findByCode(session.code)).toEqual(session);
      expect(await reopened.users.findById(user.id)).toEqual(user);
      expect(await reopened.playerStats.findByUserId(user.id)).toEqual(stats);
      expect(await reopened.customSessions.findByCode('CUSTOM23')).toEqual({
        ...custom,
        timesPlayed: 1,
        calls: 5,
        fooled: 2,
      });
      expect(await reopened.authSessions.get('sid-1')).toEqual(signIn);
      expect(await reopened.users.findByEmail('ADA@example.com')).toEqual(user);
      expect(await reopened.billing.findByCustomerId('cus_A')).toEqual(billing);
      expect(await reopened.paymentEvents.listByUser(user.id)).toEqual([paidEvent]);
      expect(await reopened.paymentEvents.claim(invoicePaid)).toBe(false);
      expect(await reopened.dailyGames.countOf(user.id, '2025-03-01')).toBe(2);
      expect(await reopened.dailyGames.claim(user.id, '2025-03-01', 3)).toBe(3);
      expect(await reopened.dailyGames.claim(user.id, '2025-03-01', 3)).toBeNull();
      // The one-link-each-way keys survive too.
      expect((await reopened.billing.linkCustomer(user.id, 'cus_B')).customerId).toBe('cus_A');
      // The unique key survives too: the words' index came back with the data.
      expect((await reopened.words.createMany(manyWords(3))).duplicates).toHaveLength(3);
    });
  });
}
