import {
  isPaidPlanId,
  planOf,
  PLAN_IDS,
  type Plan,
  type SubscriptionView,
  type UserView,
} from '@bluffle/shared-schema';

// The plan cards (docs/product.md §2 Subscription screen, §4 Subscription change): which card is the user's, and what
// its button does. The server decides every purchase; these only keep the page from offering what it
// cannot do (an admin's plans, a switch already scheduled, a purchase with payments switched off). The
// words are the catalogue's, picked by plan-card-text.ts.

/** What choosing a card does: nothing, Stripe Checkout, or the 'switch to the free plan?' question. */
export type PlanChoice = 'none' | 'checkout' | 'cancel';

export interface PlanCardContext {
  user: Pick<UserView, 'roles' | 'isLexivestor'>;
  /** GET /api/payments/status isEnabled; assumed true until it answers (the server refuses if not). */
  isEnabled: boolean;
  subscription: SubscriptionView | null;
}

/** What the card's button says (catalogue plans.buttons), when no call of its own is under way. */
export type PlanButton =
  | 'included'
  | 'yourPlan'
  | 'alreadyYours'
  | 'includedInWordsmith'
  | 'choose'
  | 'includedInYourPlan'
  | 'switchingAtPeriodEnd'
  | 'switchTo';

export interface PlanCardView {
  plan: Plan;
  isCurrent: boolean;
  choice: PlanChoice;
  button: PlanButton;
  /** Disabled whatever else is going on; a call under way disables every card besides. */
  isDisabled: boolean;
}

export function planCardOf(plan: Plan, context: PlanCardContext): PlanCardView {
  const current = planOf(context.user);
  const isCurrent = current === plan.id;
  const card = { plan, isCurrent };
  const none = (button: PlanButton) => ({ ...card, choice: 'none' as const, button, isDisabled: true });

  if (current === 'admin') return none('included');
  if (isCurrent) return none('yourPlan');
  if (isPaidPlanId(plan.id)) {
    // Lexivestor is bought once: a wordsmith who bought it before still holds it.
    if (plan.id === 'lexivestor' && context.user.isLexivestor) return none('alreadyYours');
    // No ads and more games are part of a running wordsmith plan: the server would refuse the purchase.
    if (plan.id === 'lexivestor' && current === 'wordsmith') return none('includedInWordsmith');
    return { ...card, choice: 'checkout', button: 'choose', isDisabled: !context.isEnabled };
  }
  // The free plan, for someone on a paid one: only a running subscription has anything to stop.
  const { subscription } = context;
  if (subscription === null) return none('includedInYourPlan');
  if (subscription.cancelAtPeriodEnd) return none('switchingAtPeriodEnd');
  return { ...card, choice: 'cancel', button: 'switchTo', isDisabled: false };
}

/** Every plan but admin, in the server's order (it never lists admin; a stray one is dropped all the same). */
export function planCardsOf(plans: readonly Plan[], context: PlanCardContext): PlanCardView[] {
  const listed: readonly string[] = PLAN_IDS;
  return plans.filter((plan) => listed.includes(plan.id)).map((plan) => planCardOf(plan, context));
}
