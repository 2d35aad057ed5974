import {
  ERROR_CODES,
  PAYMENT_MESSAGES,
  currentSubscriptionOf,
  hasRole,
  type PaidPlanId,
  type SubscriptionState,
} from '@bluffle/shared-schema';
import type { SignedInUser } from '../../domain/user';
import { ConflictError } from '../../errors';

/**
 * Whether the signed-in user may buy `plan` now, from the roles in force (a running paid subscription
 * counts) and the subscriptions Stripe last told us of. Each refusal is a 409 planAlreadyHeld with its own
 * message; read top to bottom.
 */
export function checkPlanCanBeBought(
  user: Pick<SignedInUser, 'roles'>,
  plan: PaidPlanId,
  subscriptions: readonly SubscriptionState[],
): void {
  // An admin holds every role already: nothing to buy.
  if (user.roles.includes('admin')) refuse(PAYMENT_MESSAGES.adminHasEverything);
  // The plan is theirs already (granted, bought, or a subscription running or in its grace).
  if (user.roles.includes(plan)) refuse(PAYMENT_MESSAGES.alreadyOnPlan);
  // Lexivestor's no-ads and extra game are part of wordsmith: nothing would change while it runs.
  if (plan === 'lexivestor' && hasRole(user, 'wordsmith')) refuse(PAYMENT_MESSAGES.wordsmithCoversLexivestor);
  // A subscription Stripe still runs or retries must not get a twin: a second one would charge twice. One
  // whose renewal failed is fixed by updating the card in the billing portal, not by buying again.
  const current = plan === 'wordsmith' ? currentSubscriptionOf(subscriptions) : null;
  if (current !== null) {
    refuse(
      current.status === 'past_due' ? PAYMENT_MESSAGES.subscriptionPastDue : PAYMENT_MESSAGES.alreadyOnPlan,
    );
  }
}

function refuse(message: string): never {
  throw new ConflictError(message, ERROR_CODES.planAlreadyHeld);
}
