import { PAYMENT_RETURN_QUERY, PLAN_CURRENCY, PLANS, type PaidPlanId } from '@bluffle/shared-schema';
import type Stripe from 'stripe';
import type { StripeConfig } from '../../config/payments-config';

/** The page Stripe sends the buyer back to (a client-side route of the web app). */
export const SUBSCRIPTION_PAGE_PATH = '/subscription';

/** `${origin}/subscription?payment=success&plan=wordsmith` or `...?payment=cancelled`. */
export function subscriptionPageUrl(origin: string, query: Record<string, string> = {}): string {
  const url = new URL(SUBSCRIPTION_PAGE_PATH, origin);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url.toString();
}

/** The configured Stripe price, else the plan's own price inline (rules/plans/plans.ts). */
function lineItemOf(plan: PaidPlanId, config: StripeConfig): Stripe.Checkout.SessionCreateParams.LineItem {
  const priceId = config.prices[plan];
  if (priceId !== undefined) return { price: priceId, quantity: 1 };
  const { name, priceCents, isMonthly } = PLANS[plan];
  return {
    quantity: 1,
    price_data: {
      currency: PLAN_CURRENCY,
      unit_amount: priceCents,
      product_data: { name: `Bluffle ${name}` },
      ...(isMonthly ? { recurring: { interval: 'month' as const } } : {}),
    },
  };
}

/**
 * Stripe Checkout for one plan: wordsmith is a monthly subscription with the plan's free trial
 * (only for a customer who never subscribed before), lexivestor a one-time payment. Our user id travels
 * as client_reference_id and in the metadata, so every object Stripe makes from it names the account.
 */
export function checkoutParams(options: {
  plan: PaidPlanId;
  userId: string;
  customerId: string;
  origin: string;
  config: StripeConfig;
  isTrialOffered: boolean;
}): Stripe.Checkout.SessionCreateParams {
  const { plan, userId, origin } = options;
  const metadata = { userId, plan };
  const trialDays = PLANS[plan].trialDays;
  return {
    mode: plan === 'wordsmith' ? 'subscription' : 'payment',
    customer: options.customerId,
    client_reference_id: userId,
    metadata,
    line_items: [lineItemOf(plan, options.config)],
    ...(plan === 'wordsmith'
      ? {
          subscription_data: {
            metadata,
            ...(options.isTrialOffered && trialDays > 0 ? { trial_period_days: trialDays } : {}),
          },
        }
      : {}),
    success_url: subscriptionPageUrl(origin, {
      [PAYMENT_RETURN_QUERY.name]: PAYMENT_RETURN_QUERY.success,
      plan,
    }),
    cancel_url: subscriptionPageUrl(origin, { [PAYMENT_RETURN_QUERY.name]: PAYMENT_RETURN_QUERY.cancelled }),
  };
}
