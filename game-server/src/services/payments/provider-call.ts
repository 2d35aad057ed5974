import { ERROR_CODES, PAYMENT_MESSAGES } from '@bluffle/shared-schema';
import Stripe from 'stripe';
import { BadGatewayError } from '../../errors';
import type { Logger } from '../../logging/logger';

/**
 * A call to Stripe made for a player's request (STYLE habit 4: the library's errors are translated here).
 * Whatever fails (the network, Stripe's 5xx, a request Stripe refuses, which is our bug or the account's
 * set-up) the player gets one 502 with a message they can act on, and the operator the details in the log.
 */
export async function callProvider<T>(logger: Logger, what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeError)) throw error;
    logger.error(
      {
        err: { type: error.type, code: error.code, statusCode: error.statusCode, message: error.message },
        requestId: error.requestId,
      },
      `payment provider call failed: ${what}`,
    );
    throw new BadGatewayError(PAYMENT_MESSAGES.providerFailed, ERROR_CODES.paymentProviderFailed);
  }
}
