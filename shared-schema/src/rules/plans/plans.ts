// The plans as data (docs/product.md §3 Plan, §9 Plans; docs/design.md (gaps closed) 'lexivestor free trial'): what each costs and how
// it is billed. The server charges these prices when no Stripe price id is configured; the subscription
// page words each plan (summary, features) from the web's message catalogue by plan id, in the player's
// language. Admin is a role, not a plan: it is never listed or sold.

/** The plans a player can hold and choose between (docs/product.md §3 Plan ids without admin). */
export const PLAN_IDS = ['bluffling', 'lexivestor', 'wordsmith'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

/** The plans that are bought (docs/product.md §7 create-checkout-session's subscriptionType). */
export const PAID_PLAN_IDS = ['lexivestor', 'wordsmith'] as const;
export type PaidPlanId = (typeof PAID_PLAN_IDS)[number];

/** The currency every price is in; Stripe takes it lowercased. */
export const PLAN_CURRENCY = 'usd';

export interface Plan {
  id: PlanId;
  /** The plan's brand name, the same in every language (Stripe's product is 'Bluffle <name>'). */
  name: string;
  /** In cents; 0 means Free (docs/product.md §3 Plan.price). */
  priceCents: number;
  /** Billed every month until cancelled (wordsmith), rather than once (lexivestor) or never (bluffling). */
  isMonthly: boolean;
  /** Days free before the first charge; only a subscription can have one (docs/design.md (gaps closed)). */
  trialDays: number;
}

export const PLANS: Record<PlanId, Plan> = {
  bluffling: {
    id: 'bluffling',
    name: 'Bluffling',
    priceCents: 0,
    isMonthly: false,
    trialDays: 0,
  },
  lexivestor: {
    id: 'lexivestor',
    name: 'Lexivestor',
    priceCents: 499,
    isMonthly: false,
    trialDays: 0,
  },
  wordsmith: {
    id: 'wordsmith',
    name: 'Wordsmith',
    priceCents: 399,
    isMonthly: true,
    trialDays: 7,
  },
};

export function isPaidPlanId(value: string): value is PaidPlanId {
  return (PAID_PLAN_IDS as readonly string[]).includes(value);
}

/** '$3.99' for 399 cents: the amount, written the same in every language (the words around it are not). */
export function planAmount(plan: Pick<Plan, 'priceCents'>): string {
  return `$${(plan.priceCents / 100).toFixed(2)}`;
}
