import { z } from 'zod';
import { PAID_PLAN_IDS, type PaidPlanId, type Plan } from '../rules/plans/plans';
import type { DailyGamesView } from '../rules/plans/daily-games';
import { userIdSchema } from './users';

// Plans and payments (; docs/product.md §4 Subscription change, §7 create-checkout-session, §8 Plans): paths,
// payloads, answers and the messages a person reads. Entitlements change only through Stripe's verified
// webhook (docs/design.md decision 12); nothing here grants a plan.

/** The query /subscription is sent back to from Stripe Checkout (docs/product.md §4 Authentication: payment=...). */
export const PAYMENT_RETURN_QUERY = { name: 'payment', success: 'success', cancelled: 'cancelled' } as const;

// ---- GET /api/payments/status -------------------------------------------------------------------
/** The subscription the page speaks of, as Stripe last told us (never the client). */
export interface SubscriptionView {
  /** Stripe's status: trialing, active or past_due (a cancelled one is not shown). */
  status: string;
  /** ISO 8601: the end of the current period (the trial's end, while trialing). */
  currentPeriodEnd: string;
  /** Set to stop at the period's end: it will not renew. */
  cancelAtPeriodEnd: boolean;
  trialEnd: string | null;
}

export interface PaymentsStatusResponse {
  /** Whether this server can take payments (STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set). */
  isEnabled: boolean;
  /** Every plan but admin (docs/product.md §2 Subscription screen), in the order the cards show. */
  plans: Plan[];
  /** The signed-in user's running subscription, or null (and always null for a guest). */
  subscription: SubscriptionView | null;
  /** The user has a Stripe customer, so the customer portal ('Manage billing') has something to show. */
  canManageBilling: boolean;
}

// ---- POST /api/payments/create-checkout-session ------------------------------------------------
const PLAN_CHOICES = PAID_PLAN_IDS.join(' or ');

/**
 * docs/product.md §7's payload: the plan, plus the userId and userEmail its client sent. The customer is always the
 * signed-in user (docs/design.md decision 5): a userId must be theirs, and the e-mail is never used.
 */
export const createCheckoutSessionBodySchema = z.object({
  subscriptionType: z.enum(PAID_PLAN_IDS, `subscriptionType must be ${PLAN_CHOICES}.`),
  userId: userIdSchema.nullish(),
  userEmail: z.string({ error: 'userEmail must be text' }).max(254, 'userEmail is too long').nullish(),
});
export type CreateCheckoutSessionBody = z.infer<typeof createCheckoutSessionBodySchema>;

export interface CreateCheckoutSessionResponse {
  /** Stripe Checkout's page: the browser is sent there (docs/product.md §4 Subscription change). */
  url: string;
  sessionId: string;
  plan: PaidPlanId;
}

// ---- POST /api/payments/cancel-subscription, /resume-subscription -------------------------------
/** No payload: the subscription is the signed-in user's own. Both answer with PaymentsStatusResponse. */
export const subscriptionChangeBodySchema = z.object({}).strict();

// ---- POST /api/payments/billing-portal ----------------------------------------------------------
export interface BillingPortalResponse {
  /** Stripe's customer portal, coming back to /subscription. */
  url: string;
}

// ---- GET /api/users/{userId}/daily-games --------------------------------------------------------
export type DailyGamesResponse = DailyGamesView;

// ---- GET /api/ads -------------------------------------------------------------------------------
/** The ad network's ids (docs/product.md §9 Ads: one client and slot for every placement), or null for the house ad. */
export interface AdsConfigResponse {
  adsense: { client: string; slot: string } | null;
}

/** The ad network's script, loaded (and allowed by the security policy) only when ADSENSE_CLIENT is set. */
export const ADSENSE_SCRIPT_ORIGIN = 'https://pagead2.googlesyndication.com';

export const PAYMENT_MESSAGES = {
  /** docs/product.md §8 Plans. */
  paymentFailed: 'Payment failed. Please try again.',
  notConfigured:
    'Payments are not set up on this server, so plans cannot be bought here. Everything else works as usual.',
  alreadyOnPlan: 'You already have this plan.',
  adminHasEverything: 'Admins already have every plan: there is nothing to buy.',
  wordsmithCoversLexivestor:
    'Your Wordsmith plan already has no ads and unlimited games; Lexivestor would add nothing while it runs.',
  subscriptionPastDue:
    'Your last Wordsmith payment failed and Stripe is still retrying it: update your card under Manage billing instead of subscribing again.',
  noSubscription: 'You have no running subscription to change.',
  noBillingAccount: 'You have not bought anything yet, so there is no billing account to manage.',
  providerFailed: 'The payment provider could not be reached. Please try again in a minute.',
  badSignature: 'Webhook signature verification failed.',
  confirming: 'Confirming your payment…',
  confirmingSlow:
    'Your payment is taking longer than usual to confirm. It will appear here shortly; you can keep playing.',
  confirmed: 'Payment confirmed. Enjoy your new plan!',
  cancelled: 'Checkout cancelled: you were not charged.',
  cancelConfirm:
    'Switch to the free plan? Your subscription stops renewing and you keep your plan until the end of the period you paid for.',
  cancelScheduled: 'Your subscription will end at the end of the period. You keep your plan until then.',
  resumed: 'Your subscription will renew as usual.',
} as const;

/** The daily limit's refusal (docs/product.md §6 bluffling 'limited daily rounds'), naming when the count starts again. */
export function dailyLimitMessage(limit: number, resetsAt: string): string {
  const time = resetsAt.slice(11, 16);
  return (
    `You have played your ${limit} free games for today. New games unlock at ${time} UTC; ` +
    'upgrade to Wordsmith for unlimited games, or to Lexivestor for one more a day.'
  );
}
