import {
  AUTH_MESSAGES,
  ERROR_CODES,
  PAYMENT_MESSAGES,
  PAYMENT_PATHS,
  PLANS,
  type ApiError,
  type PaymentsStatusResponse,
} from '@bluffle/shared-schema';
import { startFakeStripe, type FakeStripe } from '../fakes/fake-stripe';
import { localUser, signedInAgent, type SeededUser } from '../support/admin-words';
import { startPaymentsWorld, type PaymentsWorld } from '../support/payments';
import { rest } from '../support/rest-client';
import { startTestServer, type TestServer } from '../support/test-server';

// Creating a Stripe Checkout Session (docs/product.md §7 create-checkout-session): what
// the server asks Stripe for, for whom, and every refusal. A checkout grants nothing by itself.

jest.setTimeout(60_000);

const USERS = {
  payer: { ...localUser('payer', []), email: 'payer@example.com' },
  buyer: localUser('buyer', []),
  twice: localUser('twice', []),
  racer: localUser('racer', []),
  lexi: localUser('lexi', ['lexivestor']),
  smith: localUser('smith', ['wordsmith']),
  boss: localUser('boss', ['admin']),
  victim: localUser('victim', []),
} satisfies Record<string, SeededUser>;

const STATUS = PAYMENT_PATHS.status;
const CHECKOUT = PAYMENT_PATHS.createCheckoutSession;

