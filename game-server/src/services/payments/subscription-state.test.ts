import type Stripe from 'stripe';
import { subscriptionStateOf } from './subscription-state';

const START = Date.parse('2026-11-01T00:00:00.000Z') / 1000;
const END = Date.parse('2026-12-01T00:00:00.000Z') / 1000;

/** A Stripe subscription with only the fields the mapping reads. */
function subscription(overrides: Partial<Stripe.Subscription> = {}): Stripe.Subscription {
  return {
    id: 'sub_1',
    status: 'active',
    start_date: START,
    cancel_at_period_end: false,
    cancel_at: null,
    trial_end: null,
    items: { data: [{ current_period_start: START, current_period_end: END }] },
    ...overrides,
  } as unknown as Stripe.Subscription;
}

describe('subscriptionStateOf', () => {
  it("reads the period from the subscription's item (API 2025-03-31.basil and later)", () => {
    expect(subscriptionStateOf(subscription({ trial_end: END }))).toEqual({
      id: 'sub_1',
      status: 'active',
      currentPeriodStart: '2026-11-01T00:00:00.000Z',
      currentPeriodEnd: '2026-12-01T00:00:00.000Z',
      cancelAtPeriodEnd: false,
      trialEnd: '2026-12-01T00:00:00.000Z',
    });
  });

  it("treats a cancellation scheduled for the period's end (cancel_at, as the portal sets it) as cancelling", () => {
    expect(subscriptionStateOf(subscription({ cancel_at: END }))).toMatchObject({
      currentPeriodEnd: '2026-12-01T00:00:00.000Z',
      cancelAtPeriodEnd: true,
    });
  });

  it('ends the period at a cancellation scheduled before its end', () => {
    const midPeriod = Date.parse('2026-11-15T00:00:00.000Z') / 1000;
    expect(subscriptionStateOf(subscription({ cancel_at: midPeriod }))).toMatchObject({
      currentPeriodEnd: '2026-11-15T00:00:00.000Z',
      cancelAtPeriodEnd: true,
    });
  });

  it('ignores a cancellation scheduled for a later period: this one renews', () => {
    const later = Date.parse('2027-03-01T00:00:00.000Z') / 1000;
    expect(subscriptionStateOf(subscription({ cancel_at: later }))).toMatchObject({
      currentPeriodEnd: '2026-12-01T00:00:00.000Z',
      cancelAtPeriodEnd: false,
    });
  });
});
