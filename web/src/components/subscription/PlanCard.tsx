import { useMessages } from '../../state/use-messages';
import { planButtonText, planPriceText, planWords } from '../../plans/plan-card-text';
import type { PlanCardView } from '../../plans/plan-cards';
import type { SubscriptionBusy } from '../../plans/subscription-store';

interface PlanCardProps {
  card: PlanCardView;
  busy: SubscriptionBusy | null;
  onChoose: () => void;
}

/** One plan (docs/product.md §2 Subscription screen): name, price, summary, features, and its button. */
export function PlanCard({ card, busy, onChoose }: PlanCardProps) {
  const { plans } = useMessages();
  const { plan, isCurrent } = card;
  const words = planWords(plan.id, plans);
  const price = planPriceText(plan, plans);
  const titleId = `plan-title-${plan.id}`;
  const isActionable = card.choice !== 'none';
  return (
    <article
      className={isCurrent ? 'plan-card plan-card-current' : 'plan-card'}
      data-testid={`plan-card-${plan.id}`}
      aria-labelledby={titleId}
    >
      <header className="plan-card-header">
        <h2 id={titleId}>{words.name}</h2>
        {isCurrent && (
          <span className="plan-badge" data-testid="current-plan-badge">
            {plans.currentPlanBadge}
          </span>
        )}
      </header>
      <p className="plan-price" data-testid={`plan-price-${plan.id}`}>
        <span aria-hidden="true">{price.shown}</span>
        <span className="visually-hidden">{plans.priceLabel({ price: price.spoken })}</span>
      </p>
      <p className="plan-summary">{words.summary}</p>
      <ul className="plan-features" aria-label={plans.whatPlanGives({ plan: words.name })}>
        {words.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      <button
        type="button"
        className={isActionable ? 'button button-primary plan-choose' : 'button button-ghost plan-choose'}
        data-testid={`choose-plan-${plan.id}`}
        disabled={card.isDisabled || busy !== null}
        aria-describedby={titleId}
        onClick={onChoose}
      >
        {planButtonText(card, busy, plans)}
      </button>
    </article>
  );
}
