import Stripe from 'stripe';
import type { StripeConfig } from '../../config/payments-config';

/** Stripe's calls give up after this long: a request waiting on the provider must not hang for 80 s. */
const STRIPE_TIMEOUT_MS = 20_000;
/** Retried with the library's backoff and idempotency keys, so a retried create is never made twice. */
const STRIPE_NETWORK_RETRIES = 2;

/**
 * The stripe library's client for the configured account (docs/design.md decision 8: its host from config). With
 * STRIPE_API_URL (tests only) it talks to that fake instead of api.stripe.com, without retries, so a
 * failure a test injects reaches the server once and at once.
 */
export function createStripeClient(config: StripeConfig): Stripe {
  const fake = config.apiUrl;
  if (fake === undefined) {
    return new Stripe(config.secretKey, {
      maxNetworkRetries: STRIPE_NETWORK_RETRIES,
      timeout: STRIPE_TIMEOUT_MS,
      telemetry: false,
    });
  }
  return new Stripe(config.secretKey, {
    host: fake.hostname,
    port: fake.port || (fake.protocol === 'https:' ? 443 : 80),
    protocol: fake.protocol === 'https:' ? 'https' : 'http',
    maxNetworkRetries: 0,
    timeout: STRIPE_TIMEOUT_MS,
    telemetry: false,
  });
}
