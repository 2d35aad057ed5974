import { DEFAULT_DAILY_FREE_GAMES } from '@bluffle/shared-schema';
import { readPaymentsConfig } from './payments-config';
import { ConfigError } from './read-variable';

/** A key of the right shape that no Stripe account has: built, so no key-shaped literal sits in the tree. */
const FAKE_SECRET_KEY = ['sk', 'test', 'not-a-real-key'].join('_');
const STRIPE_KEYS = { STRIPE_SECRET_KEY: FAKE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: 'whsec_def456' };
const ADSENSE_IDS = { ADSENSE_CLIENT: 'ca-pub-1234567890123456', ADSENSE_SLOT: '9876543210' };

/** The ConfigError message readPaymentsConfig throws for this environment (fails if it throws none). */
function configErrorOf(env: NodeJS.ProcessEnv, nodeEnv: 'test' | 'production' = 'test'): string {
  try {
    readPaymentsConfig(env, nodeEnv);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).message;
  }
  throw new Error('expected a ConfigError');
}

describe('readPaymentsConfig', () => {
  it('defaults: no Stripe, five free games a day, the house ad', () => {
    expect(readPaymentsConfig({}, 'production')).toEqual({
      stripe: null,
      dailyFreeGames: DEFAULT_DAILY_FREE_GAMES,
      adsense: null,
    });
    expect(DEFAULT_DAILY_FREE_GAMES).toBe(5);
    // A blank variable is unset (`DAILY_FREE_GAMES=` in a .env file).
    expect(readPaymentsConfig({ DAILY_FREE_GAMES: ' ', ADSENSE_CLIENT: '' }, 'test')).toMatchObject({
      dailyFreeGames: 5,
      adsense: null,
    });
  });

  it('reads Stripe keys, price ids and the test-only API host', () => {
    const config = readPaymentsConfig(
      {
        ...STRIPE_KEYS,
        STRIPE_PRICE_WORDSMITH: 'price_wordsmith1',
        STRIPE_API_URL: 'http://127.0.0.1:12111',
      },
      'test',
    );
    expect(config.stripe).toEqual({
      secretKey: FAKE_SECRET_KEY,
      webhookSecret: 'whsec_def456',
      prices: { wordsmith: 'price_wordsmith1', lexivestor: undefined },
      apiUrl: new URL('http://127.0.0.1:12111'),
    });
    expect(readPaymentsConfig({ ...STRIPE_KEYS }, 'production').stripe?.apiUrl).toBeUndefined();
  });

  it('refuses half a Stripe key pair, naming the variable that is missing', () => {
    expect(configErrorOf({ STRIPE_SECRET_KEY: STRIPE_KEYS.STRIPE_SECRET_KEY })).toBe(
      'Invalid configuration: STRIPE_SECRET_KEY is set but STRIPE_WEBHOOK_SECRET is not; set both or neither.',
    );
    expect(configErrorOf({ STRIPE_WEBHOOK_SECRET: STRIPE_KEYS.STRIPE_WEBHOOK_SECRET })).toBe(
      'Invalid configuration: STRIPE_WEBHOOK_SECRET is set but STRIPE_SECRET_KEY is not; set both or neither.',
    );
  });

  it('refuses STRIPE_API_URL in production: it points payments at a fake', () => {
    expect(configErrorOf({ ...STRIPE_KEYS, STRIPE_API_URL: 'http://127.0.0.1:12111' }, 'production')).toMatch(
      /STRIPE_API_URL .*tests only.*unset it in production/,
    );
  });

  it.each([
    ['STRIPE_SECRET_KEY', 'pk_test_publishable', /must be a Stripe secret key/],
    ['STRIPE_WEBHOOK_SECRET', 'secret', /signing secret \(whsec_/],
    ['STRIPE_PRICE_LEXIVESTOR', 'prod_123', /must be a Stripe price id/],
    ['STRIPE_API_URL', 'http://127.0.0.1:12111/v1', /must be an http\(s\) origin/],
    ['DAILY_FREE_GAMES', 'five', /must be a whole number of games from 0 to 9999/],
    ['DAILY_FREE_GAMES', '-1', /must be a whole number of games/],
    ['DAILY_FREE_GAMES', '2.5', /must be a whole number of games/],
    ['ADSENSE_CLIENT', 'pub-1234567890', /must be an AdSense client id/],
    ['ADSENSE_SLOT', 'slot-1', /must be an AdSense slot id/],
  ])('refuses %s=%s, naming the variable and the value', (name, value, reason) => {
    const env = { ...STRIPE_KEYS, ...ADSENSE_IDS, [name]: value };
    const message = configErrorOf(env);
    expect(message).toMatch(reason);
    expect(message).toContain(`${name} `);
    expect(message).toContain(JSON.stringify(value));
  });

  it('takes DAILY_FREE_GAMES as a whole number, 0 included (no free games at all)', () => {
    expect(readPaymentsConfig({ DAILY_FREE_GAMES: '2' }, 'test').dailyFreeGames).toBe(2);
    expect(readPaymentsConfig({ DAILY_FREE_GAMES: '0' }, 'test').dailyFreeGames).toBe(0);
    expect(readPaymentsConfig({ DAILY_FREE_GAMES: '9999' }, 'test').dailyFreeGames).toBe(9999);
    expect(configErrorOf({ DAILY_FREE_GAMES: '10000' })).toMatch(/DAILY_FREE_GAMES/);
  });

  it('reads the AdSense ids as a pair: both give the ad network, one alone is refused by name', () => {
    expect(readPaymentsConfig({ ...ADSENSE_IDS }, 'production').adsense).toEqual({
      client: 'ca-pub-1234567890123456',
      slot: '9876543210',
    });
    expect(configErrorOf({ ADSENSE_CLIENT: ADSENSE_IDS.ADSENSE_CLIENT })).toBe(
      'Invalid configuration: ADSENSE_CLIENT is set but ADSENSE_SLOT is not; set both or neither.',
    );
    expect(configErrorOf({ ADSENSE_SLOT: ADSENSE_IDS.ADSENSE_SLOT })).toBe(
      'Invalid configuration: ADSENSE_SLOT is set but ADSENSE_CLIENT is not; set both or neither.',
    );
  });
});
