import { ERROR_CODES, PAYMENT_MESSAGES } from '@bluffle/shared-schema';
import { ApiError } from '../api/api-error';
import { CATALOGUES } from '../i18n/messages';
import { paymentErrorText } from './payment-error-message';

const english = CATALOGUES.english.plans;
const filipino = CATALOGUES.filipino.plans;

describe('paymentErrorText for a checkout (spec §8 Plans)', () => {
  it("words the server's refusals by their code, as the server words them in English", () => {
    const notConfigured = new ApiError('anything', 503, ERROR_CODES.paymentsNotConfigured);
    expect(paymentErrorText(notConfigured, 'checkout', english)).toBe(PAYMENT_MESSAGES.notConfigured);
    const held = new ApiError(PAYMENT_MESSAGES.alreadyOnPlan, 409, ERROR_CODES.planAlreadyHeld);
    expect(paymentErrorText(held, 'checkout', english)).toBe(PAYMENT_MESSAGES.alreadyOnPlan);
    expect(paymentErrorText(held, 'checkout', filipino)).toBe('Nasa iyo na ang plan na ito.');
  });

  it("shows the server's words for a code it does not word", () => {
    const limited = new ApiError('Too many requests. Please wait 5 seconds.', 429, ERROR_CODES.rateLimited);
    expect(paymentErrorText(limited, 'checkout', english)).toBe(limited.message);
  });

  it("says 'Payment failed' when Stripe failed, nobody answered, or the answer says nothing", () => {
    const provider = new ApiError(PAYMENT_MESSAGES.providerFailed, 502, ERROR_CODES.paymentProviderFailed);
    expect(paymentErrorText(provider, 'checkout', english)).toBe(PAYMENT_MESSAGES.paymentFailed);
    const unanswered = new ApiError('Cannot reach the server.', 0);
    expect(paymentErrorText(unanswered, 'checkout', english)).toBe(PAYMENT_MESSAGES.paymentFailed);
    const blank = new ApiError(' ', 409, ERROR_CODES.planAlreadyHeld);
    expect(paymentErrorText(blank, 'checkout', english)).toBe(PAYMENT_MESSAGES.paymentFailed);
    expect(paymentErrorText(new Error('boom'), 'checkout', english)).toBe(PAYMENT_MESSAGES.paymentFailed);
    expect(paymentErrorText(provider, 'checkout', filipino)).toBe('Pumalya ang bayad. Pakisubukan ulit.');
  });
});

it("uses the call's own words for other payments calls", () => {
  expect(paymentErrorText(new TypeError('fetch failed'), 'change', english)).toBe(
    'Your subscription could not be changed. Please try again.',
  );
  expect(paymentErrorText(new TypeError('fetch failed'), 'billing', english)).toBe(
    'Billing could not be opened. Please try again.',
  );
  const none = new ApiError(PAYMENT_MESSAGES.noSubscription, 404, ERROR_CODES.noSubscription);
  expect(paymentErrorText(none, 'change', english)).toBe(PAYMENT_MESSAGES.noSubscription);
  const noBilling = new ApiError('x', 409, ERROR_CODES.noBillingAccount);
  expect(paymentErrorText(noBilling, 'billing', english)).toBe(PAYMENT_MESSAGES.noBillingAccount);
});

it('keeps the English catalogue in the words of the shared payment messages', () => {
  expect(english.errors).toMatchObject({
    paymentFailed: PAYMENT_MESSAGES.paymentFailed,
    notConfigured: PAYMENT_MESSAGES.notConfigured,
    alreadyOnPlan: PAYMENT_MESSAGES.alreadyOnPlan,
    noSubscription: PAYMENT_MESSAGES.noSubscription,
    noBillingAccount: PAYMENT_MESSAGES.noBillingAccount,
  });
  expect(english.paymentReturn).toEqual({
    confirming: PAYMENT_MESSAGES.confirming,
    confirmingSlow: PAYMENT_MESSAGES.confirmingSlow,
    confirmed: PAYMENT_MESSAGES.confirmed,
    cancelled: PAYMENT_MESSAGES.cancelled,
  });
  expect(english.subscriptionState.pastDue).toBe(PAYMENT_MESSAGES.subscriptionPastDue);
  expect(english.adminHasEveryPlan).toBe(PAYMENT_MESSAGES.adminHasEverything);
  expect([english.cancelConfirm, english.cancelScheduled, english.resumed]).toEqual([
    PAYMENT_MESSAGES.cancelConfirm,
    PAYMENT_MESSAGES.cancelScheduled,
    PAYMENT_MESSAGES.resumed,
  ]);
});
