import { isPaidPlanId, PLANS, type PaidPlanId, type PlanId, type UserView } from '@bluffle/shared-schema';
import type { PaymentsApi } from '../api/payments-api';
import type { ToastKind } from '../state/toast-store';
import { paymentErrorText, type PaymentCall } from './payment-error-message';
import type { PlansMessages } from './plan-card-text';
import { planCardOf, type PlanCardContext } from './plan-cards';
import type { SubscriptionState, SubscriptionStore } from './subscription-store';

export interface SubscriptionDeps {
  api: Pick<
    PaymentsApi,
    'status' | 'createCheckoutSession' | 'cancelSubscription' | 'resumeSubscription' | 'billingPortal'
  >;
  store: SubscriptionStore;
  notify(message: string, kind?: ToastKind): void;
  /** Sends the browser to one of Stripe's pages (window.location.assign in the app). */
  openPaymentPage(url: string): void;
  /** Re-reads the signed-in user (authFlow.refreshUser): a change of plan shows on the menu too. */
  refreshUser(): Promise<unknown>;
  /** The page's words in the interface language at the moment (a toast is worded when it is shown). */
  messages(): PlansMessages;
}

/** The subscription page's actions (docs/product.md §4 Subscription change). The server decides every plan. */
export function createSubscriptionActions({
  api,
  store,
  notify,
  openPaymentPage,
  refreshUser,
  messages,
}: SubscriptionDeps) {
  let latestLoad = 0;

  function fail(call: PaymentCall, error: unknown): void {
    const message = paymentErrorText(error, call, messages());
    store.setState({ busy: null, error: message, notice: null });
    notify(message, 'error');
  }

  function isBusy(): boolean {
    return store.getState().busy !== null;
  }

  async function checkout(plan: PaidPlanId, user: UserView): Promise<void> {
    store.setState({ busy: { action: 'checkout', plan }, error: null, notice: null });
    try {
      const { url } = await api.createCheckoutSession({ plan, userId: user.id, userEmail: user.email });
      // Busy until the browser has left: a second click would open a second checkout.
      openPaymentPage(url);
    } catch (error) {
      fail('checkout', error);
    }
  }

  /** Cancel and resume answer with the new status; the shown state follows it, then the user is re-read. */
  async function changeRenewal(
    action: 'cancel' | 'resume',
    call: () => ReturnType<PaymentsApi['cancelSubscription']>,
  ): Promise<void> {
    store.setState({ busy: { action }, error: null, notice: null, isConfirmingCancel: false });
    try {
      const status = await call();
      const plans = messages();
      const done = action === 'cancel' ? plans.cancelScheduled : plans.resumed;
      store.setState({ status, loadStatus: 'loaded', busy: null, notice: done });
      notify(done);
    } catch (error) {
      fail('change', error);
      return;
    }
    await refreshUser();
  }

  return {
    /** GET /api/payments/status; the last answer stays on show while a newer one is on its way. */
    async load(): Promise<void> {
      latestLoad += 1;
      const thisLoad = latestLoad;
      store.setState({ loadStatus: 'loading' });
      try {
        const status = await api.status();
        if (thisLoad === latestLoad) store.setState({ status, loadStatus: 'loaded' });
      } catch {
        // The cards fall back to the plans built in; buying still asks the server, which says if it cannot.
        if (thisLoad === latestLoad) store.setState({ loadStatus: 'failed' });
      }
    },

    /** A card's button: Stripe Checkout for a paid plan, the cancel question for the free one, else nothing. */
    async choosePlan(planId: PlanId, user: UserView): Promise<void> {
      if (isBusy()) return;
      const card = planCardOf(PLANS[planId], contextOf(store.getState(), user));
      if (card.isDisabled) return;
      if (card.choice === 'checkout' && isPaidPlanId(planId)) await checkout(planId, user);
      if (card.choice === 'cancel') store.setState({ isConfirmingCancel: true, error: null, notice: null });
    },

    dismissCancel(): void {
      store.setState({ isConfirmingCancel: false });
    },

    async confirmCancel(): Promise<void> {
      if (isBusy()) return;
      await changeRenewal('cancel', () => api.cancelSubscription());
    },

    /** 'Keep my subscription': undoes a scheduled cancel before the period ends. */
    async resume(): Promise<void> {
      if (isBusy()) return;
      await changeRenewal('resume', () => api.resumeSubscription());
    },

    /** Stripe's customer portal (card, invoices), which comes back to /subscription. */
    async manageBilling(): Promise<void> {
      if (isBusy()) return;
      store.setState({ busy: { action: 'billing' }, error: null, notice: null });
      try {
        const { url } = await api.billingPortal();
        openPaymentPage(url);
      } catch (error) {
        fail('billing', error);
      }
    },

    /**
     * The browser came back to this page from its cache (Back from Stripe): the page it left for is not
     * opening any more, so the buttons are live again.
     */
    pageRestored(): void {
      const { busy } = store.getState();
      if (busy?.action === 'checkout' || busy?.action === 'billing') store.setState({ busy: null });
    },

    /** Leaving the page: its messages and question are about that visit only. */
    leave(): void {
      store.setState({ error: null, notice: null, isConfirmingCancel: false, paymentReturn: 'none' });
    },
  };
}

export type SubscriptionActions = ReturnType<typeof createSubscriptionActions>;

/** What the cards are decided from: the status's answer, or 'enabled, no subscription' until it comes. */
export function contextOf(state: SubscriptionState, user: UserView): PlanCardContext {
  return {
    user,
    isEnabled: state.status?.isEnabled ?? true,
    subscription: state.status?.subscription ?? null,
  };
}
