import {
  AUTH_MESSAGES,
  ERROR_CODES,
  PAYMENT_MESSAGES,
  PAYMENT_PATHS,
  PAYMENT_RETRY_GRACE_MS,
  RENEWAL_GRACE_MS,
  type ApiError,
  type BillingPortalResponse,
  type PaymentsStatusResponse,
} from '@bluffle/shared-schema';
import type { FakeStripe, FakeSubscription } from '../fakes/fake-stripe';
import { localUser, type SeededUser } from '../support/admin-words';
import { isoOfSeconds, startPaymentsWorld, type PaymentsWorld } from '../support/payments';
import { rest } from '../support/rest-client';

// A subscription's life after checkout (; docs/product.md §4 Subscription change): cancelling at the period's
// end and resuming, renewals paid and failed, the end of a plan on the server's clock with no event at all,
// and Stripe's billing portal. Events are delivered by the fake Stripe as it makes them.

jest.setTimeout(60_000);

const USERS = {
  canceller: localUser('canceller', []),
  resumer: localUser('resumer', []),
  lapsed: localUser('lapsed', []),
  renewer: localUser('renewer', []),
  debtor: localUser('debtor', []),
  returning: localUser('returning', []),
  portal: localUser('portal', []),
  onceoff: localUser('onceoff', []),
  nobody: localUser('nobody', []),
} satisfies Record<string, SeededUser>;

