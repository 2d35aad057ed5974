import {
  isPaidPlanId,
  PAYMENT_RETURN_QUERY,
  planOf,
  type PaidPlanId,
  type UserView,
} from '@bluffle/shared-schema';

// The way back from Stripe Checkout (docs/product.md §4 Subscription change): /subscription?payment=success&plan=<id>
// or ?payment=cancelled. The address bar is only a hint: a redirect grants nothing by itself (docs/design.md
// decision 12), so success means 'go and ask the server', never 'the plan is yours'.

/** The plan parameter the server's success_url carries next to payment=success. */
export const PAYMENT_RETURN_PLAN_PARAM = 'plan';

export type PaymentReturn =
  | { kind: 'none' }
  | { kind: 'success'; plan: PaidPlanId }
  | { kind: 'cancelled' }
  /** A payment value we do not know, or success without a plan we sell: nothing to say, only to clean. */
  | { kind: 'unknown' };

export function readPaymentReturn(search: string): PaymentReturn {
  const query = new URLSearchParams(search);
  const payment = query.get(PAYMENT_RETURN_QUERY.name);
  if (payment === null) return { kind: 'none' };
  if (payment === PAYMENT_RETURN_QUERY.cancelled) return { kind: 'cancelled' };
  const plan = query.get(PAYMENT_RETURN_PLAN_PARAM);
  if (payment === PAYMENT_RETURN_QUERY.success && plan !== null && isPaidPlanId(plan)) {
    return { kind: 'success', plan };
  }
  return { kind: 'unknown' };
}

/** The query without the return's parameters, with its '?' (or '' when nothing is left). */
export function searchWithoutPaymentReturn(search: string): string {
  const query = new URLSearchParams(search);
  query.delete(PAYMENT_RETURN_QUERY.name);
  query.delete(PAYMENT_RETURN_PLAN_PARAM);
  const rest = query.toString();
  return rest ? `?${rest}` : '';
}

/**
 * Whether the server's view of the user already holds the bought plan: Stripe's webhook has landed. A
 * wordsmith's plan badge or role; a lexivestor's role (a wordsmith who also bought lexivestor keeps the
 * wordsmith badge, so the badge alone cannot say).
 */
export function hasPlanLanded(user: UserView, plan: PaidPlanId): boolean {
  if (plan === 'wordsmith') return planOf(user) === 'wordsmith' || user.isWordsmith;
  return user.isLexivestor;
}
