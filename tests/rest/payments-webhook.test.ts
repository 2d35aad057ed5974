import {
  ERROR_CODES,
  PAYMENT_MESSAGES,
  PAYMENT_PATHS,
  RENEWAL_GRACE_MS,
  type ApiError,
  type PaymentsStatusResponse,
} from '@bluffle/shared-schema';
import type { FakeEvent, FakeStripe } from '../fakes/fake-stripe';
import { localUser, type SeededUser } from '../support/admin-words';
import { isoOfSeconds, startPaymentsWorld, stripeClientFor, type PaymentsWorld } from '../support/payments';

// Stripe's webhook, POST /api/payments/webhook (; docs/design.md decisions 8 and 12): the one way a paid plan
// is granted. Signed events are applied once each, by reading Stripe's current state; forged, tampered,
// stale, replayed and reordered deliveries grant or keep nothing wrongly. Every event here is held by the
// fake Stripe and delivered by the test, in the order and form each case needs.

jest.setTimeout(60_000);

const USERS = {
  smith: localUser('trialist', []),
  lexi: localUser('onceoff', []),
  target: localUser('target', []),
  replayed: localUser('replayed', []),
  doubled: localUser('doubled', []),
  late: localUser('late', []),
  renewed: localUser('renewed', []),
  victim: localUser('victim', []),
  expiring: localUser('expiring', []),
  mismatch: localUser('mismatch', []),
  expirer: localUser('expirer', []),
  failing: localUser('failing', []),
} satisfies Record<string, SeededUser>;

interface Receipt {
  received: true;
  duplicate?: true;
  outcome?: string;
}

