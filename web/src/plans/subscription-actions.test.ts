import { ERROR_CODES, PAYMENT_MESSAGES, type PaymentsStatusResponse } from '@bluffle/shared-schema';
import { ApiError } from '../api/api-error';
import { CATALOGUES } from '../i18n/messages';
import { runningSubscription, statusWith, userWith } from './plan-fixtures';
import { createSubscriptionActions, type SubscriptionDeps } from './subscription-actions';
import { createSubscriptionStore } from './subscription-store';

const CHECKOUT_URL = 'https://checkout.stripe.test/c/pay/cs_1';
const english = CATALOGUES.english.plans;

/** The actions on fakes that record what they were asked, answering as `answers` says. */
function setUp(answers: Partial<SubscriptionDeps['api']> = {}, plans = english) {
  const store = createSubscriptionStore();
  const calls: string[] = [];
  const toasts: { message: string; kind: string }[] = [];
  const opened: string[] = [];
  let refreshes = 0;
  const api: SubscriptionDeps['api'] = {
    status: async () => statusWith(),
    createCheckoutSession: async (input) => {
      calls.push(`checkout ${JSON.stringify(input)}`);
      return { url: CHECKOUT_URL, sessionId: 'cs_1', plan: input.plan };
    },
    cancelSubscription: async () => statusWith(),
    resumeSubscription: async () => statusWith(),
    billingPortal: async () => ({ url: 'https://billing.stripe.test/p/session_1' }),
    ...answers,
  };
  const actions = createSubscriptionActions({
    api,
    store,
    notify: (message, kind = 'success') => toasts.push({ message, kind }),
    openPaymentPage: (url) => opened.push(url),
    refreshUser: async () => {
      refreshes += 1;
      return null;
    },
    messages: () => plans,
  });
  return { store, actions, calls, toasts, opened, refreshes: () => refreshes };
}

describe('load', () => {
  it('mirrors the status answer, and keeps the last one when a reload fails', async () => {
    let isDown = false;
    const answer = statusWith({ isEnabled: false });
    const { store, actions } = setUp({
      status: async () => {
        if (isDown) throw new ApiError('Cannot reach the server.', 0);
        return answer;
      },
    });
    await actions.load();
    expect(store.getState()).toMatchObject({ status: answer, loadStatus: 'loaded' });
    isDown = true;
    await actions.load();
    expect(store.getState()).toMatchObject({ status: answer, loadStatus: 'failed' });
  });

  it('keeps only the newest answer', async () => {
    const resolvers: ((status: PaymentsStatusResponse) => void)[] = [];
    const { store, actions } = setUp({ status: () => new Promise((resolve) => resolvers.push(resolve)) });
    const first = actions.load();
    const second = actions.load();
    resolvers[1]!(statusWith({ canManageBilling: true }));
    resolvers[0]!(statusWith({ canManageBilling: false }));
    await Promise.all([first, second]);
    expect(store.getState().status?.canManageBilling).toBe(true);
  });
});

describe('choosePlan', () => {
  it("starts Stripe Checkout for a paid plan with the user's id and e-mail, and sends the browser there", async () => {
    let isAnswered: () => void = () => undefined;
    const { store, actions, calls, opened } = setUp({
      createCheckoutSession: (input) =>
        new Promise((resolve) => {
          calls.push(`checkout ${input.plan} ${input.userId} ${input.userEmail}`);
          isAnswered = () => resolve({ url: CHECKOUT_URL, sessionId: 'cs_1', plan: input.plan });
        }),
    });
    const choosing = actions.choosePlan('wordsmith', userWith([]));
    expect(store.getState().busy).toEqual({ action: 'checkout', plan: 'wordsmith' });
    // A second click while the first is on its way opens no second checkout.
    await actions.choosePlan('lexivestor', userWith([]));
    isAnswered();
    await choosing;
    expect(calls).toEqual(['checkout wordsmith local:ada ada@example.test']);
    expect(opened).toEqual([CHECKOUT_URL]);
    expect(store.getState().busy).toEqual({ action: 'checkout', plan: 'wordsmith' });
  });

  it('does nothing for the current plan, or for a paid plan while payments are switched off', async () => {
    const { store, actions, calls, opened } = setUp();
    await actions.choosePlan('lexivestor', userWith(['lexivestor']));
    await actions.choosePlan('bluffling', userWith([]));
    store.setState({ status: statusWith({ isEnabled: false }) });
    await actions.choosePlan('wordsmith', userWith([]));
    expect(calls).toEqual([]);
    expect(opened).toEqual([]);
    expect(store.getState()).toMatchObject({ busy: null, isConfirmingCancel: false });
  });

  it("shows 'Payment failed' when Stripe fails, on the page and as a toast", async () => {
    const { store, actions, toasts, opened } = setUp({
      createCheckoutSession: async () => {
        throw new ApiError(PAYMENT_MESSAGES.providerFailed, 502, ERROR_CODES.paymentProviderFailed);
      },
    });
    await actions.choosePlan('lexivestor', userWith([]));
    expect(store.getState()).toMatchObject({ busy: null, error: PAYMENT_MESSAGES.paymentFailed });
    expect(toasts).toEqual([{ message: PAYMENT_MESSAGES.paymentFailed, kind: 'error' }]);
    expect(opened).toEqual([]);
  });

  it('words the server\u2019s refusal by its code', async () => {
    const { store, actions, toasts } = setUp({
      createCheckoutSession: async () => {
        throw new ApiError(PAYMENT_MESSAGES.alreadyOnPlan, 409, ERROR_CODES.planAlreadyHeld);
      },
    });
    // The plan landed in another tab after this page was drawn: the server knows better.
    await actions.choosePlan('wordsmith', userWith([]));
    expect(store.getState().error).toBe(PAYMENT_MESSAGES.alreadyOnPlan);
    expect(toasts.map((toast) => toast.message)).toEqual([PAYMENT_MESSAGES.alreadyOnPlan]);
  });

  it('asks before switching a subscriber to the free plan', async () => {
    const { store, actions, calls } = setUp();
    store.setState({ status: statusWith({ subscription: runningSubscription() }) });
    await actions.choosePlan('bluffling', userWith(['wordsmith']));
    expect(store.getState().isConfirmingCancel).toBe(true);
    actions.dismissCancel();
    expect(store.getState().isConfirmingCancel).toBe(false);
    expect(calls).toEqual([]);
  });
});

