import type { UserView } from '@bluffle/shared-schema';
import { paymentsApi } from '../api/payments-api';
import { currentMessages } from '../state/use-messages';
import { createPaymentConfirmation } from '../plans/confirm-payment';
import { searchWithoutPaymentReturn } from '../plans/payment-return';
import { createSubscriptionActions } from '../plans/subscription-actions';
import { subscriptionStore } from '../plans/subscription-store';
import { authStore, type AuthState } from '../state/auth-store';
import { navigationStore, type NavigationState } from '../state/navigation-store';
import { showToast } from '../state/toast-store';
import { authFlow } from './auth-controller';
import { replaceQuery } from './router';
import { parseRoute } from '../routing/routes';

// The subscription page's actions and the way back from Stripe, wired to the real API, the auth flow, the
// address bar and the browser's timers.

export const subscription = createSubscriptionActions({
  api: paymentsApi,
  store: subscriptionStore,
  notify: showToast,
  openPaymentPage: (url) => window.location.assign(url),
  refreshUser: () => authFlow.refreshUser(),
  messages: () => currentMessages().plans,
});

/** Who is signed in, once the page-load check (authFlow.loadSession) has answered. */
function settledUser(): Promise<UserView | null> {
  return new Promise((resolve) => {
    const answer = (state: AuthState) => {
      if (state.status === 'loading') return false;
      resolve(state.user);
      return true;
    };
    if (answer(authStore.getState())) return;
    const unsubscribe = authStore.subscribe((state) => {
      if (answer(state)) unsubscribe();
    });
  });
}

const paymentConfirmation = createPaymentConfirmation({
  store: subscriptionStore,
  signedInUser: settledUser,
  refreshUser: () => authFlow.refreshUser(),
  reloadStatus: () => subscription.load(),
  cleanQuery: () => replaceQuery(searchWithoutPaymentReturn(window.location.search)),
  now: () => Date.now(),
  timers: {
    setTimeout: (run, ms) => window.setTimeout(run, ms),
    clearTimeout: (handle) => window.clearTimeout(handle as number),
  },
});

function isSubscriptionPage({ pathname, search }: Pick<NavigationState, 'pathname' | 'search'>): boolean {
  return parseRoute(pathname, search).kind === 'subscription';
}

/**
 * Once, at page load (start-app): Stripe sends the buyer back with a full page load of /subscription, so
 * its query is read here, before anything else can change it. Leaving the page stops the confirmation
 * and forgets the visit's messages.
 */
export function watchSubscriptionPage(): void {
  if (isSubscriptionPage(window.location)) void paymentConfirmation.handleReturn(window.location.search);
  navigationStore.subscribe((state, previous) => {
    if (isSubscriptionPage(previous) && !isSubscriptionPage(state)) {
      paymentConfirmation.stop();
      subscription.leave();
    }
  });
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) subscription.pageRestored();
  });
}
