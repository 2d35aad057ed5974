import type { UserRole, UserView } from '@bluffle/shared-schema';
import {
  CONFIRM_POLL_MS,
  CONFIRM_SLOW_AFTER_MS,
  createPaymentConfirmation,
  type Timers,
} from './confirm-payment';
import { userWith } from './plan-fixtures';
import { createSubscriptionStore } from './subscription-store';

/** A clock and timers moved by hand: `advance` runs what falls due, then lets its promises settle. */
function manualTime() {
  let now = 0;
  let nextId = 1;
  const pending = new Map<number, { at: number; run: () => void }>();
  const timers: Timers = {
    setTimeout: (run, ms) => {
      const id = nextId++;
      pending.set(id, { at: now + ms, run });
      return id;
    },
    clearTimeout: (handle) => pending.delete(handle as number),
  };
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  return {
    timers,
    now: () => now,
    pendingCount: () => pending.size,
    settle,
    async advance(ms: number) {
      const until = now + ms;
      for (;;) {
        const due = [...pending.entries()]
          .filter(([, timer]) => timer.at <= until)
          .sort((a, b) => a[1].at - b[1].at);
        const first = due[0];
        if (first === undefined) break;
        pending.delete(first[0]);
        now = first[1].at;
        first[1].run();
        await settle();
      }
      now = until;
    },
  };
}

/** The confirmation on fakes: the server's view of the user is whatever `serverRoles` holds at the time. */
function setUp(options: { signedIn?: UserView | null } = {}) {
  const time = manualTime();
  const store = createSubscriptionStore();
  const state = { serverRoles: [] as UserRole[], refreshes: 0, statusReads: 0, cleaned: 0 };
  const confirmation = createPaymentConfirmation({
    store,
    signedInUser: async () => (options.signedIn === undefined ? userWith([]) : options.signedIn),
    refreshUser: async () => {
      state.refreshes += 1;
      return userWith(state.serverRoles);
    },
    reloadStatus: async () => {
      state.statusReads += 1;
    },
    cleanQuery: () => {
      state.cleaned += 1;
    },
    now: time.now,
    timers: time.timers,
  });
  return { time, store, state, confirmation };
}

it('asks every second until the bought plan shows, then says so and cleans the address', async () => {
  const { time, store, state, confirmation } = setUp();
  await confirmation.handleReturn('?payment=success&plan=wordsmith');
  expect(store.getState().paymentReturn).toBe('confirming');
  expect(state).toMatchObject({ refreshes: 1, statusReads: 1, cleaned: 0 });

  await time.advance(CONFIRM_POLL_MS * 3);
  expect(state.refreshes).toBe(4);
  expect(store.getState().paymentReturn).toBe('confirming');

  // Stripe's webhook lands between two checks.
  state.serverRoles = ['wordsmith'];
  await time.advance(CONFIRM_POLL_MS);
  expect(store.getState().paymentReturn).toBe('confirmed');
  expect(state).toMatchObject({ refreshes: 5, statusReads: 5, cleaned: 1 });
  expect(time.pendingCount()).toBe(0);
});

it('confirms a lexivestor purchase by the role, even under a wordsmith badge', async () => {
  const { time, store, state, confirmation } = setUp();
  state.serverRoles = ['wordsmith'];
  await confirmation.handleReturn('?payment=success&plan=lexivestor');
  expect(store.getState().paymentReturn).toBe('confirming');
  state.serverRoles = ['wordsmith', 'lexivestor'];
  await time.advance(CONFIRM_POLL_MS);
  expect(store.getState().paymentReturn).toBe('confirmed');
});

it('confirms at once when the plan is already there', async () => {
  const { time, store, state, confirmation } = setUp();
  state.serverRoles = ['lexivestor'];
  await confirmation.handleReturn('?payment=success&plan=lexivestor');
  expect(store.getState().paymentReturn).toBe('confirmed');
  expect(state.refreshes).toBe(1);
  expect(time.pendingCount()).toBe(0);
});

it('says it is taking longer after 20 s, and stops asking', async () => {
  const { time, store, state, confirmation } = setUp();
  await confirmation.handleReturn('?payment=success&plan=wordsmith');
  await time.advance(CONFIRM_SLOW_AFTER_MS - CONFIRM_POLL_MS);
  expect(store.getState().paymentReturn).toBe('confirming');
  expect(state.cleaned).toBe(0);

  await time.advance(CONFIRM_POLL_MS);
  expect(store.getState().paymentReturn).toBe('slow');
  expect(state).toMatchObject({ refreshes: CONFIRM_SLOW_AFTER_MS / CONFIRM_POLL_MS + 1, cleaned: 1 });
  expect(time.pendingCount()).toBe(0);
  await time.advance(CONFIRM_POLL_MS * 10);
  expect(state.refreshes).toBe(CONFIRM_SLOW_AFTER_MS / CONFIRM_POLL_MS + 1);
});

it('stops asking when the page is left, and an answer on its way changes nothing', async () => {
  const { time, store, state, confirmation } = setUp();
  await confirmation.handleReturn('?payment=success&plan=wordsmith');
  await time.advance(CONFIRM_POLL_MS);
  confirmation.stop();
  expect(store.getState().paymentReturn).toBe('none');
  expect(time.pendingCount()).toBe(0);
  state.serverRoles = ['wordsmith'];
  await time.advance(CONFIRM_POLL_MS * 5);
  expect(state.refreshes).toBe(2);
  expect(store.getState().paymentReturn).toBe('none');
  expect(state.cleaned).toBe(0);
});

it('says a cancelled checkout charged nothing, and cleans the address', async () => {
  const { store, state, confirmation } = setUp();
  await confirmation.handleReturn('?payment=cancelled');
  expect(store.getState().paymentReturn).toBe('cancelled');
  expect(state).toMatchObject({ cleaned: 1, refreshes: 0 });
});

it('only cleans an unknown payment value or a plan that is not sold', async () => {
  for (const search of ['?payment=maybe', '?payment=success', '?payment=success&plan=admin']) {
    const { store, state, confirmation } = setUp();
    await confirmation.handleReturn(search);
    expect(store.getState().paymentReturn).toBe('none');
    expect(state).toMatchObject({ cleaned: 1, refreshes: 0 });
  }
});

it('leaves a query without a payment return alone', async () => {
  const { store, state, confirmation } = setUp();
  await confirmation.handleReturn('?utm=mail');
  expect(store.getState().paymentReturn).toBe('none');
  expect(state.cleaned).toBe(0);
});

it('confirms nothing for nobody: a guest back from Stripe only gets a clean address', async () => {
  const { time, store, state, confirmation } = setUp({ signedIn: null });
  await confirmation.handleReturn('?payment=success&plan=wordsmith');
  expect(store.getState().paymentReturn).toBe('none');
  expect(state).toMatchObject({ cleaned: 1, refreshes: 0 });
  expect(time.pendingCount()).toBe(0);
});
