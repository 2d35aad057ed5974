import {
  isPaidPlanId,
  planOf,
  PLAN_IDS,
  planPriceLabel,
  type Plan,
  type SubscriptionView,
  type UserView,
} from '@bluffle/shared-schema';

// The plan cards (spec §2 Subscription screen, §4 Subscription change): which card is the user's, and what
// its button does. The server decides every purchase; these only keep the page from offering what it
// cannot do (an admin's plans, a switch already scheduled, a purchase with payments switched off).

/** What choosing a card does: nothing, Stripe Checkout, or the 'switch to the free plan?' question. */
export type PlanChoice = 'none' | 'checkout' | 'cancel';

export interface PlanCardContext {
  user: Pick<UserView, 'roles' | 'isLexivestor'>;
  /** GET /api/payments/status isEnabled; assumed true until it answers (the server refuses if not). */
  isEnabled: boolean;
  subscription: SubscriptionView | null;
}

export interface PlanCardView {
  plan: Plan;
  priceLabel: string;
  isCurrent: boolean;
  choice: PlanChoice;
  buttonLabel: string;
  /** Disabled whatever else is going on; a call under way disables every card besides. */
  isDisabled: boolean;
}

export function planCardOf(plan: Plan, context: PlanCardContext): PlanCardView {
  const current = planOf(context.user);
  const isCurrent = current === plan.id;
  const card = { plan, priceLabel: planPriceLabel(plan), isCurrent };
  const none = (buttonLabel: string) => ({ ...card, choice: 'none' as const, buttonLabel, isDisabled: true });

  if (current === 'admin') return none('Included');
  if (isCurrent) return none('Your plan');
  if (isPaidPlanId(plan.id)) {
    // Lexivestor is bought once: a wordsmith who bought it before still holds it.
    if (plan.id === 'lexivestor' && context.user.isLexivestor) return none('Already yours');
    // No ads and more games are part of a running wordsmith plan: the server would refuse the purchase.
    if (plan.id === 'lexivestor' && current === 'wordsmith') return none('Included in Wordsmith');
    return {
      ...card,
      choice: 'checkout',
      buttonLabel: `Choose ${plan.name}`,
      isDisabled: !context.isEnabled,
    };
  }
  // The free plan, for someone on a paid one: only a running subscription has anything to stop.
  const { subscription } = context;
  if (subscription === null) return none('Included in your plan');
  if (subscription.cancelAtPeriodEnd) return none('Switching at period end');
  return { ...card, choice: 'cancel', buttonLabel: `Switch to ${plan.name}`, isDisabled: false };
}

/** Every plan but admin, in the server's order (it never lists admin; a stray one is dropped all the same). */
export function planCardsOf(plans: readonly Plan[], context: PlanCardContext): PlanCardView[] {
  const listed: readonly string[] = PLAN_IDS;
  return plans.filter((plan) => listed.includes(plan.id)).map((plan) => planCardOf(plan, context));
}
