import type { PlanCardView } from '../../plans/plan-cards';
import type { SubscriptionBusy } from '../../plans/subscription-store';

interface PlanCardProps {
  card: PlanCardView;
  busy: SubscriptionBusy | null;
  onChoose: () => void;
}

/** '$3.99 / month' read aloud as 'per month', not 'slash month'. */
function spokenPrice(label: string): string {
  return label.replace(' / ', ' per ');
}

/** What the card's button says while a call is under way, when the call is this card's. */
function busyLabel(card: PlanCardView, busy: SubscriptionBusy | null): string | null {
  if (busy?.action === 'checkout' && busy.plan === card.plan.id) return 'Opening checkout…';
  if (busy?.action === 'cancel' && card.choice === 'cancel') return 'Switching…';
  return null;
}

/** One plan (spec §2 Subscription screen): name, price, summary, features, and its button. */
export function PlanCard({ card, busy, onChoose }: PlanCardProps) {
  const { plan, priceLabel, isCurrent } = card;
  const titleId = `plan-title-${plan.id}`;
  const isActionable = card.choice !== 'none';
  return (
    <article
      className={isCurrent ? 'plan-card plan-card-current' : 'plan-card'}
      data-testid={`plan-card-${plan.id}`}
      aria-labelledby={titleId}
    >
      <header className="plan-card-header">
        <h2 id={titleId}>{plan.name}</h2>
        {isCurrent && (
          <span className="plan-badge" data-testid="current-plan-badge">
            Current plan
          </span>
        )}
      </header>
      <p className="plan-price" data-testid={`plan-price-${plan.id}`}>
        <span aria-hidden="true">{priceLabel}</span>
        <span className="visually-hidden">Price: {spokenPrice(priceLabel)}</span>
      </p>
      <p className="plan-summary">{plan.summary}</p>
      <ul className="plan-features" aria-label={`What ${plan.name} gives`}>
        {plan.features.map((feature) => (
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
        {busyLabel(card, busy) ?? card.buttonLabel}
      </button>
    </article>
  );
}