describe('cancel and resume', () => {
  it('cancels at the period end, shows the new state and re-reads the user', async () => {
    const scheduled = statusWith({ subscription: runningSubscription({ cancelAtPeriodEnd: true }) });
    const { store, actions, toasts, refreshes } = setUp({ cancelSubscription: async () => scheduled });
    store.setState({ status: statusWith({ subscription: runningSubscription() }), isConfirmingCancel: true });
    await actions.confirmCancel();
    expect(store.getState()).toMatchObject({
      status: scheduled,
      busy: null,
      isConfirmingCancel: false,
      notice: PAYMENT_MESSAGES.cancelScheduled,
      error: null,
    });
    expect(toasts).toEqual([{ message: PAYMENT_MESSAGES.cancelScheduled, kind: 'success' }]);
    expect(refreshes()).toBe(1);
  });

  it('says it in the interface language of the moment', async () => {
    const { store, actions, toasts } = setUp({}, CATALOGUES.filipino.plans);
    await actions.resume();
    expect(store.getState().notice).toBe('Magre-renew ang subscription mo gaya ng dati.');
    expect(toasts).toEqual([{ message: 'Magre-renew ang subscription mo gaya ng dati.', kind: 'success' }]);
  });

  it('keeps the subscription when asked, and says why when it cannot', async () => {
    let isRefused = false;
    const renewing = statusWith({ subscription: runningSubscription() });
    const { store, actions, toasts } = setUp({
      resumeSubscription: async () => {
        if (isRefused) throw new ApiError(PAYMENT_MESSAGES.noSubscription, 404, ERROR_CODES.noSubscription);
        return renewing;
      },
    });
    await actions.resume();
    expect(store.getState()).toMatchObject({ status: renewing, notice: PAYMENT_MESSAGES.resumed });

    isRefused = true;
    await actions.resume();
    expect(store.getState()).toMatchObject({
      status: renewing,
      error: PAYMENT_MESSAGES.noSubscription,
      notice: null,
    });
    expect(toasts.map((toast) => toast.kind)).toEqual(['success', 'error']);
  });

  it('says the change failed when the server failed, and that it is unreachable when no answer came', async () => {
    const { store, actions, refreshes } = setUp({
      cancelSubscription: async () => {
        throw new ApiError('Internal error', 500, 'internal');
      },
    });
    await actions.confirmCancel();
    expect(store.getState()).toMatchObject({ busy: null, error: english.errors.changeFailed });
    expect(refreshes()).toBe(0);
    const unreachable = setUp({
      cancelSubscription: async () => {
        throw new ApiError('Cannot reach the server.', 0);
      },
    });
    await unreachable.actions.confirmCancel();
    expect(unreachable.store.getState().error).toBe(CATALOGUES.english.serverErrors.unreachable);
  });
});

describe('manageBilling', () => {
  it("opens Stripe's customer portal", async () => {
    const { store, actions, opened } = setUp();
    await actions.manageBilling();
    expect(opened).toEqual(['https://billing.stripe.test/p/session_1']);
    expect(store.getState().busy).toEqual({ action: 'billing' });
    // Back from the portal through the browser's cache: the buttons work again.
    actions.pageRestored();
    expect(store.getState().busy).toBeNull();
  });

  it('shows why the portal could not be opened', async () => {
    const { store, actions } = setUp({
      billingPortal: async () => {
        throw new ApiError('Stripe failed.', 502, 'payment-provider-failed');
      },
    });
    await actions.manageBilling();
    expect(store.getState()).toMatchObject({ busy: null, error: english.errors.billingFailed });
  });
});

it('forgets the visit\u2019s messages and question when the page is left', () => {
  const { store, actions } = setUp();
  store.setState({ error: 'x', notice: 'y', isConfirmingCancel: true, paymentReturn: 'cancelled' });
  actions.leave();
  expect(store.getState()).toMatchObject({
    error: null,
    notice: null,
    isConfirmingCancel: false,
    paymentReturn: 'none',
  });
});
