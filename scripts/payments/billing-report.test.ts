import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createStore } from '../../game-server/src/store/create-store';
import type { Store } from '../../game-server/src/store/port';
import { billingReport } from './billing-report';

const NOW = Date.parse('2026-11-24T12:00:00.000Z');

describe('billingReport', () => {
  let dataDir: string;
  let store: Store;

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'bluffle-billing-report-'));
    store = await createStore({ dataDir });
    await store.users.upsert({
      id: 'google:7',
      username: 'Nina',
      email: 'nina@example.com',
      provider: 'google',
      avatar: null,
      roles: ['lexivestor'],
      wordsmithUntil: '2026-12-02T00:00:00.000Z',
    });
  });
  afterEach(async () => {
    await store.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('lists the plan in force, the customer, the subscriptions and the events applied', async () => {
    await store.billing.linkCustomer('google:7', 'cus_7');
    await store.billing.setSubscriptions('cus_7', [
      {
        id: 'sub_7',
        status: 'active',
        currentPeriodStart: '2026-11-01T00:00:00.000Z',
        currentPeriodEnd: '2026-12-01T00:00:00.000Z',
        cancelAtPeriodEnd: true,
        trialEnd: null,
      },
    ]);
    await store.paymentEvents.claim({
      eventId: 'evt_1',
      type: 'invoice.paid',
      receivedAt: '2026-11-01T00:00:01.000Z',
    });
    await store.paymentEvents.complete('evt_1', {
      userId: 'google:7',
      outcome: 'wordsmith until 2026-12-02',
    });

    const lines = await billingReport(store, 'NINA@example.com', NOW);
    expect(lines).toEqual([
      'google:7 (Nina, nina@example.com)',
      'plan now: wordsmith; roles in force: wordsmith, lexivestor',
      'roles held for good: lexivestor',
      'paid wordsmith until: 2026-12-02T00:00:00.000Z',
      'stripe customer: cus_7',
      '  subscription sub_7: active, period 2026-11-01T00:00:00.000Z to 2026-12-01T00:00:00.000Z, cancels at period end',
      'webhook events applied: 1',
      '  2026-11-01T00:00:01.000Z evt_1 invoice.paid: wordsmith until 2026-12-02',
    ]);
  });

  it('shows an ended subscription as the plan it leaves, and says when nobody has the id', async () => {
    const later = Date.parse('2026-12-03T00:00:00.000Z');
    expect((await billingReport(store, 'google:7', later))?.[1]).toBe(
      'plan now: lexivestor; roles in force: lexivestor',
    );
    expect(await billingReport(store, 'google:nobody', NOW)).toBeNull();
  });
});
