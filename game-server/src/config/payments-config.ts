import { DEFAULT_DAILY_FREE_GAMES } from '@bluffle/shared-schema';
import { z } from 'zod';
import { ConfigError, optionalText, readEnvVariable } from './read-variable';
import type { NodeEnv } from './node-env';

// Plans, payments, ads and the daily limit (; docs/design.md decision 8: Stripe's host from config). Without
// Stripe keys the server runs as before and says payments are not set up; without ad ids it shows the house
// ad and loads no third-party script.

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  /** Stripe price ids; a plan without one is charged its PLANS price through inline price data. */
  prices: { wordsmith: string | undefined; lexivestor: string | undefined };
  /** STRIPE_API_URL, tests only: a fake Stripe's address instead of api.stripe.com. */
  apiUrl: URL | undefined;
}

export interface PaymentsConfig {
  /** null when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are unset: nothing can be bought. */
  stripe: StripeConfig | null;
  /** Solo games a day for a signed-in bluffling (lexivestor gets one more). */
  dailyFreeGames: number;
  /** The ad network's ids (docs/product.md §9 Ads: one client and slot everywhere), or null for the house ad. */
  adsense: { client: string; slot: string } | null;
}

const pattern = (regex: RegExp, description: string) =>
  optionalText.pipe(z.string().regex(regex, description).optional());

const variableSchemas = {
  STRIPE_SECRET_KEY: pattern(
    /^(sk|rk)_(test|live)_\S+$/,
    "must be a Stripe secret key (the dashboard's test or live 'Secret key', starting sk_)",
  ),
  STRIPE_WEBHOOK_SECRET: pattern(/^whsec_\S+$/, "must be the webhook endpoint's signing secret (whsec_…)"),
  STRIPE_PRICE_WORDSMITH: pattern(/^price_\S+$/, 'must be a Stripe price id (price_…)'),
  STRIPE_PRICE_LEXIVESTOR: pattern(/^price_\S+$/, 'must be a Stripe price id (price_…)'),
  STRIPE_API_URL: pattern(
    /^https?:\/\/[^\s/]+\/?$/,
    'must be an http(s) origin, e.g. http://127.0.0.1:12111',
  ),
  DAILY_FREE_GAMES: optionalText.pipe(
    z
      .string()
      .regex(/^\d{1,4}$/, 'must be a whole number of games from 0 to 9999')
      .transform(Number)
      .default(DEFAULT_DAILY_FREE_GAMES),
  ),
  ADSENSE_CLIENT: pattern(/^ca-pub-\d{6,20}$/, 'must be an AdSense client id (ca-pub-…)'),
  ADSENSE_SLOT: pattern(/^\d{4,20}$/, 'must be an AdSense slot id (digits)'),
};

type Name = keyof typeof variableSchemas;

function read<N extends Name>(env: NodeJS.ProcessEnv, name: N): z.output<(typeof variableSchemas)[N]> {
  return readEnvVariable(env, name, variableSchemas[name]) as z.output<(typeof variableSchemas)[N]>;
}

/** Two variables that only work together: both set, or neither (a ConfigError names the missing one). */
function pair<A, B>(first: [string, A | undefined], second: [string, B | undefined]): [A, B] | null {
  const [firstName, firstValue] = first;
  const [secondName, secondValue] = second;
  if (firstValue === undefined && secondValue === undefined) return null;
  if (firstValue === undefined || secondValue === undefined) {
    const [missing, given] = firstValue === undefined ? [firstName, secondName] : [secondName, firstName];
    throw new ConfigError(
      `Invalid configuration: ${given} is set but ${missing} is not; set both or neither.`,
    );
  }
  return [firstValue, secondValue];
}

export function readPaymentsConfig(env: NodeJS.ProcessEnv, nodeEnv: NodeEnv): PaymentsConfig {
  const keys = pair(
    ['STRIPE_SECRET_KEY', read(env, 'STRIPE_SECRET_KEY')],
    ['STRIPE_WEBHOOK_SECRET', read(env, 'STRIPE_WEBHOOK_SECRET')],
  );
  const apiUrl = read(env, 'STRIPE_API_URL');
  if (apiUrl !== undefined && nodeEnv === 'production') {
    throw new ConfigError(
      'Invalid configuration: STRIPE_API_URL points Stripe calls at a fake and is for tests only; unset it in production.',
    );
  }
  const adsense = pair(
    ['ADSENSE_CLIENT', read(env, 'ADSENSE_CLIENT')],
    ['ADSENSE_SLOT', read(env, 'ADSENSE_SLOT')],
  );
  return {
    stripe:
      keys === null
        ? null
        : {
            secretKey: keys[0],
            webhookSecret: keys[1],
            prices: {
              wordsmith: read(env, 'STRIPE_PRICE_WORDSMITH'),
              lexivestor: read(env, 'STRIPE_PRICE_LEXIVESTOR'),
            },
            apiUrl: apiUrl === undefined ? undefined : new URL(apiUrl),
          },
    dailyFreeGames: read(env, 'DAILY_FREE_GAMES'),
    adsense: adsense === null ? null : { client: adsense[0], slot: adsense[1] },
  };
}
