// The plans as data (spec §3 Plan, §9 Plans; DESIGN gaps 'lexivestor free trial'): what each costs, how it
// is billed and what it gives. The subscription page shows these cards; the server charges these prices
// when no Stripe price id is configured. Admin is a role, not a plan: it is never listed or sold.

/** The plans a player can hold and choose between (spec §3 Plan ids without admin). */
export const PLAN_IDS = ['bluffling', 'lexivestor', 'wordsmith'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

/** The plans that are bought (spec §7 create-checkout-session's subscriptionType). */
export const PAID_PLAN_IDS = ['lexivestor', 'wordsmith'] as const;
export type PaidPlanId = (typeof PAID_PLAN_IDS)[number];

/** The currency every price is in; Stripe takes it lowercased. */
export const PLAN_CURRENCY = 'usd';

export interface Plan {
  id: PlanId;
  name: string;
  /** In cents; 0 means Free (spec §3 Plan.price). */
  priceCents: number;
  /** Billed every month until cancelled (wordsmith), rather than once (lexivestor) or never (bluffling). */
  isMonthly: boolean;
  /** Days free before the first charge; only a subscription can have one (DESIGN gaps). */
  trialDays: number;
  /** One line for the card, under the price. */
  summary: string;
  features: readonly string[];
}

export const PLANS: Record<PlanId, Plan> = {
  bluffling: {
    id: 'bluffling',
    name: 'Bluffling',
    priceCents: 0,
    isMonthly: false,
    trialDays: 0,
    summary: 'Play for free, every day.',
    features: ['A few solo games every day', 'Multiplayer lobbies with friends', 'Challenge links', 'Ads'],
  },
  lexivestor: {
    id: 'lexivestor',
    name: 'Lexivestor',
    priceCents: 499,
    isMonthly: false,
    trialDays: 0,
    // A one-time purchase cannot have a trial: the card says what it is and promises none.
    summary: 'Pay once, keep it for good. No trial: nothing to cancel.',
    features: ['No ads, forever', '+1 solo game every day', 'Lexivestor badge'],
  },
  wordsmith: {
    id: 'wordsmith',
    name: 'Wordsmith',
    priceCents: 399,
    isMonthly: true,
    trialDays: 7,
    summary: '7-day free trial, then monthly. Cancel anytime.',
    features: [
      'Unlimited solo games',
      'No ads',
      'Create-A-Bluff: add your own words',
      'Custom five-word sessions to share',
      'Fool rates for your words',
      'Wordsmith badge',
    ],
  },
};

export function isPaidPlanId(value: string): value is PaidPlanId {
  return (PAID_PLAN_IDS as readonly string[]).includes(value);
}

/** '$3.99 / month', '$4.99 once', 'Free' (spec §3: a price of 0 means Free). */
export function planPriceLabel(plan: Pick<Plan, 'priceCents' | 'isMonthly'>): string {
  if (plan.priceCents === 0) return 'Free';
  const amount = `$${(plan.priceCents / 100).toFixed(2)}`;
  return plan.isMonthly ? `${amount} / month` : `${amount} once`;
}
