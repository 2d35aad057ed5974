import {
  ERROR_CODES,
  PAYMENT_MESSAGES,
  type CreateCheckoutSessionResponse,
  type PaidPlanId,
} from '@bluffle/shared-schema';
import type Stripe from 'stripe';
import type { SignedInUser } from '../../domain/user';
import { BadGatewayError } from '../../errors';
import { billingCustomerOf } from './billing-customer';
import { checkoutParams } from './checkout-params';
import { requireProvider, type PaymentDeps } from './payment-deps';
import { checkPlanCanBeBought } from './plan-guards';
import { callProvider } from './provider-call';

/**
 * POST /api/payments/create-checkout-session (docs/product.md §7). Grants nothing: the plan changes only when
 * Stripe's signed webhook says the payment went through (docs/design.md decision 12). `origin` is the server's
 * public origin (auth/public-origin.ts), never the request's Host.
 */
export async function createCheckoutSession(
  deps: PaymentDeps,
  user: SignedInUser,
  plan: PaidPlanId,
  origin: string,
): Promise<CreateCheckoutSessionResponse> {
  const provider = requireProvider(deps);
  const stored = await deps.store.billing.findByUserId(user.id);
  checkPlanCanBeBought(user, plan, stored?.subscriptions ?? []);
  const { account, isNew } = await billingCustomerOf(deps, provider, user);
  const { stripe } = provider;
  const customerId = account.customerId;
  // One free trial per customer: one who subscribed before (and cancelled) pays from the first day.
  const isTrialOffered = plan === 'wordsmith' && (isNew || !(await hasSubscribed(deps, stripe, customerId)));
  await expireOpenCheckouts(deps, stripe, customerId);
  const session = await callProvider(deps.logger, 'create checkout session', () =>
    stripe.checkout.sessions.create(
      checkoutParams({ plan, userId: user.id, customerId, origin, config: provider.config, isTrialOffered }),
    ),
  );
  if (session.url === null) {
    deps.logger.error(
      { sessionId: session.id },
      'Stripe made a checkout session without a page to send the buyer to',
    );
    throw new BadGatewayError(PAYMENT_MESSAGES.providerFailed, ERROR_CODES.paymentProviderFailed);
  }
  deps.logger.info(
    { userId: user.id, plan, customerId, sessionId: session.id, isTrialOffered },
    'checkout session created',
  );
  return { url: session.url, sessionId: session.id, plan };
}

async function hasSubscribed(deps: PaymentDeps, stripe: Stripe, customerId: string): Promise<boolean> {
  const list = await callProvider(deps.logger, 'list subscriptions', () =>
    stripe.subscriptions.list({ customer: customerId, status: 'all', limit: 1 }),
  );
  return list.data.length > 0;
}

/**
 * A checkout left open in another tab could still be paid after this one: the player would pay twice
 * (twice for a one-time purchase, or two subscriptions). Only the newest checkout stays payable.
 */
async function expireOpenCheckouts(deps: PaymentDeps, stripe: Stripe, customerId: string): Promise<void> {
  const open = await callProvider(deps.logger, 'list open checkout sessions', () =>
    stripe.checkout.sessions.list({ customer: customerId, status: 'open', limit: 100 }),
  );
  for (const session of open.data) {
    await callProvider(deps.logger, 'expire checkout session', () =>
      stripe.checkout.sessions.expire(session.id),
    );
  }
}