describe('a subscription after checkout', () => {
  let world: PaymentsWorld;
  let fake: FakeStripe;

  beforeAll(async () => {
    world = await startPaymentsWorld(Object.values(USERS));
    fake = world.fake;
  });
  afterAll(() => world?.close());

  async function post<Body>(user: SeededUser, path: string, body: unknown = {}) {
    const agent = await world.agentOf(user);
    return agent.json<Body>(`${world.baseUrl}${path}`, { body });
  }
  async function statusOf(user: SeededUser): Promise<PaymentsStatusResponse> {
    const agent = await world.agentOf(user);
    return (await agent.json<PaymentsStatusResponse>(`${world.baseUrl}${PAYMENT_PATHS.status}`)).body;
  }
  /** A wordsmith subscription bought, paid and confirmed by the webhook. */
  async function subscribed(user: SeededUser): Promise<FakeSubscription> {
    const session = await world.buy(user, 'wordsmith');
    return fake.subscription(session.subscription!);
  }
  const periodEndOf = (subscription: FakeSubscription) => subscription.items.data[0]!.current_period_end;
  const periodStartOf = (subscription: FakeSubscription) => subscription.items.data[0]!.current_period_start;
  /** Moves Stripe's and the server's clock to the subscription's period end. */
  const toPeriodEnd = (subscription: FakeSubscription) => fake.setNow(periodEndOf(subscription) * 1000);

  it("cancels at the period's end: the plan stays until then, and Stripe's deletion ends it", async () => {
    const subscription = await subscribed(USERS.canceller);
    const trialEnd = subscription.trial_end!;

    const cancelled = await post<PaymentsStatusResponse>(USERS.canceller, PAYMENT_PATHS.cancelSubscription);

    expect(cancelled.status).toBe(200);
    expect(cancelled.body.subscription).toEqual({
      status: 'trialing',
      currentPeriodEnd: isoOfSeconds(trialEnd),
      cancelAtPeriodEnd: true,
      trialEnd: isoOfSeconds(trialEnd),
    });
    expect(
      fake.requestsTo('POST', `/v1/subscriptions/${subscription.id}`).map((request) => request.body),
    ).toEqual([{ cancel_at_period_end: 'true' }]);
    expect(fake.subscription(subscription.id).cancel_at_period_end).toBe(true);
    // Stripe's customer.subscription.updated: the plan is kept, to the period's end and no later.
    await fake.idle();
    expect(await world.viewOf(USERS.canceller)).toMatchObject({
      subscription: 'wordsmith',
      subscriptionExpires: isoOfSeconds(trialEnd),
    });

    toPeriodEnd(subscription);
    await fake.endPeriod(subscription.id);

    expect(fake.subscription(subscription.id).status).toBe('canceled');
    expect(await world.viewOf(USERS.canceller)).toMatchObject({
      subscription: 'bluffling',
      subscriptionExpires: null,
    });
    expect(await statusOf(USERS.canceller)).toMatchObject({ subscription: null, canManageBilling: true });
    const again = await post<ApiError>(USERS.canceller, PAYMENT_PATHS.cancelSubscription);
    expect([again.status, again.body]).toEqual([
      409,
      { error: PAYMENT_MESSAGES.noSubscription, code: ERROR_CODES.noSubscription },
    ]);
  });

  it('resumes a cancelling subscription, which then renews at the period end', async () => {
    const subscription = await subscribed(USERS.resumer);
    await post(USERS.resumer, PAYMENT_PATHS.cancelSubscription);

    const resumed = await post<PaymentsStatusResponse>(USERS.resumer, PAYMENT_PATHS.resumeSubscription);
    await fake.idle();

    expect(resumed.status).toBe(200);
    expect(resumed.body.subscription?.cancelAtPeriodEnd).toBe(false);
    expect(fake.subscription(subscription.id).cancel_at_period_end).toBe(false);
    // Resuming what already renews asks nothing of Stripe.
    const updatesBefore = fake.requestsTo('POST', `/v1/subscriptions/${subscription.id}`).length;
    expect((await post(USERS.resumer, PAYMENT_PATHS.resumeSubscription)).status).toBe(200);
    expect(fake.requestsTo('POST', `/v1/subscriptions/${subscription.id}`)).toHaveLength(updatesBefore);

    toPeriodEnd(subscription);
    const renewed = await fake.endPeriod(subscription.id);

    expect(renewed.status).toBe('active');
    const until = new Date(periodEndOf(renewed) * 1000 + RENEWAL_GRACE_MS).toISOString();
    expect(await world.viewOf(USERS.resumer)).toMatchObject({
      subscription: 'wordsmith',
      subscriptionExpires: until,
    });
  });

  it('ends the plan on the clock alone when no renewal is ever reported: bluffling, and wordsmith tools refused', async () => {
    const subscription = await subscribed(USERS.lapsed);
    // Two of the wordsmith's tools: the sessions list, and the word check (which loads the generator, so it
    // is only called once refused, when the access check answers before any work).
    const mySessions = async () =>
      (await world.agentOf(USERS.lapsed)).json<ApiError>(`${world.baseUrl}/api/sessions/my-sessions`);
    const validate = async () =>
      post<ApiError>(USERS.lapsed, '/api/words/validate', {
        word: 'swivet',
        language: 'english',
        userId: USERS.lapsed.id,
      });
    expect((await mySessions()).status).toBe(200);
    const until = periodEndOf(subscription) * 1000 + RENEWAL_GRACE_MS;

    // No event: Stripe's renewal webhook never arrives.
    world.clock.advance(until - world.clock.now() - 1000);
    expect((await world.viewOf(USERS.lapsed)).subscription).toBe('wordsmith');
    world.clock.advance(1000);

    expect(await world.viewOf(USERS.lapsed)).toMatchObject({
      subscription: 'bluffling',
      isWordsmith: false,
      subscriptionExpires: null,
      roles: [],
    });
    const roleRequired = { error: AUTH_MESSAGES.roleRequired, code: ERROR_CODES.forbidden };
    for (const refused of [await mySessions(), await validate()]) {
      expect([refused.status, refused.body]).toEqual([403, roleRequired]);
    }
  });

  it('a paid renewal extends the plan to the new period', async () => {
    const subscription = await subscribed(USERS.renewer);
    toPeriodEnd(subscription);

    const renewed = await fake.renewSubscription(subscription.id);

    expect(periodStartOf(renewed)).toBe(subscription.trial_end);
    const until = new Date(periodEndOf(renewed) * 1000 + RENEWAL_GRACE_MS).toISOString();
    expect(await world.viewOf(USERS.renewer)).toMatchObject({
      subscription: 'wordsmith',
      subscriptionExpires: until,
    });
    expect((await statusOf(USERS.renewer)).subscription).toMatchObject({
      status: 'active',
      cancelAtPeriodEnd: false,
    });
  });

  it("a failed renewal keeps the plan through Stripe's retries' grace, then not, until a retry is paid", async () => {
    const subscription = await subscribed(USERS.debtor);
    toPeriodEnd(subscription);
    const pastDue = await fake.failRenewal(subscription.id);
    const graceEnd = periodStartOf(pastDue) * 1000 + PAYMENT_RETRY_GRACE_MS;

    expect(pastDue.status).toBe('past_due');
    expect(await world.viewOf(USERS.debtor)).toMatchObject({
      subscription: 'wordsmith',
      subscriptionExpires: new Date(graceEnd).toISOString(),
    });
    expect((await statusOf(USERS.debtor)).subscription?.status).toBe('past_due');
    const duringGrace = await world.checkout(USERS.debtor, 'wordsmith');
    expect([duringGrace.status, duringGrace.body]).toEqual([
      409,
      { error: PAYMENT_MESSAGES.alreadyOnPlan, code: ERROR_CODES.planAlreadyHeld },
    ]);

    world.clock.advance(graceEnd - world.clock.now());
    expect((await world.viewOf(USERS.debtor)).subscription).toBe('bluffling');
    // Buying again would make a second subscription Stripe charges too once the card works.
    const afterGrace = await world.checkout(USERS.debtor, 'wordsmith');
    expect([afterGrace.status, afterGrace.body]).toEqual([
      409,
      { error: PAYMENT_MESSAGES.subscriptionPastDue, code: ERROR_CODES.planAlreadyHeld },
    ]);

    const recovered = await fake.payFailedRenewal(subscription.id);
    const until = new Date(periodEndOf(recovered) * 1000 + RENEWAL_GRACE_MS).toISOString();
    expect(await world.viewOf(USERS.debtor)).toMatchObject({
      subscription: 'wordsmith',
      subscriptionExpires: until,
    });
  });

  it('no second free trial: a customer who subscribed before pays from the first day', async () => {
    const first = await subscribed(USERS.returning);
    await fake.cancelSubscriptionNow(first.id);
    expect((await world.viewOf(USERS.returning)).subscription).toBe('bluffling');

    const second = await world.buy(USERS.returning, 'wordsmith');

    const sent = fake.requestsTo('POST', '/v1/checkout/sessions').at(-1)!.body as {
      subscription_data: Record<string, unknown>;
    };
    expect(sent.subscription_data).toEqual({ metadata: { userId: USERS.returning.id, plan: 'wordsmith' } });
    const subscription = fake.subscription(second.subscription!);
    expect(subscription).toMatchObject({ status: 'active', trial_end: null });
    expect((await world.viewOf(USERS.returning)).subscription).toBe('wordsmith');
  });

  it("opens Stripe's billing portal for the customer, coming back to /subscription", async () => {
    await world.buy(USERS.portal, 'lexivestor');
    const customerId = (await world.billingOf(USERS.portal.id))!.customerId;

    const response = await post<BillingPortalResponse>(USERS.portal, PAYMENT_PATHS.billingPortal);

    expect(response.status).toBe(200);
    expect(response.body.url).toMatch(new RegExp(`^${fake.url}/billing/bps_`));
    expect(fake.requestsTo('POST', '/v1/billing_portal/sessions').at(-1)!.body).toEqual({
      customer: customerId,
      return_url: `${world.baseUrl}/subscription`,
    });
    const page = await fetch(response.body.url);
    expect(await page.text()).toContain(`href="${world.baseUrl}/subscription"`);
    expect(await statusOf(USERS.portal)).toMatchObject({ subscription: null, canManageBilling: true });
  });

  describe('refusals', () => {
    it.each([
      ['cancel', PAYMENT_PATHS.cancelSubscription],
      ['resume', PAYMENT_PATHS.resumeSubscription],
    ])('%s with no billing account: 409 no subscription', async (_what, path) => {
      const response = await post<ApiError>(USERS.nobody, path);
      expect([response.status, response.body]).toEqual([
        409,
        { error: PAYMENT_MESSAGES.noSubscription, code: ERROR_CODES.noSubscription },
      ]);
    });

    it.each([
      ['cancel', PAYMENT_PATHS.cancelSubscription],
      ['resume', PAYMENT_PATHS.resumeSubscription],
    ])('%s after a one-time purchase only: 409 no subscription', async (_what, path) => {
      if ((await world.billingOf(USERS.onceoff.id)) === null) await world.buy(USERS.onceoff, 'lexivestor');
      const response = await post<ApiError>(USERS.onceoff, path);
      expect([response.status, response.body]).toEqual([
        409,
        { error: PAYMENT_MESSAGES.noSubscription, code: ERROR_CODES.noSubscription },
      ]);
    });

    it('the billing portal with no billing account: 409', async () => {
      const response = await post<ApiError>(USERS.nobody, PAYMENT_PATHS.billingPortal);
      expect([response.status, response.body]).toEqual([
        409,
        { error: PAYMENT_MESSAGES.noBillingAccount, code: ERROR_CODES.noBillingAccount },
      ]);
    });

    it.each([
      PAYMENT_PATHS.cancelSubscription,
      PAYMENT_PATHS.resumeSubscription,
      PAYMENT_PATHS.billingPortal,
    ])('%s as a guest: 401', async (path) => {
      const response = await rest<ApiError>(world.baseUrl, path, { body: {} });
      expect([response.status, response.body]).toEqual([
        401,
        { error: AUTH_MESSAGES.signInRequired, code: ERROR_CODES.unauthorized },
      ]);
    });

    it('a payload on a call that takes none: 400', async () => {
      const response = await post<ApiError>(USERS.nobody, PAYMENT_PATHS.cancelSubscription, {
        subscriptionId: 'sub_someone_elses',
      });
      expect([response.status, response.body]).toEqual([
        400,
        { error: 'Unknown field: subscriptionId.', code: ERROR_CODES.validationFailed },
      ]);
    });
  });
});
