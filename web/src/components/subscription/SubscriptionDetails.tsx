import type { PaymentsStatusResponse } from '@bluffle/shared-schema';
import type { SubscriptionBusy } from '../../plans/subscription-store';
import { formatPlanDate, subscriptionStateText } from '../../plans/subscription-state-text';

interface SubscriptionDetailsProps {
  status: PaymentsStatusResponse;
  busy: SubscriptionBusy | null;
  onResume: () => void;
  onManageBilling: () => void;
}

/** The running subscription's state and what can be done about it: keep it, or manage billing on Stripe. */
export function SubscriptionDetails({ status, busy, onResume, onManageBilling }: SubscriptionDetailsProps) {
  const { subscription, canManageBilling } = status;
  if (subscription === null && !canManageBilling) return null;
  const state =
    subscription === null ? null : subscriptionStateText(subscription, (iso) => formatPlanDate(iso));
  return (
    <section className="subscription-details" aria-labelledby="subscription-details-title">
      <h2 id="subscription-details-title">{subscription === null ? 'Billing' : 'Your subscription'}</h2>
      {state !== null && (
        <p
          className={state.isWarning ? 'subscription-state subscription-state-warning' : 'subscription-state'}
          data-testid="subscription-state"
          role={state.isWarning ? 'alert' : undefined}
        >
          {state.text}
        </p>
      )}
      <div className="subscription-details-actions">
        {subscription?.cancelAtPeriodEnd && (
          <button
            type="button"
            className="button button-primary"
            data-testid="resume-subscription"
            disabled={busy !== null}
            onClick={onResume}
          >
            {busy?.action === 'resume' ? 'Keeping it…' : 'Keep my subscription'}
          </button>
        )}
        {canManageBilling && (
          <button
            type="button"
            className="button button-ghost"
            data-testid="manage-billing"
            disabled={busy !== null}
            onClick={onManageBilling}
          >
            {busy?.action === 'billing' ? 'Opening billing…' : 'Manage billing'}
          </button>
        )}
      </div>
    </section>
  );
}
