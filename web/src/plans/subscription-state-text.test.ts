import { PAYMENT_MESSAGES, type SubscriptionView } from '@bluffle/shared-schema';
import { CATALOGUES } from '../i18n/messages';
import { formatPlanDate, subscriptionStateText } from './subscription-state-text';

const day = (iso: string) => iso.slice(0, 10);
const english = CATALOGUES.english.plans;

const subscription = (overrides: Partial<SubscriptionView>): SubscriptionView => ({
  status: 'active',
  currentPeriodEnd: '2030-02-01T00:00:00.000Z',
  cancelAtPeriodEnd: false,
  trialEnd: null,
  ...overrides,
});

describe('subscriptionStateText', () => {
  it('names the renewal date of an active subscription', () => {
    expect(subscriptionStateText(subscription({}), day, english)).toEqual({
      text: 'Your Wordsmith subscription renews on 2030-02-01.',
      isWarning: false,
    });
  });

  it("names the trial's end and what follows it", () => {
    const trialing = subscription({ status: 'trialing', trialEnd: '2030-01-08T00:00:00.000Z' });
    expect(subscriptionStateText(trialing, day, english).text).toBe(
      'Your free trial runs until 2030-01-08; then Wordsmith is $3.99 / month.',
    );
  });

  it('says when a subscription set to stop ends, trial or not', () => {
    for (const status of ['active', 'trialing']) {
      expect(
        subscriptionStateText(subscription({ status, cancelAtPeriodEnd: true }), day, english).text,
      ).toBe('Your Wordsmith subscription ends on 2030-02-01. It will not renew.');
    }
  });

  it('warns about a failed payment before anything else', () => {
    expect(
      subscriptionStateText(subscription({ status: 'past_due', cancelAtPeriodEnd: true }), day, english),
    ).toEqual({
      text: PAYMENT_MESSAGES.subscriptionPastDue,
      isWarning: true,
    });
  });
});

it('says it in Filipino on a Filipino screen', () => {
  const trialing = subscription({ status: 'trialing', trialEnd: '2030-01-08T00:00:00.000Z' });
  expect(subscriptionStateText(trialing, day, CATALOGUES.filipino.plans).text).toBe(
    'Libre ang trial mo hanggang 2030-01-08; pagkatapos, $3.99 / buwan na ang Wordsmith.',
  );
});

describe('formatPlanDate', () => {
  it('writes the day in words, in the zone it is given', () => {
    expect(formatPlanDate('2030-05-12T23:30:00.000Z', 'en-US', 'UTC')).toBe('May 12, 2030');
    expect(formatPlanDate('2030-05-12T23:30:00.000Z', 'en-US', 'Asia/Tokyo')).toBe('May 13, 2030');
    expect(formatPlanDate('2030-05-12T23:30:00.000Z', 'fil', 'UTC')).toBe('Mayo 12, 2030');
  });

  it('leaves a value that is not a date as it is', () => {
    expect(formatPlanDate('soon', 'en-US', 'UTC')).toBe('soon');
  });
});
