// A local fake Stripe (docs/design.md decision 8): the REST API the game server's
// stripe library calls (pointed here by STRIPE_API_URL), the hosted Checkout page a browser pays on, and
// signed webhook deliveries to the server, all without the internet. It keeps state as Stripe does, on a
// clock a test moves, and offers the dashboard's and the billing lifecycle's actions as methods.
import express from 'express';
import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fakeStripeApi, type InjectedFailure, type RecordedRequest } from './fake-stripe-api';
import type {
  FakeCheckoutSession,
  FakeCustomer,
  FakeEvent,
  FakePrice,
  FakeRecurring,
  FakeSubscription,
  Metadata,
} from './fake-stripe-objects';
import { fakeStripePages } from './fake-stripe-pages';
import { FakeStripeState } from './fake-stripe-state';
import { WebhookSender, type Delivery, type DeliveryOptions } from './fake-stripe-webhooks';

export { FAKE_STRIPE_TEST_IDS } from './fake-stripe-pages';
export type { Delivery, DeliveryOptions, FakeEvent, InjectedFailure, RecordedRequest };
export type { FakeCheckoutSession, FakeCustomer, FakePrice, FakeSubscription };

/** A clock both the fake and the game server can read; tests/support/manual-clock.ts's ManualClock is one. */
export interface MovableClock {
  now(): number;
  advance(milliseconds: number): void;
}

/** Real time, plus however far a test has moved it on. */
class ShiftedClock implements MovableClock {
  private shiftMs = 0;

  now(): number {
    return Date.now() + this.shiftMs;
  }

  advance(milliseconds: number): void {
    this.shiftMs += milliseconds;
  }
}

export interface FakeStripeOptions {
  /** The game server's manual clock, so Stripe's periods and the webhook timestamps follow it. */
  clock?: MovableClock;
}

export interface FakeStripe {
  /** e.g. http://127.0.0.1:41235: the API (/v1/...) and the hosted pages (/checkout/:id, /billing/:id). */
  url: string;
  secretKey: string;
  webhookSecret: string;
  clock: MovableClock;
  /** The game server's Stripe variables: STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_API_URL. */
  env(): Record<string, string>;

  // Webhooks.
  /** Where events are delivered (the game server's POST /api/payments/webhook); null: nowhere. */
  setWebhookUrl(url: string | null): void;
  /** Automatic deliveries wait this long (real time), so a browser sees the page wait for them. */
  setDeliveryDelay(milliseconds: number): void;
  /** Keeps new events instead of delivering them, until deliverHeld. */
  holdEvents(): void;
  /** Back to automatic delivery (events already held stay held). */
  releaseEvents(): void;
  heldEvents(): readonly FakeEvent[];
  /** Forgets the held events, as if Stripe never delivered them; returns them. */
  discardHeld(): FakeEvent[];
  /** Delivers the held events, or those `pick` chooses in the order it gives; answers each delivery. */
  deliverHeld(pick?: (held: FakeEvent[]) => FakeEvent[]): Promise<Delivery[]>;
  /** Delivers any event now, again, or forged (options), whatever the mode. */
  deliver(event: FakeEvent, options?: DeliveryOptions): Promise<Delivery>;
  /** The Stripe-Signature header for a payload, signed with the webhook secret (or options.secret). */
  signatureFor(payload: string, options?: { secret?: string; timestamp?: number }): string;
  /** Resolves once every automatic delivery so far has been answered. */
  idle(): Promise<void>;
  /** Every event Stripe produced, in order, delivered or not. */
  readonly events: readonly FakeEvent[];
  readonly deliveries: readonly Delivery[];

  // What the game server asked.
  readonly requests: readonly RecordedRequest[];
  requestsTo(method: string, path: string | RegExp): RecordedRequest[];
  /** Makes the next matching API request(s) fail: a Stripe error status, or a dropped connection. */
  failNext(failure: Omit<InjectedFailure, 'times'> & { times?: number }): void;

  // Stripe's objects as they are now.
  customer(id: string): FakeCustomer;
  checkoutSession(id: string): FakeCheckoutSession;
  checkoutSessions(): FakeCheckoutSession[];
  subscription(id: string): FakeSubscription;
  /** Every subscription of the customer, newest first, whatever its status. */
  subscriptionsOf(customerId: string): FakeSubscription[];

  // The dashboard and the billing lifecycle. Each returns once its events are delivered (automatic mode).
  createCustomer(fields?: { email?: string; metadata?: Metadata }): FakeCustomer;
  /** A price, e.g. for STRIPE_PRICE_WORDSMITH (recurring) or STRIPE_PRICE_LEXIVESTOR (one-time). */
  createPrice(fields: { unitAmount: number; recurring?: FakeRecurring; name?: string }): FakePrice;
  /** A monthly subscription started from the dashboard (not through Checkout). */
  createSubscription(
    customerId: string,
    options?: { unitAmount?: number; trialDays?: number; metadata?: Metadata },
  ): Promise<FakeSubscription>;
  /** The buyer pays on the Checkout page (the same as clicking Pay, without the redirect). */
  completeCheckout(sessionId: string): Promise<FakeCheckoutSession>;
  expireCheckout(sessionId: string): Promise<FakeCheckoutSession>;
  /** The period ends and the renewal is paid: a new period, active, invoice.paid. */
  renewSubscription(subscriptionId: string): Promise<FakeSubscription>;
  /** The period ends and the renewal's charge fails: a new unpaid period, past_due, invoice.payment_failed. */
  failRenewal(subscriptionId: string): Promise<FakeSubscription>;
  /** A retry of the failed renewal's charge succeeds: active again for the same period, invoice.paid. */
  payFailedRenewal(subscriptionId: string): Promise<FakeSubscription>;
  /** Cancelled at once (the dashboard, or retries exhausted): canceled, customer.subscription.deleted. */
  cancelSubscriptionNow(subscriptionId: string): Promise<FakeSubscription>;
  /** The current period's end: a subscription set to cancel at it ends (deleted), any other renews. */
  endPeriod(subscriptionId: string): Promise<FakeSubscription>;

