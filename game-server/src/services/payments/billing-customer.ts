import type { SignedInUser } from '../../domain/user';
import type { BillingAccountRecord } from '../../domain/billing';
import type { PaymentDeps, PaymentProvider } from './payment-deps';
import { callProvider } from './provider-call';

/**
 * The signed-in user's Stripe customer (docs/design.md decision 5: never one named in a payload), made on their
 * first checkout with their e-mail and our user id. Two first checkouts at once both make a customer; the
 * store keeps the first link and both use it, so the other customer stays empty in Stripe.
 */
export async function billingCustomerOf(
  deps: Pick<PaymentDeps, 'store' | 'logger'>,
  provider: PaymentProvider,
  user: Pick<SignedInUser, 'id' | 'email' | 'username'>,
): Promise<{ account: BillingAccountRecord; isNew: boolean }> {
  const existing = await deps.store.billing.findByUserId(user.id);
  if (existing !== null) return { account: existing, isNew: false };
  const customer = await callProvider(deps.logger, 'create customer', () =>
    provider.stripe.customers.create({
      ...(user.email === null ? {} : { email: user.email }),
      name: user.username,
      metadata: { userId: user.id },
    }),
  );
  const account = await deps.store.billing.linkCustomer(user.id, customer.id);
  if (account.customerId !== customer.id) {
    deps.logger.warn(
      { userId: user.id, customerId: account.customerId, unusedCustomerId: customer.id },
      'two checkouts made a Stripe customer at once; the first one linked is kept',
    );
    return { account, isNew: false };
  }
  deps.logger.info({ userId: user.id, customerId: customer.id }, 'Stripe customer created');
  return { account, isNew: true };
}
