import type { PaidPlanId, UserView } from '@bluffle/shared-schema';
import { hasPlanLanded, readPaymentReturn } from './payment-return';
import type { PaymentReturnPhase, SubscriptionStore } from './subscription-store';

// Back from Stripe Checkout (docs/product.md §4 Subscription change; docs/design.md decision 12): the redirect grants nothing,
// Stripe's webhook does, and it may land a moment after the buyer does. So the page asks the server again
// every second until the user's plan shows the purchase, and after 20 s says it is taking longer instead of
// polling forever.

export const CONFIRM_POLL_MS = 1000;
export const CONFIRM_SLOW_AFTER_MS = 20_000;

/** setTimeout and clearTimeout, injected so the tests move time by hand instead of sleeping. */
export interface Timers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface ConfirmPaymentDeps {
  store: SubscriptionStore;
  /** Who is signed in, once the page-load check has answered (null: nobody). */
  signedInUser(): Promise<UserView | null>;
  /** authFlow.refreshUser: the server's view of the user, or null when it could not say. */
  refreshUser(): Promise<UserView | null>;
  /** GET /api/payments/status again: the new subscription's state shows as soon as the plan does. */
  reloadStatus(): Promise<void>;
  /** Takes payment and plan out of the address bar (a reload must not start over). */
  cleanQuery(): void;
  now(): number;
  timers: Timers;
}

export function createPaymentConfirmation(deps: ConfirmPaymentDeps) {
  const { store, timers } = deps;
  // Each return handled, and each stop, starts a new run: an answer from an older run is ignored.
  let run = 0;
  let timer: unknown = null;

  const setPhase = (paymentReturn: PaymentReturnPhase) => store.setState({ paymentReturn });

  function finish(phase: PaymentReturnPhase): void {
    setPhase(phase);
    deps.cleanQuery();
  }

  async function check(plan: PaidPlanId, thisRun: number, startedAt: number): Promise<void> {
    const [user] = await Promise.all([deps.refreshUser(), deps.reloadStatus()]);
    if (thisRun !== run) return;
    if (user !== null && hasPlanLanded(user, plan)) return finish('confirmed');
    if (deps.now() - startedAt >= CONFIRM_SLOW_AFTER_MS) return finish('slow');
    timer = timers.setTimeout(() => {
      timer = null;
      void check(plan, thisRun, startedAt);
    }, CONFIRM_POLL_MS);
  }

  /** Stops asking (the page was left); a confirmation cut short says nothing any more. */
  function stop(): void {
    run += 1;
    if (timer !== null) {
      timers.clearTimeout(timer);
      timer = null;
    }
    if (store.getState().paymentReturn === 'confirming') setPhase('none');
  }

  /** The page's query at load: a success is confirmed, a cancel said, anything else only cleaned. */
  async function handleReturn(search: string): Promise<void> {
    stop();
    const thisRun = run;
    const paymentReturn = readPaymentReturn(search);
    if (paymentReturn.kind === 'none') return;
    if (paymentReturn.kind === 'cancelled') return finish('cancelled');
    if (paymentReturn.kind === 'unknown') return deps.cleanQuery();

    setPhase('confirming');
    const user = await deps.signedInUser();
    if (thisRun !== run) return;
    // Nobody signed in (the session ended on the way): there is no account to confirm anything for.
    if (user === null) return finish('none');
    await check(paymentReturn.plan, thisRun, deps.now());
  }

  return { handleReturn, stop };
}

export type PaymentConfirmation = ReturnType<typeof createPaymentConfirmation>;