  /** Moves the clock on (Stripe runs nothing by itself: call endPeriod to end a period). */
  advanceTime(milliseconds: number): void;
  setNow(milliseconds: number): void;
  close(): Promise<void>;
}

export async function startFakeStripe(options: FakeStripeOptions = {}): Promise<FakeStripe> {
  const secretKey = ['sk', 'test', 'fake', randomBytes(12).toString('hex')].join('_');
  const webhookSecret = `whsec_fake_${randomBytes(16).toString('hex')}`;
  const clock = options.clock ?? new ShiftedClock();
  const requests: RecordedRequest[] = [];
  const failures: InjectedFailure[] = [];
  const webhooks = new WebhookSender(webhookSecret, clock);
  let baseUrl = '';
  const state = new FakeStripeState(
    clock,
    () => baseUrl,
    (type, object, previous) => webhooks.emit(type, object, previous),
  );

  const app = express();
  app.use(fakeStripeApi({ state, secretKey, requests, failures }));
  app.use(express.urlencoded({ extended: false }), fakeStripePages(state));

  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /** Runs a lifecycle step, then waits for the events it caused to be answered. */
  async function settled<T>(step: () => T): Promise<T> {
    const result = step();
    await webhooks.idle();
    return result;
  }

  return {
    url: baseUrl,
    secretKey,
    webhookSecret,
    clock,
    env: () => ({
      STRIPE_SECRET_KEY: secretKey,
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_URL: baseUrl,
    }),

    setWebhookUrl: (url) => webhooks.setUrl(url),
    setDeliveryDelay: (milliseconds) => webhooks.setDelay(milliseconds),
    holdEvents: () => webhooks.hold(),
    releaseEvents: () => webhooks.release(),
    heldEvents: () => webhooks.heldEvents(),
    discardHeld: () => webhooks.discardHeld(),
    deliverHeld: (pick) => webhooks.deliverHeld(pick),
    deliver: (event, deliveryOptions) => webhooks.deliver(event, deliveryOptions),
    signatureFor: (payload, signOptions) => webhooks.signatureFor(payload, signOptions),
    idle: () => webhooks.idle(),
    events: webhooks.events,
    deliveries: webhooks.deliveries,

    requests,
    requestsTo: (method, path) =>
      requests.filter(
        (request) =>
          request.method === method &&
          (typeof path === 'string' ? request.path === path : path.test(request.path)),
      ),
    failNext: (failure) => failures.push({ ...failure, times: failure.times ?? 1 }),

    customer: (id) => state.customer(id),
    checkoutSession: (id) => state.checkoutSession(id),
    checkoutSessions: () => [...state.checkoutSessions.values()],
    subscription: (id) => state.subscriptions.get(id),
    subscriptionsOf: (customerId) => state.subscriptions.list({ customer: customerId, status: 'all' }),

    createCustomer: (fields = {}) => state.createCustomer(fields),
    createPrice: ({ unitAmount, recurring, name }) =>
      state.createPrice({
        currency: 'usd',
        unit_amount: unitAmount,
        recurring: recurring ?? null,
        nickname: name ?? null,
      }),
    createSubscription: (customerId, subscriptionOptions = {}) =>
      settled(() =>
        state.subscriptions.create(customerId, {
          lineItems: [
            {
              price: state.createPrice({
                currency: 'usd',
                unit_amount: subscriptionOptions.unitAmount ?? 399,
                recurring: { interval: 'month', interval_count: 1 },
                nickname: 'Subscription',
              }),
              quantity: 1,
            },
          ],
          trialPeriodDays: subscriptionOptions.trialDays ?? null,
          subscriptionMetadata: subscriptionOptions.metadata ?? {},
        }),
      ),
    completeCheckout: (id) => settled(() => state.completeCheckout(id)),
    expireCheckout: (id) => settled(() => state.expireCheckout(id)),
    renewSubscription: (id) => settled(() => state.subscriptions.renew(id)),
    failRenewal: (id) => settled(() => state.subscriptions.failRenewal(id)),
    payFailedRenewal: (id) => settled(() => state.subscriptions.payFailedRenewal(id)),
    cancelSubscriptionNow: (id) => settled(() => state.subscriptions.cancelNow(id)),
    endPeriod: (id) => settled(() => state.subscriptions.endPeriod(id)),

    advanceTime: (milliseconds) => clock.advance(milliseconds),
    setNow: (milliseconds) => clock.advance(milliseconds - clock.now()),
    close: async () => {
      await webhooks.idle();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
