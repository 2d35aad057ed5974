import {
  PAYMENT_RETRY_GRACE_MS,
  RENEWAL_GRACE_MS,
  currentSubscriptionOf,
  wordsmithUntilOf,
  type SubscriptionState,
} from './subscription-entitlement';

const START = '2026-11-01T00:00:00.000Z';
const END = '2026-12-01T00:00:00.000Z';

function subscription(overrides: Partial<SubscriptionState> = {}): SubscriptionState {
  return {
    id: 'sub_1',
    status: 'active',
    currentPeriodStart: START,
    currentPeriodEnd: END,
    cancelAtPeriodEnd: false,
    trialEnd: null,
    ...overrides,
  };
}

const iso = (ms: number) => new Date(ms).toISOString();

describe('wordsmithUntilOf', () => {
  it('runs a renewing subscription to its period end plus the renewal grace', () => {
    expect(wordsmithUntilOf([subscription()])).toBe(iso(Date.parse(END) + RENEWAL_GRACE_MS));
    expect(wordsmithUntilOf([subscription({ status: 'trialing', trialEnd: END })])).toBe(
      iso(Date.parse(END) + RENEWAL_GRACE_MS),
    );
  });

  it('ends a subscription cancelled at period end exactly at the period end', () => {
    expect(wordsmithUntilOf([subscription({ cancelAtPeriodEnd: true })])).toBe(END);
  });

  it('gives a past-due renewal a few days while Stripe retries the card, never past the period', () => {
    expect(wordsmithUntilOf([subscription({ status: 'past_due' })])).toBe(
      iso(Date.parse(START) + PAYMENT_RETRY_GRACE_MS),
    );
    const shortPeriod = subscription({ status: 'past_due', currentPeriodEnd: '2026-11-02T00:00:00.000Z' });
    expect(wordsmithUntilOf([shortPeriod])).toBe('2026-11-02T00:00:00.000Z');
  });

  it('gives nothing for subscriptions that are not paid for', () => {
    for (const status of ['canceled', 'unpaid', 'incomplete', 'incomplete_expired', 'paused']) {
      expect(wordsmithUntilOf([subscription({ status })])).toBeNull();
    }
    expect(wordsmithUntilOf([])).toBeNull();
  });

  it('takes the latest end among several subscriptions', () => {
    const ended = subscription({ id: 'sub_old', status: 'canceled' });
    const later = subscription({ id: 'sub_new', currentPeriodEnd: '2027-01-01T00:00:00.000Z' });
    expect(wordsmithUntilOf([ended, subscription(), later])).toBe(
      iso(Date.parse('2027-01-01T00:00:00.000Z') + RENEWAL_GRACE_MS),
    );
  });
});

describe('currentSubscriptionOf', () => {
  it('names the live subscription ending last, and none when all have ended', () => {
    const later = subscription({ id: 'sub_new', currentPeriodEnd: '2027-01-01T00:00:00.000Z' });
    expect(currentSubscriptionOf([subscription(), later])?.id).toBe('sub_new');
    expect(currentSubscriptionOf([subscription({ status: 'canceled' })])).toBeNull();
    expect(currentSubscriptionOf([subscription({ status: 'past_due' })])?.id).toBe('sub_1');
  });
});
