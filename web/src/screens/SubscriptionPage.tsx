import { PLAN_IDS, PLANS, planOf, type UserView } from '@bluffle/shared-schema';
import { useCallback, useEffect } from 'react';
import { useStore } from 'zustand';
import { navigate } from '../controllers/router';
import { subscription } from '../controllers/subscription-controller';
import { CancelConfirmDialog } from '../components/subscription/CancelConfirmDialog';
import { PaymentReturnNotice } from '../components/subscription/PaymentReturnNotice';
import { SignInOrHome } from '../components/SignInOrHome';
import { PlanCard } from '../components/subscription/PlanCard';
import { SubscriptionDetails } from '../components/subscription/SubscriptionDetails';
import { useMessages } from '../state/use-messages';
import { planCardsOf } from '../plans/plan-cards';
import { contextOf } from '../plans/subscription-actions';
import { subscriptionStore } from '../plans/subscription-store';
import { authStore } from '../state/auth-store';

/** The plans built in, shown while the server's list is on its way or could not be read. */
const BUILT_IN_PLANS = PLAN_IDS.map((id) => PLANS[id]);

function CheckingSignIn() {
  const { plans } = useMessages();
  return (
    <section className="loading-screen" data-testid="subscription-loading" role="status" aria-live="polite">
      <div className="loading-spinner" aria-hidden="true" />
      <p>{plans.checkingSignIn}</p>
    </section>
  );
}

/** A guest: plans belong to an account (docs/product.md §2 Subscription screen), so the way to sign in is right here. */
function PleaseSignIn() {
  const phase = useStore(subscriptionStore, (state) => state.paymentReturn);
  const { plans } = useMessages();
  return (
    <section
      className="card subscription-refusal"
      data-testid="subscription-sign-in"
      aria-labelledby="subscription-refusal-title"
    >
      <h1 id="subscription-refusal-title">{plans.pleaseSignIn}</h1>
      <PaymentReturnNotice phase={phase} />
      <p>{plans.plansBelongToAccount}</p>
      <SignInOrHome
        className="subscription-refusal-actions"
        signInTestId="subscription-open-sign-in"
        signInText={plans.signIn}
        homeText={plans.goHome}
      />
    </section>
  );
}

function Plans({ user }: { user: UserView }) {
  const state = useStore(subscriptionStore);
  const { plans, common } = useMessages();
  const { status, busy } = state;
  const plan = planOf(user);
  const cards = planCardsOf(status?.plans ?? BUILT_IN_PLANS, contextOf(state, user));
  const dismissCancel = useCallback(() => subscription.dismissCancel(), []);

  useEffect(() => {
    void subscription.load();
  }, [user.id]);

  return (
    <section
      className="card subscription-page"
      data-testid="subscription-page"
      aria-labelledby="subscription-title"
    >
      <header className="subscription-header">
        <h1 id="subscription-title">{plans.title}</h1>
        <button
          type="button"
          className="button button-ghost"
          data-testid="subscription-back"
          onClick={() => navigate('/')}
        >
          {common.back}
        </button>
      </header>
      <PaymentReturnNotice phase={state.paymentReturn} />
      {plan === 'admin' ? (
        <p className="subscription-note" data-testid="admin-has-every-plan">
          {plans.adminHasEveryPlan}
        </p>
      ) : (
        <p className="subscription-note" data-testid="subscription-current-plan">
          {plans.currentPlan.before}
          <strong>{plans.names[plan]}</strong>
          {plans.currentPlan.after}
        </p>
      )}
      {status !== null && !status.isEnabled && (
        <p className="notice" data-testid="payments-not-configured">
          {plans.errors.notConfigured}
        </p>
      )}
      {state.error !== null && (
        <p className="subscription-error" data-testid="subscription-error" role="alert">
          {state.error}
        </p>
      )}
      {state.notice !== null && (
        <p className="subscription-notice" data-testid="subscription-notice" role="status">
          {state.notice}
        </p>
      )}
      {status !== null && (
        <SubscriptionDetails
          status={status}
          busy={busy}
          onResume={() => void subscription.resume()}
          onManageBilling={() => void subscription.manageBilling()}
        />
      )}
      <ul className="plan-list" aria-label={plans.title} aria-busy={busy !== null}>
        {cards.map((card) => (
          <li key={card.plan.id}>
            <PlanCard
              card={card}
              busy={busy}
              onChoose={() => void subscription.choosePlan(card.plan.id, user)}
            />
          </li>
        ))}
      </ul>
      {state.isConfirmingCancel && (
        <CancelConfirmDialog onConfirm={() => void subscription.confirmCancel()} onDismiss={dismissCancel} />
      )}
    </section>
  );
}

/** /subscription (docs/product.md §2 Subscription screen, §4 Subscription change, §8 Plans). */
export function SubscriptionPage() {
  const status = useStore(authStore, (state) => state.status);
  const user = useStore(authStore, (state) => state.user);
  if (status === 'loading') return <CheckingSignIn />;
  if (user === null) return <PleaseSignIn />;
  return <Plans user={user} />;
}
