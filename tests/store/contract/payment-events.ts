// Contract: PaymentEventRepository (port.ts), each Stripe event applied once, identical for every driver.
import type { Store } from '../../../game-server/src/store/port';

const event = (eventId: string, receivedAt = '2025-03-01T12:00:00.000Z') => ({
  eventId,
  type: 'checkout.session.completed',
  receivedAt,
});

export function describePaymentEventContract(store: () => Store): void {
  describe('payment events', () => {
    it('claims an event once: a replay of the same id is refused', async () => {
      expect(await store().paymentEvents.claim(event('evt_1'))).toBe(true);
      expect(await store().paymentEvents.claim(event('evt_1'))).toBe(false);
      expect(await store().paymentEvents.find('evt_1')).toEqual({
        ...event('evt_1'),
        userId: null,
        outcome: 'applying',
      });
      expect(await store().paymentEvents.find('evt_nobody')).toBeNull();
    });

    it('lets exactly one of many deliveries of one event at once claim it', async () => {
      const claims = await Promise.all(
        Array.from({ length: 20 }, () => store().paymentEvents.claim(event('evt_1'))),
      );
      expect(claims.filter((claimed) => claimed)).toHaveLength(1);
    });

    it('records what applying the event did, and a completed event stays claimed', async () => {
      await store().paymentEvents.claim(event('evt_1'));
      await store().paymentEvents.complete('evt_1', { userId: 'google:1001', outcome: 'granted lexivestor' });
      expect(await store().paymentEvents.find('evt_1')).toEqual({
        ...event('evt_1'),
        userId: 'google:1001',
        outcome: 'granted lexivestor',
      });
      expect(await store().paymentEvents.claim(event('evt_1'))).toBe(false);
    });

    it('gives a released claim to the next delivery', async () => {
      await store().paymentEvents.claim(event('evt_1'));
      await store().paymentEvents.release('evt_1');
      expect(await store().paymentEvents.find('evt_1')).toBeNull();
      expect(await store().paymentEvents.claim(event('evt_1', '2025-03-01T12:05:00.000Z'))).toBe(true);
      expect((await store().paymentEvents.find('evt_1'))?.receivedAt).toBe('2025-03-01T12:05:00.000Z');
    });

    it('keeps an event whose outcome is recorded when it is released', async () => {
      await store().paymentEvents.claim(event('evt_1'));
      await store().paymentEvents.complete('evt_1', { userId: null, outcome: 'ignored: unknown customer' });
      await store().paymentEvents.release('evt_1');
      expect((await store().paymentEvents.find('evt_1'))?.outcome).toBe('ignored: unknown customer');
      expect(await store().paymentEvents.claim(event('evt_1'))).toBe(false);
    });

    it("lists one account's events oldest first, and none of anyone else's", async () => {
      const applied = [
        ['evt_3', '2025-03-03T00:00:00.000Z', 'google:1001'],
        ['evt_1', '2025-03-01T00:00:00.000Z', 'google:1001'],
        ['evt_2', '2025-03-02T00:00:00.000Z', 'github:7'],
        ['evt_4', '2025-03-04T00:00:00.000Z', null],
      ] as const;
      for (const [eventId, receivedAt, userId] of applied) {
        await store().paymentEvents.claim(event(eventId, receivedAt));
        await store().paymentEvents.complete(eventId, { userId, outcome: `applied ${eventId}` });
      }
      const listed = await store().paymentEvents.listByUser('google:1001');
      expect(listed).toEqual([
        { ...event('evt_1', '2025-03-01T00:00:00.000Z'), userId: 'google:1001', outcome: 'applied evt_1' },
        { ...event('evt_3', '2025-03-03T00:00:00.000Z'), userId: 'google:1001', outcome: 'applied evt_3' },
      ]);
      expect(await store().paymentEvents.listByUser('google:nobody')).toEqual([]);
    });
  });
}
