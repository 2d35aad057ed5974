import { ERROR_CODES, PAYMENT_MESSAGES } from '@bluffle/shared-schema';
import type Stripe from 'stripe';
import type { Clock } from '../../clock';
import type { StripeConfig } from '../../config/payments-config';
import { UnavailableError } from '../../errors';
import type { Logger } from '../../logging/logger';
import type { Store } from '../../store/port';
import type { OneAtATime } from './one-at-a-time';

/** The configured Stripe account: its client and the keys and prices it was made from. */
export interface PaymentProvider {
  stripe: Stripe;
  config: StripeConfig;
}

export interface PaymentDeps {
  /** null when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are unset: plans are shown, nothing is sold. */
  provider: PaymentProvider | null;
  store: Pick<Store, 'users' | 'billing' | 'paymentEvents'>;
  clock: Clock;
  logger: Logger;
  /** Reads and writes of one customer's subscriptions, one at a time (keyed by the Stripe customer id). */
  perCustomer: OneAtATime;
}

/** The provider, or the 503 every payment call answers on a server without Stripe keys. */
export function requireProvider(deps: PaymentDeps): PaymentProvider {
  if (deps.provider === null) {
    throw new UnavailableError(PAYMENT_MESSAGES.notConfigured, ERROR_CODES.paymentsNotConfigured);
  }
  return deps.provider;
}
