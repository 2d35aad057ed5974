import { ERROR_CODES, PAYMENT_MESSAGES } from '@bluffle/shared-schema';
import Stripe from 'stripe';
import { BadRequestError } from '../../errors';
import type { PaymentProvider } from './payment-deps';

function refused(reason: string): BadRequestError {
  return new BadRequestError(
    `${PAYMENT_MESSAGES.badSignature} ${reason}`,
    ERROR_CODES.webhookSignatureInvalid,
  );
}

/**
 * The event Stripe signed (docs/design.md decision 8), or a 400 saying why not: the raw body checked against the
 * Stripe-Signature header with STRIPE_WEBHOOK_SECRET, within the library's tolerance (300 s) of `now` (the
 * server's clock, so a moved clock moves the tolerance too). The library's own wording stays in the log.
 */
export function verifyWebhookEvent(
  provider: PaymentProvider,
  rawBody: unknown,
  signature: string | string[] | undefined,
  now: number,
): Stripe.Event {
  if (!Buffer.isBuffer(rawBody) || rawBody.length === 0) {
    throw refused('The body must be the JSON event Stripe sent.');
  }
  if (typeof signature !== 'string' || signature.trim() === '') {
    throw refused('The Stripe-Signature header is missing.');
  }
  try {
    return provider.stripe.webhooks.constructEvent(
      rawBody,
      signature,
      provider.config.webhookSecret,
      undefined,
      undefined,
      now,
    );
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeSignatureVerificationError)) {
      // Signed with our secret but not JSON: nobody but Stripe (or a holder of the secret) gets here.
      throw refused('The body is not a Stripe event.');
    }
    const isStale = /tolerance/i.test(error.message);
    throw refused(
      isStale
        ? 'The event was signed too long ago: it may be a replay.'
        : 'The signature does not match the body and the endpoint secret.',
    );
  }
}
