import { planAmount, type Plan, type PlanId } from '@bluffle/shared-schema';
import type { plansEnglish } from '../i18n/catalogue/plans';
import type { PlanCardView } from './plan-cards';
import type { SubscriptionBusy } from './subscription-store';

// A plan card's words in the interface language: the plan's name, summary and features by plan id (the
// server's plan list carries prices, not words), its price, and its button.

export type PlansMessages = typeof plansEnglish;

export interface PlanWords {
  name: string;
  summary: string;
  features: readonly string[];
}

export function planWords(id: PlanId, plans: PlansMessages): PlanWords {
  return { name: plans.names[id], summary: plans.summaries[id], features: plans.features[id] };
}

export interface PlanPriceText {
  /** '$3.99 / month', '$4.99 once', 'Free' (docs/product.md §3: a price of 0 means Free). */
  shown: string;
  /** The same for a screen reader: 'per month', not 'slash month'. */
  spoken: string;
}

export function planPriceText(
  plan: Pick<Plan, 'priceCents' | 'isMonthly'>,
  plans: PlansMessages,
): PlanPriceText {
  const { price } = plans;
  if (plan.priceCents === 0) return { shown: price.free, spoken: price.free };
  const amount = planAmount(plan);
  if (!plan.isMonthly) return { shown: price.once({ amount }), spoken: price.once({ amount }) };
  return { shown: price.monthly({ amount }), spoken: price.monthlySpoken({ amount }) };
}

/** The card's button: what a call under way for this card is doing, else what choosing it would do. */
export function planButtonText(
  card: Pick<PlanCardView, 'plan' | 'choice' | 'button'>,
  busy: SubscriptionBusy | null,
  plans: PlansMessages,
): string {
  const { buttons } = plans;
  if (busy?.action === 'checkout' && busy.plan === card.plan.id) return buttons.openingCheckout;
  if (busy?.action === 'cancel' && card.choice === 'cancel') return buttons.switching;
  const plan = plans.names[card.plan.id];
  switch (card.button) {
    case 'choose':
      return buttons.choose({ plan });
    case 'switchTo':
      return buttons.switchTo({ plan });
    default:
      return buttons[card.button];
  }
}
