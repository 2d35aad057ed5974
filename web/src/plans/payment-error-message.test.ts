import { ERROR_CODES, PAYMENT_MESSAGES } from '@bluffle/shared-schema';
import { ApiError } from '../api/api-error';
import { CATALOGUES } from '../i18n/messages';
import { paymentErrorText as textIn } from './payment-error-message';

const { english, filipino } = CATALOGUES;
type Call = Parameters<typeof textIn>[1];
const say = (error: unknown, call: Call, messages = english) =>
  textIn(error, call, messages.plans, messages.serverErrors);

describe('paymentErrorText for a checkout (docs/product.md §8 Plans)', () => {
  it("words the server's refusals by their code, as the server words them in English", () => {
    const notConfigured = new ApiError('anything', 503, ERROR_CODES.paymentsNotConfigured);
    expect(say(notConfigured, 'checkout')).toBe(PAYMENT_MESSAGES.notConfigured);
    expect(say(notConfigured, 'checkout', filipino)).toBe(filipino.plans.errors.notConfigured);
    const held = new ApiError(PAYMENT_MESSAGES.alreadyOnPlan, 409, ERROR_CODES.planAlreadyHeld);
    expect(say(held, 'checkout')).toBe(PAYMENT_MESSAGES.alreadyOnPlan);
    expect(say(held, 'checkout', filipino)).toBe('Nasa iyo na ang plan na ito.');
    // A known code is worded whatever the message said, a blank one included.
    expect(say(new ApiError(' ', 409, ERROR_CODES.planAlreadyHeld), 'checkout')).toBe(
      PAYMENT_MESSAGES.alreadyOnPlan,
    );
  });

  it("shows the server's words for a code it does not word", () => {
    const limited = new ApiError('Too many requests. Please wait 5 seconds.', 429, ERROR_CODES.rateLimited);
    expect(say(limited, 'checkout')).toBe(limited.message);
  });

  it("says 'Payment failed' when Stripe failed, our code failed, or a refusal says nothing", () => {
    const provider = new ApiError(PAYMENT_MESSAGES.providerFailed, 502, ERROR_CODES.paymentProviderFailed);
    expect(say(provider, 'checkout')).toBe(PAYMENT_MESSAGES.paymentFailed);
    expect(say(new ApiError(' ', 409, null), 'checkout')).toBe(PAYMENT_MESSAGES.paymentFailed);
    expect(say(new Error('boom'), 'checkout')).toBe(PAYMENT_MESSAGES.paymentFailed);
    expect(say(provider, 'checkout', filipino)).toBe('Pumalya ang bayad. Pakisubukan ulit.');
  });

  it('says an unreachable server is unreachable, and to try again', () => {
    expect(say(new ApiError('Cannot reach the server.', 0), 'checkout')).toBe(
      english.serverErrors.unreachable,
    );
    expect(say(new TypeError('fetch failed'), 'billing', filipino)).toBe(filipino.serverErrors.unreachable);
  });
});

it("uses the call's own words for other payments calls", () => {
  expect(say(new Error('bug'), 'change')).toBe('Your subscription could not be changed. Please try again.');
  expect(say(new Error('bug'), 'billing')).toBe('Billing could not be opened. Please try again.');
  const none = new ApiError(PAYMENT_MESSAGES.noSubscription, 404, ERROR_CODES.noSubscription);
  expect(say(none, 'change')).toBe(PAYMENT_MESSAGES.noSubscription);
  const noBilling = new ApiError('x', 409, ERROR_CODES.noBillingAccount);
  expect(say(noBilling, 'billing')).toBe(PAYMENT_MESSAGES.noBillingAccount);
});

it('keeps the English catalogue in the words of the shared payment messages', () => {
  const { plans } = english;
  expect(plans.errors).toMatchObject({
    paymentFailed: PAYMENT_MESSAGES.paymentFailed,
    notConfigured: PAYMENT_MESSAGES.notConfigured,
  });
  expect(plans.paymentReturn).toEqual({
    confirming: PAYMENT_MESSAGES.confirming,
    confirmingSlow: PAYMENT_MESSAGES.confirmingSlow,
    confirmed: PAYMENT_MESSAGES.confirmed,
    cancelled: PAYMENT_MESSAGES.cancelled,
  });
  expect(plans.subscriptionState.pastDue).toBe(PAYMENT_MESSAGES.subscriptionPastDue);
  expect(plans.adminHasEveryPlan).toBe(PAYMENT_MESSAGES.adminHasEverything);
  expect([plans.cancelConfirm, plans.cancelScheduled, plans.resumed]).toEqual([
    PAYMENT_MESSAGES.cancelConfirm,
    PAYMENT_MESSAGES.cancelScheduled,
    PAYMENT_MESSAGES.resumed,
  ]);
});
