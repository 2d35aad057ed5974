import type { PaymentsStatusResponse } from '@bluffle/shared-schema';
import { useStore } from 'zustand';
import { useMessages } from '../../state/use-messages';
import type { SubscriptionBusy } from '../../plans/subscription-store';
import { formatPlanDate, subscriptionStateText } from '../../plans/subscription-state-text';
import { settingsStore } from '../../state/settings-store';

/** Dates in the interface language: Filipino month names on a Filipino screen, the browser's way otherwise. */
const DATE_LOCALES = { english: undefined, filipino: 'fil' } as const;

interface SubscriptionDetailsProps {
  status: PaymentsStatusResponse;
  busy: SubscriptionBusy | null;
  onResume: () => void;
  onManageBilling: () => void;
}

/** The running subscription's state and what can be done about it: keep it, or manage billing on Stripe. */
export function SubscriptionDetails({ status, busy, onResume, onManageBilling }: SubscriptionDetailsProps) {
  const { plans } = useMessages();
  const language = useStore(settingsStore, (settings) => settings.selectedLanguage);
  const { subscription, canManageBilling } = status;
  if (subscription === null && !canManageBilling) return null;
  const formatDate = (iso: string) => formatPlanDate(iso, DATE_LOCALES[language]);
  const state = subscription === null ? null : subscriptionStateText(subscription, formatDate, plans);
  return (
    <section className="subscription-details" aria-labelledby="subscription-details-title">
      <h2 id="subscription-details-title">
        {subscription === null ? plans.billing : plans.yourSubscription}
      </h2>
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
            {busy?.action === 'resume' ? plans.keepingIt : plans.keepSubscription}
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
            {busy?.action === 'billing' ? plans.openingBilling : plans.manageBilling}
          </button>
        )}
      </div>
    </section>
  );
}
