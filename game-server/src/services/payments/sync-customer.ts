import { wordsmithUntilOf } from '@bluffle/shared-schema';
import type { PaymentDeps, PaymentProvider } from './payment-deps';
import { readSubscriptions, subscriptionStateOf } from './subscription-state';

export type SyncResult =
  { isKnown: false } | { isKnown: true; userId: string; wordsmithUntil: string | null };

/**
 * Brings our copy of a customer up to Stripe's (: out-of-order events are handled by reading the
 * object's current state): every subscription as Stripe says it now, stored, and the wordsmith plan's end
 * derived from them. Whatever order events arrive in, the last sync stores what Stripe says last.
 */
export async function syncCustomer(
  deps: Pick<PaymentDeps, 'store'>,
  provider: PaymentProvider,
  customerId: string,
): Promise<SyncResult> {
  const account = await deps.store.billing.findByCustomerId(customerId);
  if (account === null) return { isKnown: false };
  const states = (await readSubscriptions(provider.stripe, customerId)).map(subscriptionStateOf);
  await deps.store.billing.setSubscriptions(customerId, states);
  const wordsmithUntil = wordsmithUntilOf(states);
  await deps.store.users.setWordsmithUntil(account.userId, wordsmithUntil);
  return { isKnown: true, userId: account.userId, wordsmithUntil };
}