describe('checkout against the fake Stripe', () => {
  let world: PaymentsWorld;
  let fake: FakeStripe;

  beforeAll(async () => {
    world = await startPaymentsWorld(Object.values(USERS));
    fake = world.fake;
  });
  afterAll(() => world?.close());

  async function postCheckout(user: SeededUser | null, body: unknown) {
    if (user === null) return rest<ApiError>(world.baseUrl, CHECKOUT, { body });
    const agent = await signedInAgent(world.baseUrl, user);
    return agent.json<ApiError>(`${world.baseUrl}${CHECKOUT}`, { body });
  }

  /** What the server sent Stripe for one Checkout Session. */
  function checkoutRequestOf(sessionId: string) {
    const created = fake.requestsTo('POST', '/v1/checkout/sessions');
    const index = fake.checkoutSessions().findIndex((session) => session.id === sessionId);
    const sessions = fake.checkoutSessions();
    // Sessions and their create requests are kept in the same order.
    expect(created).toHaveLength(sessions.length);
    return created[index]!.body as Record<string, unknown> & {
      metadata: Record<string, string>;
      line_items: Array<Record<string, unknown>>;
      subscription_data?: { trial_period_days?: string; metadata: Record<string, string> };
    };
  }

  it('wordsmith: a subscription Checkout with the 7-day trial, for the signed-in customer only', async () => {
    // The payload's e-mail is never used: the customer is the signed-in account's.
    const response = await (
      await signedInAgent(world.baseUrl, USERS.payer)
    ).json<{ url: string; sessionId: string; plan: string }>(`${world.baseUrl}${CHECKOUT}`, {
      body: { subscriptionType: 'wordsmith', userId: USERS.payer.id, userEmail: 'attacker@evil.example' },
    });

    expect(response.status).toBe(200);
    expect(response.body.plan).toBe('wordsmith');
    expect(response.body.url).toBe(`${fake.url}/checkout/${response.body.sessionId}`);
    const customers = fake.requestsTo('POST', '/v1/customers');
    expect(customers).toHaveLength(1);
    expect(customers[0]!.body).toEqual({
      email: 'payer@example.com',
      name: 'payer',
      metadata: { userId: USERS.payer.id },
    });
    const session = fake.checkoutSession(response.body.sessionId);
    expect(session.customer).toBe((await world.billingOf(USERS.payer.id))?.customerId);
    expect(fake.customer(session.customer!).metadata).toEqual({ userId: USERS.payer.id });
    expect(session).toMatchObject({
      mode: 'subscription',
      status: 'open',
      client_reference_id: USERS.payer.id,
      metadata: { userId: USERS.payer.id, plan: 'wordsmith' },
      success_url: `${world.baseUrl}/subscription?payment=success&plan=wordsmith`,
      cancel_url: `${world.baseUrl}/subscription?payment=cancelled`,
      amount_total: PLANS.wordsmith.priceCents,
      currency: 'usd',
    });
    const sent = checkoutRequestOf(session.id);
    expect(sent.subscription_data).toEqual({
      metadata: { userId: USERS.payer.id, plan: 'wordsmith' },
      trial_period_days: '7',
    });
    expect(sent.line_items).toEqual([
      {
        quantity: '1',
        price_data: {
          currency: 'usd',
          unit_amount: '399',
          product_data: { name: 'Bluffle Wordsmith' },
          recurring: { interval: 'month' },
        },
      },
    ]);
    // Every call carried the account's key and the library's API version.
    expect(fake.requests.every((request) => request.stripeVersion === '2026-10-28.endive')).toBe(true);

    // A checkout grants nothing by itself (docs/design.md decision 12).
    expect((await world.viewOf(USERS.payer)).subscription).toBe('bluffling');
    const status = await (
      await signedInAgent(world.baseUrl, USERS.payer)
    ).json<PaymentsStatusResponse>(`${world.baseUrl}${STATUS}`);
    expect(status.body).toMatchObject({ isEnabled: true, subscription: null, canManageBilling: true });
  });

  it('lexivestor: a one-time payment of $4.99 with no trial', async () => {
    const response = await world.checkout(USERS.buyer, 'lexivestor');

    expect(response.status).toBe(200);
    const session = fake.checkoutSession(response.body.sessionId);
    expect(session).toMatchObject({
      mode: 'payment',
      client_reference_id: USERS.buyer.id,
      metadata: { userId: USERS.buyer.id, plan: 'lexivestor' },
      success_url: `${world.baseUrl}/subscription?payment=success&plan=lexivestor`,
      cancel_url: `${world.baseUrl}/subscription?payment=cancelled`,
      amount_total: 499,
    });
    const sent = checkoutRequestOf(session.id);
    expect(sent.subscription_data).toBeUndefined();
    expect(sent.line_items).toEqual([
      {
        quantity: '1',
        price_data: { currency: 'usd', unit_amount: '499', product_data: { name: 'Bluffle Lexivestor' } },
      },
    ]);
  });

  it('a second checkout reuses the customer and expires the first one, so only one can be paid', async () => {
    const first = await world.checkout(USERS.twice, 'lexivestor');
    const customersBefore = fake.requestsTo('POST', '/v1/customers').length;
    const second = await world.checkout(USERS.twice, 'wordsmith');

    expect(second.status).toBe(200);
    expect(fake.requestsTo('POST', '/v1/customers')).toHaveLength(customersBefore);
    const firstSession = fake.checkoutSession(first.body.sessionId);
    const secondSession = fake.checkoutSession(second.body.sessionId);
    expect(secondSession.customer).toBe(firstSession.customer);
    expect(firstSession.status).toBe('expired');
    expect(secondSession.status).toBe('open');
    // Paying the expired one is refused by Stripe's page.
    const pay = await fetch(`${fake.url}/checkout/${firstSession.id}/pay`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(pay.status).toBe(409);
  });

  it('two first checkouts at once share one customer: the first link stored wins', async () => {
    const [one, two] = await Promise.all([
      world.checkout(USERS.racer, 'wordsmith'),
      world.checkout(USERS.racer, 'wordsmith'),
    ]);

    expect([one.status, two.status]).toEqual([200, 200]);
    const account = await world.billingOf(USERS.racer.id);
    expect(fake.checkoutSession(one.body.sessionId).customer).toBe(account?.customerId);
    expect(fake.checkoutSession(two.body.sessionId).customer).toBe(account?.customerId);
  });

  it('the status lists the three plans in order, and no subscription for a guest', async () => {
    const status = await rest<PaymentsStatusResponse>(world.baseUrl, STATUS);

    expect(status.status).toBe(200);
    expect(status.body).toEqual({
      isEnabled: true,
      plans: [PLANS.bluffling, PLANS.lexivestor, PLANS.wordsmith],
      subscription: null,
      canManageBilling: false,
    });
  });

  describe('refusals (nothing is asked of Stripe)', () => {
    let sessionsBefore: number;
    let customersBefore: number;
    beforeEach(() => {
      sessionsBefore = fake.requestsTo('POST', '/v1/checkout/sessions').length;
      customersBefore = fake.requestsTo('POST', '/v1/customers').length;
    });
    afterEach(() => {
      expect(fake.requestsTo('POST', '/v1/checkout/sessions')).toHaveLength(sessionsBefore);
      expect(fake.requestsTo('POST', '/v1/customers')).toHaveLength(customersBefore);
    });

    it('a guest: 401', async () => {
      const response = await postCheckout(null, { subscriptionType: 'wordsmith' });
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ error: AUTH_MESSAGES.signInRequired, code: ERROR_CODES.unauthorized });
    });

    it("another user's id in the payload: 403", async () => {
      const response = await postCheckout(USERS.buyer, {
        subscriptionType: 'wordsmith',
        userId: USERS.victim.id,
      });
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ error: AUTH_MESSAGES.notYourAccount, code: ERROR_CODES.forbidden });
      expect(await world.billingOf(USERS.victim.id)).toBeNull();
    });

    it.each(['wordsmith', 'lexivestor'])('an admin buying %s: 409, admins have everything', async (plan) => {
      const response = await postCheckout(USERS.boss, { subscriptionType: plan });
      expect(response.status).toBe(409);
      expect(response.body).toEqual({
        error: PAYMENT_MESSAGES.adminHasEverything,
        code: ERROR_CODES.planAlreadyHeld,
      });
    });

    it.each([
      ['a wordsmith', USERS.smith, 'wordsmith'],
      ['a lexivestor', USERS.lexi, 'lexivestor'],
    ] as const)('%s buying their current plan: 409', async (_who, user, plan) => {
      const response = await postCheckout(user, { subscriptionType: plan });
      expect(response.status).toBe(409);
      expect(response.body).toEqual({
        error: PAYMENT_MESSAGES.alreadyOnPlan,
        code: ERROR_CODES.planAlreadyHeld,
      });
    });

    it('a wordsmith buying lexivestor: 409, wordsmith covers it', async () => {
      const response = await postCheckout(USERS.smith, { subscriptionType: 'lexivestor' });
      expect(response.status).toBe(409);
      expect(response.body).toEqual({
        error: PAYMENT_MESSAGES.wordsmithCoversLexivestor,
        code: ERROR_CODES.planAlreadyHeld,
      });
    });

    it.each([
      ['an unknown plan', { subscriptionType: 'premium' }],
      ['admin, which is not a plan', { subscriptionType: 'admin' }],
      ['the free plan', { subscriptionType: 'bluffling' }],
      ['no plan', {}],
    ])('%s: 400', async (_what, body) => {
      const response = await postCheckout(USERS.buyer, body);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        error: 'subscriptionType must be lexivestor or wordsmith.',
        code: ERROR_CODES.validationFailed,
      });
    });
  });

  describe('when Stripe fails', () => {
    it.each([
      ['answers 500', { status: 500 }],
      ['drops the connection', { isNetworkError: true, times: 2 }],
    ])('Stripe %s: 502 with a message to try again', async (_what, failure) => {
      fake.failNext({ method: 'POST', path: '/v1/checkout/sessions', ...failure });
      const response = await postCheckout(USERS.buyer, { subscriptionType: 'wordsmith' });
      expect(response.status).toBe(502);
      expect(response.body).toEqual({
        error: PAYMENT_MESSAGES.providerFailed,
        code: ERROR_CODES.paymentProviderFailed,
      });
    });
  });
});

