import type { PaidPlanId, PaymentsStatusResponse } from '@bluffle/shared-schema';
import { createStore, type StoreApi } from 'zustand/vanilla';

/** What is under way: buttons are busy until it answers (or, for Stripe's pages, until the page leaves). */
export type SubscriptionBusy =
  | { action: 'checkout'; plan: PaidPlanId }
  | { action: 'cancel' }
  | { action: 'resume' }
  | { action: 'billing' };

/** The way back from Stripe (payment-return.ts): nothing, waiting for the webhook, or how it ended. */
export type PaymentReturnPhase = 'none' | 'confirming' | 'confirmed' | 'slow' | 'cancelled';

/** The subscription page (docs/product.md §2 Subscription screen): GET /api/payments/status as last answered, plus the page's own state. */
export interface SubscriptionState {
  /** null until the first answer; kept while a reload is on its way, so the cards do not flicker. */
  status: PaymentsStatusResponse | null;
  loadStatus: 'idle' | 'loading' | 'loaded' | 'failed';
  busy: SubscriptionBusy | null;
  /** The last failure, shown on the page as well as in a toast (toasts go after 4 s). */
  error: string | null;
  /** The last change that went through (cancel scheduled, resumed), kept on the page for the same reason. */
  notice: string | null;
  /** The in-page 'switch to the free plan?' question is open. */
  isConfirmingCancel: boolean;
  paymentReturn: PaymentReturnPhase;
}

export type SubscriptionStore = StoreApi<SubscriptionState>;

export function initialSubscriptionState(): SubscriptionState {
  return {
    status: null,
    loadStatus: 'idle',
    busy: null,
    error: null,
    notice: null,
    isConfirmingCancel: false,
    paymentReturn: 'none',
  };
}

export function createSubscriptionStore(): SubscriptionStore {
  return createStore<SubscriptionState>()(() => initialSubscriptionState());
}

export const subscriptionStore = createSubscriptionStore();
