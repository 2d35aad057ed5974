import { PLANS, type SubscriptionView } from '@bluffle/shared-schema';
import { planPriceText, type PlansMessages } from './plan-card-text';

// The running subscription in a sentence (docs/product.md §2 Subscription screen): trialing, renewing, ending, or a
// failed payment Stripe is retrying. The dates are Stripe's, as the status call last reported them.

export interface SubscriptionStateText {
  text: string;
  /** A failed payment: the person has something to do (update the card under Manage billing). */
  isWarning: boolean;
}

export type DateFormatter = (iso: string) => string;

export function subscriptionStateText(
  subscription: SubscriptionView,
  formatDate: DateFormatter,
  plans: PlansMessages,
): SubscriptionStateText {
  const words = plans.subscriptionState;
  if (subscription.status === 'past_due') {
    return { text: words.pastDue, isWarning: true };
  }
  const periodEnd = formatDate(subscription.currentPeriodEnd);
  if (subscription.cancelAtPeriodEnd) {
    return { text: words.ends({ date: periodEnd }), isWarning: false };
  }
  if (subscription.status === 'trialing') {
    const trialEnd = formatDate(subscription.trialEnd ?? subscription.currentPeriodEnd);
    const price = planPriceText(PLANS.wordsmith, plans).shown;
    return { text: words.trial({ date: trialEnd, price }), isWarning: false };
  }
  return { text: words.renews({ date: periodEnd }), isWarning: false };
}

/** 'May 12, 2030' in the reader's language; the zone is injectable so tests do not depend on the machine. */
export function formatPlanDate(iso: string, locales?: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleDateString(locales, { year: 'numeric', month: 'long', day: 'numeric', timeZone });
}