describe('the payments webhook', () => {
  let world: PaymentsWorld;
  let fake: FakeStripe;

  beforeAll(async () => {
    world = await startPaymentsWorld(Object.values(USERS));
    fake = world.fake;
  });
  beforeEach(() => fake.holdEvents());
  // Whatever a case leaves held is never delivered, so no case sees another's events.
  afterEach(() => fake.discardHeld());
  afterAll(() => world?.close());

  const held = (type: string, customerId?: string | null): FakeEvent => {
    const event = fake
      .heldEvents()
      .find(
        (candidate) =>
          candidate.type === type &&
          (customerId === undefined ||
            (candidate.data.object as { customer?: string }).customer === customerId),
      );
    if (event === undefined) throw new Error(`no held ${type} event`);
    return event;
  };
  const receiptOf = (body: string) => JSON.parse(body) as Receipt;
  const nowSeconds = () => Math.floor(world.clock.now() / 1000);
  /** A delivery made by hand, with whatever Stripe-Signature header a case needs. */
  async function postWebhook(body: string, signature: string) {
    const response = await fetch(`${world.baseUrl}${PAYMENT_PATHS.webhook}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body,
    });
    return { status: response.status, body: await response.text() };
  }
  const subscriptionListsOf = (customerId: string) =>
    fake.requestsTo('GET', '/v1/subscriptions').filter((request) => request.query.customer === customerId);

  it("a wordsmith checkout's signed events start the plan, until the trial's end (plus the renewal grace)", async () => {
    const session = await world.buy(USERS.smith, 'wordsmith');
    // Paid on Stripe's page, but nothing is granted until the webhook lands (docs/design.md decision 12).
    expect((await world.viewOf(USERS.smith)).subscription).toBe('bluffling');
    expect(fake.heldEvents().map((event) => event.type)).toEqual([
      'customer.subscription.created',
      'invoice.paid',
      'checkout.session.completed',
    ]);

    const deliveries = await fake.deliverHeld();

    const subscription = fake.subscription(session.subscription!);
    const trialEnd = subscription.trial_end!;
    expect(trialEnd - subscription.created).toBe(7 * 24 * 60 * 60);
    const until = new Date(trialEnd * 1000 + RENEWAL_GRACE_MS).toISOString();
    expect(deliveries.map((delivery) => [delivery.status, receiptOf(delivery.body)])).toEqual(
      deliveries.map(() => [200, { received: true, outcome: `synced: wordsmith until ${until}` }]),
    );
    const view = await world.viewOf(USERS.smith);
    expect(view).toMatchObject({ subscription: 'wordsmith', isWordsmith: true, subscriptionExpires: until });
    expect(view.roles).toEqual(['wordsmith']);
    const status = await (
      await world.agentOf(USERS.smith)
    ).json<PaymentsStatusResponse>(`${world.baseUrl}${PAYMENT_PATHS.status}`);
    expect(status.body.subscription).toEqual({
      status: 'trialing',
      currentPeriodEnd: isoOfSeconds(trialEnd),
      cancelAtPeriodEnd: false,
      trialEnd: isoOfSeconds(trialEnd),
    });
    // The operator's ledger: each event once, with what it did.
    const ledger = await world.ledgerOf(USERS.smith.id);
    expect(ledger.map((entry) => [entry.eventId, entry.type, entry.outcome])).toEqual(
      deliveries.map((delivery) => [
        delivery.event.id,
        delivery.event.type,
        `synced: wordsmith until ${until}`,
      ]),
    );
  });

  it('a paid lexivestor checkout grants lexivestor for good', async () => {
    await world.buy(USERS.lexi, 'lexivestor');
    expect(fake.heldEvents().map((event) => event.type)).toEqual(['checkout.session.completed']);

    const [delivery] = await fake.deliverHeld();

    expect(delivery?.status).toBe(200);
    expect(receiptOf(delivery!.body)).toEqual({ received: true, outcome: 'granted lexivestor' });
    const view = await world.viewOf(USERS.lexi);
    expect(view).toMatchObject({ subscription: 'lexivestor', isLexivestor: true, subscriptionExpires: null });
    // Nothing to keep in step: a one-time payment has no subscription to read.
    expect((await world.billingOf(USERS.lexi.id))?.subscriptions).toEqual([]);
  });

  it('refuses forged, tampered, unsigned and stale deliveries with 400, and applies none of them', async () => {
    const session = await world.buy(USERS.target, 'wordsmith');
    const event = held('checkout.session.completed');
    const body = JSON.stringify(event, null, 2);
    const tampered = body.replace(USERS.target.id, USERS.victim.id);
    const requestsBefore = fake.requests.length;

    const attempts = {
      'signed with another secret': await fake.deliver(event, { secret: 'whsec_forged_by_someone_else' }),
      'body changed after signing': await fake.deliver(event, { body: tampered, signedBody: body }),
      'no Stripe-Signature header': await fake.deliver(event, { isUnsigned: true }),
      'a malformed header': await postWebhook(body, 'not a signature'),
      'signed more than 300 s ago': await fake.deliver(event, { timestamp: nowSeconds() - 301 }),
      'signed body that is not JSON': await fake.deliver(event, { body: 'not json' }),
    };

    const reasons = {
      'signed with another secret': 'The signature does not match the body and the endpoint secret.',
      'body changed after signing': 'The signature does not match the body and the endpoint secret.',
      'no Stripe-Signature header': 'The Stripe-Signature header is missing.',
      'a malformed header': 'The signature does not match the body and the endpoint secret.',
      'signed more than 300 s ago': 'The event was signed too long ago: it may be a replay.',
      'signed body that is not JSON': 'The body is not a Stripe event.',
    };
    for (const [attempt, response] of Object.entries(attempts)) {
      expect([attempt, response.status, JSON.parse(response.body) as ApiError]).toEqual([
        attempt,
        400,
        {
          error: `${PAYMENT_MESSAGES.badSignature} ${reasons[attempt as keyof typeof reasons]}`,
          code: ERROR_CODES.webhookSignatureInvalid,
        },
      ]);
    }
    // Nothing was claimed, asked of Stripe, or granted.
    expect(fake.requests.length).toBe(requestsBefore);
    expect(await world.ledgerEntry(event.id)).toBeNull();
    expect((await world.viewOf(USERS.target)).subscription).toBe('bluffling');

    // The real delivery of the same event still applies: a forgery did not use up its id.
    const real = await fake.deliver(event);
    expect(real.status).toBe(200);
    expect(fake.subscription(session.subscription!).status).toBe('trialing');
    expect((await world.viewOf(USERS.target)).subscription).toBe('wordsmith');
  });

  it("measures the tolerance on the server's clock: an event signed now is stale ten minutes later", async () => {
    await world.buy(USERS.expiring, 'lexivestor');
    const event = held('checkout.session.completed');
    const signedAt = nowSeconds();

    world.clock.advance(10 * 60 * 1000);
    const stale = await fake.deliver(event, { timestamp: signedAt });
    const fresh = await fake.deliver(event, { timestamp: nowSeconds() - 60 });

    expect(stale.status).toBe(400);
    expect((JSON.parse(stale.body) as ApiError).error).toContain('signed too long ago');
    expect(fresh.status).toBe(200);
    expect((await world.viewOf(USERS.expiring)).subscription).toBe('lexivestor');
  });

  it('applies a replayed event once: the second delivery answers 200 duplicate and reads nothing', async () => {
    await world.buy(USERS.replayed, 'wordsmith');
    const customerId = (await world.billingOf(USERS.replayed.id))!.customerId;
    const event = held('customer.subscription.created');

    const first = await fake.deliver(event);
    const listsAfterFirst = subscriptionListsOf(customerId).length;
    const replay = await fake.deliver(event);

    expect(first.status).toBe(200);
    expect(receiptOf(first.body).outcome).toMatch(/^synced: wordsmith until /);
    expect(replay.status).toBe(200);
    expect(receiptOf(replay.body)).toEqual({ received: true, duplicate: true });
    expect(listsAfterFirst).toBe(1);
    expect(subscriptionListsOf(customerId)).toHaveLength(1);
    expect((await world.ledgerOf(USERS.replayed.id)).map((entry) => entry.eventId)).toEqual([event.id]);
  });

  it('applies a lexivestor grant delivered twice at once exactly once', async () => {
    await world.buy(USERS.doubled, 'lexivestor');
    const event = held('checkout.session.completed');

    const deliveries = await Promise.all([fake.deliver(event), fake.deliver(event)]);

    expect(deliveries.map((delivery) => delivery.status)).toEqual([200, 200]);
    expect(
      deliveries
        .map((delivery) => receiptOf(delivery.body))
        .sort((a, b) => (a.duplicate ? 1 : b.duplicate ? -1 : 0)),
    ).toEqual([
      { received: true, outcome: 'granted lexivestor' },
      { received: true, duplicate: true },
    ]);
    expect(fake.requestsTo('GET', `/v1/checkout/sessions/${event.data.object.id}`)).toHaveLength(1);
    const ledger = await world.ledgerOf(USERS.doubled.id);
    expect(ledger.map((entry) => [entry.eventId, entry.outcome])).toEqual([[event.id, 'granted lexivestor']]);
  });

  it("reads Stripe's state, not the arrival order: a cancelled subscription's events delivered newest first end on bluffling", async () => {
    const session = await world.buy(USERS.late, 'wordsmith');
    await fake.cancelSubscriptionNow(session.subscription!);
    expect(fake.heldEvents().map((event) => event.type)).toEqual([
      'customer.subscription.created',
      'invoice.paid',
      'checkout.session.completed',
      'customer.subscription.deleted',
    ]);

    // The 'created' event arrives last, its payload still saying 'trialing'.
    const deliveries = await fake.deliverHeld((events) => [...events].reverse());

    expect(
      deliveries.map((delivery) => [delivery.event.type, delivery.status, receiptOf(delivery.body).outcome]),
    ).toEqual([
      ['customer.subscription.deleted', 200, 'synced: no wordsmith plan'],
      ['checkout.session.completed', 200, 'synced: no wordsmith plan'],
      ['invoice.paid', 200, 'synced: no wordsmith plan'],
      ['customer.subscription.created', 200, 'synced: no wordsmith plan'],
    ]);
    expect(await world.viewOf(USERS.late)).toMatchObject({
      subscription: 'bluffling',
      subscriptionExpires: null,
    });
  });

  it("keeps the plan when an old subscription's deletion arrives after a newer subscription started", async () => {
    const first = await world.buy(USERS.renewed, 'wordsmith');
    await fake.deliverHeld();
    const customerId = (await world.billingOf(USERS.renewed.id))!.customerId;
    await fake.cancelSubscriptionNow(first.subscription!);
    // Started again from Stripe's dashboard: a monthly subscription with no trial.
    const second = await fake.createSubscription(customerId);

    const deliveries = await fake.deliverHeld((events) => [
      ...events.filter((event) => event.type !== 'customer.subscription.deleted'),
      ...events.filter((event) => event.type === 'customer.subscription.deleted'),
    ]);

    const until = new Date(second.items.data[0]!.current_period_end * 1000 + RENEWAL_GRACE_MS).toISOString();
    expect(deliveries.map((delivery) => [delivery.event.type, delivery.status])).toEqual([
      ['customer.subscription.created', 200],
      ['invoice.paid', 200],
      ['customer.subscription.deleted', 200],
    ]);
    expect(receiptOf(deliveries[2]!.body).outcome).toBe(`synced: wordsmith until ${until}`);
    expect(await world.viewOf(USERS.renewed)).toMatchObject({
      subscription: 'wordsmith',
      subscriptionExpires: until,
    });
  });

  it('answers 200 for a customer we do not know, and grants nothing (even one naming our user)', async () => {
    const stranger = fake.createCustomer({ metadata: { userId: USERS.victim.id } });
    await fake.createSubscription(stranger.id);

    const deliveries = await fake.deliverHeld();

    expect(deliveries.map((delivery) => [delivery.status, receiptOf(delivery.body)])).toEqual([
      [200, { received: true, outcome: 'ignored: unknown customer' }],
      [200, { received: true, outcome: 'ignored: unknown customer' }],
    ]);
    for (const delivery of deliveries) {
      expect(await world.ledgerEntry(delivery.event.id)).toMatchObject({
        userId: null,
        outcome: 'ignored: unknown customer',
      });
    }
    expect(await world.viewOf(USERS.victim)).toMatchObject({ subscription: 'bluffling', roles: [] });
  });

  it('answers 200 for an event it does not handle, and records it as ignored', async () => {
    const checkout = await world.checkout(USERS.expirer, 'wordsmith');
    await fake.expireCheckout(checkout.body.sessionId);

    const [delivery] = await fake.deliverHeld();

    expect(delivery?.status).toBe(200);
    expect(receiptOf(delivery!.body)).toEqual({
      received: true,
      outcome: 'ignored: checkout.session.expired',
    });
    expect(await world.ledgerEntry(delivery!.event.id)).toMatchObject({
      outcome: 'ignored: checkout.session.expired',
    });
  });

  it("ignores a paid checkout whose client_reference_id is not its customer's account", async () => {
    // The customer is mismatch's (made by a checkout of ours); a checkout made by some other integration
    // for that customer names the victim.
    await world.checkout(USERS.mismatch, 'wordsmith');
    const customerId = (await world.billingOf(USERS.mismatch.id))!.customerId;
    const stripe = stripeClientFor(fake);
    const session = await stripe.checkout.sessions.create({
      mode: 'payment',
      customer: customerId,
      client_reference_id: USERS.victim.id,
      metadata: { userId: USERS.victim.id, plan: 'lexivestor' },
      line_items: [
        { quantity: 1, price_data: { currency: 'usd', unit_amount: 499, product_data: { name: 'X' } } },
      ],
      success_url: 'https://elsewhere.example/done',
    });
    await fake.completeCheckout(session.id);

    const delivery = await fake.deliver(held('checkout.session.completed'));

    expect(delivery.status).toBe(200);
    expect(receiptOf(delivery.body).outcome).toBe('ignored: client_reference_id does not match the customer');
    expect((await world.viewOf(USERS.mismatch)).subscription).toBe('bluffling');
    expect((await world.viewOf(USERS.victim)).subscription).toBe('bluffling');
  });

  it('answers 500 when applying fails, gives the claim back, and applies the next delivery', async () => {
    await world.buy(USERS.failing, 'wordsmith');
    const event = held('customer.subscription.created');
    fake.failNext({ method: 'GET', path: '/v1/subscriptions', status: 500 });

    const failed = await fake.deliver(event);

    expect(failed.status).toBe(500);
    expect(JSON.parse(failed.body)).toMatchObject({ code: ERROR_CODES.internal });
    expect(await world.ledgerEntry(event.id)).toBeNull();
    expect((await world.viewOf(USERS.failing)).subscription).toBe('bluffling');

    // Stripe delivers it again later.
    const retried = await fake.deliver(event);
    expect(retried.status).toBe(200);
    expect(receiptOf(retried.body).outcome).toMatch(/^synced: wordsmith until /);
    expect((await world.viewOf(USERS.failing)).subscription).toBe('wordsmith');
  });
});
