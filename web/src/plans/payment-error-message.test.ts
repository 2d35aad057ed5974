import { ERROR_CODES, PAYMENT_MESSAGES } from '@bluffle/shared-schema';
import { ApiError } from '../api/api-error';
import {
  checkoutFailureMessage,
  paymentErrorMessage,
  SUBSCRIPTION_CHANGE_FAILED,
} from './payment-error-message';

describe('checkoutFailureMessage (spec §8 Plans)', () => {
  it("shows the server's refusal, written for a person", () => {
    const refusal = new ApiError(
      PAYMENT_MESSAGES.wordsmithCoversLexivestor,
      409,
      ERROR_CODES.planAlreadyHeld,
    );
    expect(checkoutFailureMessage(refusal)).toBe(PAYMENT_MESSAGES.wordsmithCoversLexivestor);
    const notConfigured = new ApiError(
      PAYMENT_MESSAGES.notConfigured,
      503,
      ERROR_CODES.paymentsNotConfigured,
    );
    expect(checkoutFailureMessage(notConfigured)).toBe(PAYMENT_MESSAGES.notConfigured);
  });

  it("says 'Payment failed' when Stripe failed, nobody answered, or the answer says nothing", () => {
    const provider = new ApiError(PAYMENT_MESSAGES.providerFailed, 502, ERROR_CODES.paymentProviderFailed);
    expect(checkoutFailureMessage(provider)).toBe(PAYMENT_MESSAGES.paymentFailed);
    expect(checkoutFailureMessage(new ApiError('Cannot reach the server.', 0))).toBe(
      PAYMENT_MESSAGES.paymentFailed,
    );
    expect(checkoutFailureMessage(new ApiError(' ', 409, ERROR_CODES.planAlreadyHeld))).toBe(
      PAYMENT_MESSAGES.paymentFailed,
    );
    expect(checkoutFailureMessage(new Error('boom'))).toBe(PAYMENT_MESSAGES.paymentFailed);
  });
});

it('uses the fallback it is given for other payments calls', () => {
  expect(paymentErrorMessage(new TypeError('fetch failed'), SUBSCRIPTION_CHANGE_FAILED)).toBe(
    SUBSCRIPTION_CHANGE_FAILED,
  );
  const none = new ApiError(PAYMENT_MESSAGES.noSubscription, 404, ERROR_CODES.noSubscription);
  expect(paymentErrorMessage(none, SUBSCRIPTION_CHANGE_FAILED)).toBe(PAYMENT_MESSAGES.noSubscription);
});