describe('checkout with configured Stripe prices and a public URL', () => {
  let fake: FakeStripe;
  let server: TestServer;
  let prices: { wordsmith: string; lexivestor: string };
  const buyer = localUser('pricey', []);

  beforeAll(async () => {
    fake = await startFakeStripe();
    prices = {
      wordsmith: fake.createPrice({ unitAmount: 399, recurring: { interval: 'month', interval_count: 1 } })
        .id,
      lexivestor: fake.createPrice({ unitAmount: 499 }).id,
    };
    server = await startTestServer({
      words: [],
      users: [buyer],
      env: {
        ...fake.env(),
        STRIPE_PRICE_WORDSMITH: prices.wordsmith,
        STRIPE_PRICE_LEXIVESTOR: prices.lexivestor,
        PUBLIC_URL: 'https://bluffle.example',
      },
    });
  });
  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });

  it.each(['wordsmith', 'lexivestor'] as const)(
    '%s: the line item is the configured price, and Stripe returns to the public URL',
    async (plan) => {
      const agent = await signedInAgent(server.baseUrl, buyer);
      const response = await agent.json<{ sessionId: string }>(`${server.baseUrl}${CHECKOUT}`, {
        body: { subscriptionType: plan },
      });

      expect(response.status).toBe(200);
      const sent = fake.requestsTo('POST', '/v1/checkout/sessions').at(-1)!.body;
      expect(sent.line_items).toEqual([{ price: prices[plan], quantity: '1' }]);
      expect(fake.checkoutSession(response.body.sessionId)).toMatchObject({
        success_url: `https://bluffle.example/subscription?payment=success&plan=${plan}`,
        cancel_url: 'https://bluffle.example/subscription?payment=cancelled',
      });
    },
  );
});

describe('a server without Stripe keys', () => {
  let server: TestServer;
  const player = localUser('nokeys', []);

  beforeAll(async () => {
    server = await startTestServer({ words: [], users: [player] });
  });
  afterAll(() => server?.close());

  it('shows the plans, says payments are off, and refuses every payment call with 503', async () => {
    const status = await rest<PaymentsStatusResponse>(server.baseUrl, STATUS);
    expect(status.body).toEqual({
      isEnabled: false,
      plans: [PLANS.bluffling, PLANS.lexivestor, PLANS.wordsmith],
      subscription: null,
      canManageBilling: false,
    });

    const agent = await signedInAgent(server.baseUrl, player);
    const refused = { error: PAYMENT_MESSAGES.notConfigured, code: ERROR_CODES.paymentsNotConfigured };
    for (const [path, body] of [
      [CHECKOUT, { subscriptionType: 'wordsmith' }],
      [PAYMENT_PATHS.cancelSubscription, {}],
      [PAYMENT_PATHS.resumeSubscription, {}],
      [PAYMENT_PATHS.billingPortal, {}],
    ] as const) {
      const response = await agent.json<ApiError>(`${server.baseUrl}${path}`, { body });
      expect([path, response.status, response.body]).toEqual([path, 503, refused]);
    }
    const webhook = await rest<ApiError>(server.baseUrl, PAYMENT_PATHS.webhook, {
      rawBody: '{"id":"evt_1"}',
      headers: { 'stripe-signature': 't=1,v1=abc' },
    });
    expect([webhook.status, webhook.body]).toEqual([503, refused]);
  });
});
