// Contract: BillingRepository (port.ts), who pays through which Stripe customer, identical for every driver.
import { ConflictError } from '../../../game-server/src/domain/errors';
import type { Store } from '../../../game-server/src/store/port';
import type { WriteRaceTest } from './drivers';
import { subscriptionState } from './fixtures';

export function describeBillingContract(store: () => Store, writeRace: WriteRaceTest): void {
  describe('billing', () => {
    it('links a user to a customer with no subscriptions yet, found either way', async () => {
      const linked = await store().billing.linkCustomer('google:1001', 'cus_A');
      expect(linked).toEqual({
        userId: 'google:1001',
        customerId: 'cus_A',
        subscriptions: [],
        createdAt: expect.any(String),
        updatedAt: linked.createdAt,
      });
      expect(await store().billing.findByUserId('google:1001')).toEqual(linked);
      expect(await store().billing.findByCustomerId('cus_A')).toEqual(linked);
      expect(await store().billing.findByUserId('google:nobody')).toBeNull();
      expect(await store().billing.findByCustomerId('cus_nobody')).toBeNull();
    });

    it('keeps the first customer of a user: a second link returns it and stores nothing', async () => {
      const first = await store().billing.linkCustomer('google:1001', 'cus_A');
      expect(await store().billing.linkCustomer('google:1001', 'cus_B')).toEqual(first);
      expect(await store().billing.findByCustomerId('cus_B')).toBeNull();
      expect(await store().billing.findByUserId('google:1001')).toEqual(first);
    });

    writeRace('ends with one link when two checkouts of one user link at once', async () => {
      const links = await Promise.all(
        ['cus_A', 'cus_B', 'cus_C', 'cus_D'].map((customerId) =>
          store().billing.linkCustomer('google:1001', customerId),
        ),
      );
      const stored = await store().billing.findByUserId('google:1001');
      expect(links.every((link) => link.customerId === stored?.customerId)).toBe(true);
      const found = await Promise.all(
        ['cus_A', 'cus_B', 'cus_C', 'cus_D'].map((customerId) =>
          store().billing.findByCustomerId(customerId),
        ),
      );
      expect(found.filter((account) => account !== null)).toEqual([stored]);
    });

    it('refuses a customer that pays for another account, and keeps both as they were', async () => {
      const theirs = await store().billing.linkCustomer('google:1001', 'cus_A');
      await expect(store().billing.linkCustomer('github:7', 'cus_A')).rejects.toBeInstanceOf(ConflictError);
      expect(await store().billing.findByUserId('github:7')).toBeNull();
      expect(await store().billing.findByCustomerId('cus_A')).toEqual(theirs);
    });

    it("replaces the customer's subscriptions and finds them with the account", async () => {
      const linked = await store().billing.linkCustomer('google:1001', 'cus_A');
      const trial = subscriptionState({ status: 'trialing', trialEnd: '2025-03-08T00:00:00.000Z' });
      const withTrial = await store().billing.setSubscriptions('cus_A', [trial]);
      expect(withTrial).toEqual({ ...linked, subscriptions: [trial], updatedAt: withTrial?.updatedAt });
      expect(await store().billing.findByUserId('google:1001')).toEqual(withTrial);

      const renewed = [subscriptionState({ id: 'sub_2', cancelAtPeriodEnd: true }), trial];
      const replaced = await store().billing.setSubscriptions('cus_A', renewed);
      expect(replaced?.subscriptions).toEqual(renewed);
      expect(await store().billing.findByCustomerId('cus_A')).toEqual(replaced);

      const none = await store().billing.setSubscriptions('cus_A', []);
      expect(none?.subscriptions).toEqual([]);
    });

    it('sets no subscriptions for an unknown customer and links nobody', async () => {
      expect(await store().billing.setSubscriptions('cus_nobody', [subscriptionState()])).toBeNull();
      expect(await store().billing.findByCustomerId('cus_nobody')).toBeNull();
    });
  });
}
