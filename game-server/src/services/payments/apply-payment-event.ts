import type Stripe from 'stripe';
import type { PaymentDeps, PaymentProvider } from './payment-deps';
import { customerIdOf } from './subscription-state';
import { syncCustomer } from './sync-customer';

/** What applying one event did: the account it touched, and the outcome kept in the event ledger. */
export interface AppliedEvent {
  userId: string | null;
  outcome: string;
}

const UNKNOWN_CUSTOMER: AppliedEvent = { userId: null, outcome: 'ignored: unknown customer' };

/**
 * Applies one verified Stripe event. The event only says which object changed; what it is now is
 * read from Stripe, so a stale, reordered or repeated event cannot grant or keep a plan wrongly. Accounts
 * are found through our own billing link of the Stripe customer, never through an id the event carries.
 */
export async function applyPaymentEvent(
  deps: PaymentDeps,
  provider: PaymentProvider,
  event: Stripe.Event,
): Promise<AppliedEvent> {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return applyCompletedCheckout(deps, provider, event.data.object.id);
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
    case 'customer.subscription.paused':
    case 'customer.subscription.resumed':
      return applySubscriptionChange(deps, provider, customerIdOf(event.data.object.customer));
    case 'invoice.paid':
    case 'invoice.payment_failed':
      return applySubscriptionChange(deps, provider, customerIdOf(event.data.object.customer));
    default:
      return { userId: null, outcome: `ignored: ${event.type}` };
  }
}

/** The customer's subscriptions, read and stored afresh; the plan's end follows from them. */
async function applySubscriptionChange(
  deps: PaymentDeps,
  provider: PaymentProvider,
  customerId: string | null,
): Promise<AppliedEvent> {
  if (customerId === null) return UNKNOWN_CUSTOMER;
  const result = await deps.perCustomer(customerId, () => syncCustomer(deps, provider, customerId));
  if (!result.isKnown) return UNKNOWN_CUSTOMER;
  return {
    userId: result.userId,
    outcome:
      result.wordsmithUntil === null
        ? 'synced: no wordsmith plan'
        : `synced: wordsmith until ${result.wordsmithUntil}`,
  };
}

/**
 * A finished Checkout: a subscription is synced like any subscription change; a paid one-time lexivestor
 * purchase is granted for good. The session must be the one our server made for this customer's account.
 */
async function applyCompletedCheckout(
  deps: PaymentDeps,
  provider: PaymentProvider,
  sessionId: string,
): Promise<AppliedEvent> {
  const session = await provider.stripe.checkout.sessions.retrieve(sessionId);
  const customerId = customerIdOf(session.customer);
  const account = customerId === null ? null : await deps.store.billing.findByCustomerId(customerId);
  if (customerId === null || account === null) return UNKNOWN_CUSTOMER;
  const userId = account.userId;
  if (session.client_reference_id !== userId) {
    deps.logger.warn(
      { sessionId, customerId, userId, clientReferenceId: session.client_reference_id },
      "a checkout session's client_reference_id does not name its customer's account: ignored",
    );
    return { userId, outcome: 'ignored: client_reference_id does not match the customer' };
  }
  if (session.mode === 'subscription') return applySubscriptionChange(deps, provider, customerId);
  if (session.mode !== 'payment' || session.metadata?.plan !== 'lexivestor') {
    return { userId, outcome: 'ignored: not a plan purchase' };
  }
  // Paid by a method that settles later (a bank debit): checkout.session.async_payment_succeeded grants it.
  if (session.payment_status !== 'paid') return { userId, outcome: 'waiting: payment not settled yet' };
  const granted = await deps.store.users.grantRole(userId, 'lexivestor');
  return {
    userId,
    outcome: granted === null ? 'ignored: the account no longer exists' : 'granted lexivestor',
  };
}
