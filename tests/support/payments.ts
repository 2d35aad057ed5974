import {
  PAYMENT_PATHS,
  type CreateCheckoutSessionResponse,
  type MeResponse,
  type PaidPlanId,
  type UserView,
} from '@bluffle/shared-schema';
import Stripe from 'stripe';
import { createStore } from '../../game-server/src/store/create-store';
import type { BillingAccountRecord, PaymentEventRecord } from '../../game-server/src/domain/billing';
import { startFakeStripe, type FakeCheckoutSession, type FakeStripe } from '../fakes/fake-stripe';
import { signedInAgent, type SeededUser } from './admin-words';
import type { BrowserAgent } from './browser-agent';
import { ManualClock } from './manual-clock';
import { startTestServer, type TestServer } from './test-server';

// The payments journeys' world: the real game server and a fake Stripe on one manual clock, the
// fake delivering its webhooks to the server, and the accounts' views read as their owners see them.

export interface PaymentsWorld {
  fake: FakeStripe;
  server: TestServer;
  /** Moves the server's clock and Stripe's together; moving it alone is time passing with no event. */
  clock: ManualClock;
  baseUrl: string;
  /** A browser freshly signed in as the user (a session outlives no clock moved past its 14 days). */
  agentOf(user: SeededUser): Promise<BrowserAgent>;
  /** GET /api/users/me as the user: the plan every view derives from. */
  viewOf(user: SeededUser): Promise<UserView>;
  checkout(
    user: SeededUser,
    plan: PaidPlanId,
  ): Promise<{ status: number; body: CreateCheckoutSessionResponse }>;
  /** Checkout, then the buyer pays on Stripe's page; in automatic mode the events are delivered by then. */
  buy(user: SeededUser, plan: PaidPlanId): Promise<FakeCheckoutSession>;
  /** The webhook events applied to the account, read through a second connection to the server's store. */
  ledgerOf(userId: string): Promise<PaymentEventRecord[]>;
  ledgerEntry(eventId: string): Promise<PaymentEventRecord | null>;
  billingOf(userId: string): Promise<BillingAccountRecord | null>;
  close(): Promise<void>;
}

export async function startPaymentsWorld(
  users: readonly SeededUser[],
  env: Record<string, string> = {},
): Promise<PaymentsWorld> {
  const clock = new ManualClock();
  const fake = await startFakeStripe({ clock });
  let server: TestServer;
  try {
    server = await startTestServer({
      words: [],
      users,
      clock,
      // Each view is read by a fresh sign-in, far past the normal sign-in rate limit.
      env: { ...fake.env(), AUTH_RATE_LIMIT: '100000', ...env },
    });
  } catch (error) {
    await fake.close();
    throw error;
  }
  const baseUrl = server.baseUrl;
  fake.setWebhookUrl(`${baseUrl}${PAYMENT_PATHS.webhook}`);

  async function withStore<T>(
    read: (store: Awaited<ReturnType<typeof createStore>>) => Promise<T>,
  ): Promise<T> {
    const store = await createStore({ dataDir: server.dataDir });
    try {
      return await read(store);
    } finally {
      await store.close();
    }
  }

  const world: PaymentsWorld = {
    fake,
    server,
    clock,
    baseUrl,
    agentOf: (user) => signedInAgent(baseUrl, user),
    viewOf: async (user) => {
      const agent = await signedInAgent(baseUrl, user);
      const me = await agent.json<MeResponse>(`${baseUrl}/api/users/me`);
      if (me.body.user === null) throw new Error(`${user.id} is not signed in`);
      return me.body.user;
    },
    checkout: async (user, plan) => {
      const agent = await signedInAgent(baseUrl, user);
      return agent.json<CreateCheckoutSessionResponse>(`${baseUrl}${PAYMENT_PATHS.createCheckoutSession}`, {
        body: { subscriptionType: plan, userId: user.id },
      });
    },
    buy: async (user, plan) => {
      const response = await world.checkout(user, plan);
      if (response.status !== 200) throw new Error(`checkout failed: ${JSON.stringify(response.body)}`);
      return fake.completeCheckout(response.body.sessionId);
    },
    ledgerOf: (userId) => withStore((store) => store.paymentEvents.listByUser(userId)),
    ledgerEntry: (eventId) => withStore((store) => store.paymentEvents.find(eventId)),
    billingOf: (userId) => withStore((store) => store.billing.findByUserId(userId)),
    close: async () => {
      await fake.idle();
      await server.close();
      await fake.close();
    },
  };
  return world;
}

/** The stripe library pointed at the fake, for a test acting as another Stripe integration would. */
export function stripeClientFor(fake: FakeStripe): Stripe {
  const url = new URL(fake.url);
  return new Stripe(fake.secretKey, {
    host: url.hostname,
    port: url.port,
    protocol: 'http',
    maxNetworkRetries: 0,
  });
}

/** Unix seconds (Stripe's times) as the ISO 8601 our API speaks. */
export function isoOfSeconds(seconds: number): string {
  return new Date(seconds * 1000).toISOString();
}
