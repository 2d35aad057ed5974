import path from 'node:path';
import { CONFIG_VARIABLES } from './config-variables';
import {
  DEFAULT_SHUTDOWN_DRAIN_SECONDS,
  DEFAULT_WEB_DIST_DIR,
  DEFAULT_WORD_BANK_FILE,
  readConfig,
} from './read-config';

describe('readConfig', () => {
  it('applies the documented defaults', () => {
    const config = readConfig({}, '/srv/bluffle');
    expect(config).toMatchObject({
      port: 2567,
      dataDir: path.resolve('/srv/bluffle', 'data'),
      mongodbUri: undefined,
      redisUrl: undefined,
      publicAddress: undefined,
      nodeEnv: 'development',
      logLevel: 'info',
      webDistDir: DEFAULT_WEB_DIST_DIR,
      wordBankFile: DEFAULT_WORD_BANK_FILE,
      bodyLimit: '100kb',
    });
    expect(DEFAULT_WEB_DIST_DIR).toMatch(/web[/\\]dist$/);
    expect(DEFAULT_WORD_BANK_FILE).toMatch(/game-server[/\\]seed[/\\]word-bank\.json$/);
  });

  it('makes a fresh session secret per start in development', () => {
    const first = readConfig({}).sessionSecret;
    const second = readConfig({}).sessionSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(first).not.toBe(second);
  });

  it('reads every variable it documents', () => {
    const config = readConfig(
      {
        PORT: '0',
        DATA_DIR: '/var/lib/bluffle',
        MONGODB_URI: 'mongodb://db:27017/bluffle',
        REDIS_URL: 'redis://cache:6379',
        PUBLIC_ADDRESS: 'game1.example.com:2567',
        SESSION_SECRET: 's'.repeat(40),
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        WEB_DIST_DIR: '/opt/web',
        WORD_BANK_FILE: '/opt/bank.json',
        BODY_LIMIT: '1mb',
        PUBLIC_URL: 'https://bluffle.example.com',
        RATE_LIMIT_SESSIONS_PER_10_MIN: '30',
        RATE_LIMIT_ANSWERS_PER_10_MIN: '300',
        RATE_LIMIT_ADMIN_PER_10_MIN: '50',
        RATE_LIMIT_WORDSMITH_PER_10_MIN: '40',
        ABANDONED_SESSION_HOURS: '48',
        WORD_GENERATOR_PRELOAD: 'off',
        WORD_GENERATOR_IDLE_MINUTES: '30',
        WORD_CALLS_FLUSH_SECONDS: '10',
        SHUTDOWN_DRAIN_SECONDS: '300',
        LOBBY_SNAPSHOT_KEY_PREFIX: 'bluffle:test-lobbies',
        METRICS_TOKEN: 'a-scrape-token-of-32-characters!',
      },
      '/',
    );
    expect(config).toEqual({
      port: 0,
      dataDir: '/var/lib/bluffle',
      mongodbUri: 'mongodb://db:27017/bluffle',
      redisUrl: 'redis://cache:6379',
      publicAddress: 'game1.example.com:2567',
      sessionSecret: 's'.repeat(40),
      nodeEnv: 'production',
      logLevel: 'warn',
      webDistDir: '/opt/web',
      wordBankFile: '/opt/bank.json',
      bodyLimit: '1mb',
      playLimits: {
        sessionsPer10Minutes: 30,
        answersPer10Minutes: 300,
        lobbiesPer10Minutes: 20,
        rateLimitKeyPrefix: 'bluffle:rate',
        abandonedSessionHours: 48,
      },
      adminRequestsPer10Minutes: 50,
      wordsmithRequestsPer10Minutes: 40,
      isWordGeneratorPreloaded: false,
      wordGeneratorIdleMinutes: 30,
      payments: { stripe: null, dailyFreeGames: 5, adsense: null },
      wordCallFlushSeconds: 10,
      shutdownDrainSeconds: 300,
      lobbySnapshotKeyPrefix: 'bluffle:test-lobbies',
      metrics: { kind: 'token', token: 'a-scrape-token-of-32-characters!' },
      auth: {
        publicOrigin: 'https://bluffle.example.com',
        providers: {},
        adminEmails: [],
        isLocalSignInEnabled: false,
        canLocalAccountsHaveRoles: false,
        authRateLimit: 30,
        trustProxy: false,
      },
    });
    const documented = CONFIG_VARIABLES.map((variable) => variable.name).sort();
    expect(documented).toEqual(
      [
        'PORT',
        'DATA_DIR',
        'MONGODB_URI',
        'REDIS_URL',
        'PUBLIC_ADDRESS',
        'SESSION_SECRET',
        'NODE_ENV',
        'LOG_LEVEL',
        'WEB_DIST_DIR',
        'WORD_BANK_FILE',
        'BODY_LIMIT',
        'PUBLIC_URL',
        ...['GOOGLE', 'GITHUB'].flatMap((p) => [`${p}_CLIENT_ID`, `${p}_CLIENT_SECRET`]),
        'FACEBOOK_APP_ID',
        'FACEBOOK_APP_SECRET',
        ...['GOOGLE', 'FACEBOOK', 'GITHUB'].flatMap((p) =>
          ['AUTH', 'TOKEN', 'PROFILE'].map((k) => `${p}_${k}_URL`),
        ),
        'GITHUB_EMAILS_URL',
        'ADMIN_EMAILS',
        'LOCAL_SIGN_IN',
        'AUTH_RATE_LIMIT',
        'RATE_LIMIT_SESSIONS_PER_10_MIN',
        'RATE_LIMIT_ANSWERS_PER_10_MIN',
        'RATE_LIMIT_LOBBIES_PER_10_MIN',
        'RATE_LIMIT_KEY_PREFIX',
        'RATE_LIMIT_ADMIN_PER_10_MIN',
        'RATE_LIMIT_WORDSMITH_PER_10_MIN',
        'ABANDONED_SESSION_HOURS',
        'WORD_GENERATOR_PRELOAD',
        'WORD_GENERATOR_IDLE_MINUTES',
        'WORD_CALLS_FLUSH_SECONDS',
        'SHUTDOWN_DRAIN_SECONDS',
        'LOBBY_SNAPSHOT_KEY_PREFIX',
        'STRIPE_SECRET_KEY',
        'STRIPE_WEBHOOK_SECRET',
        'STRIPE_PRICE_WORDSMITH',
        'STRIPE_PRICE_LEXIVESTOR',
        'STRIPE_API_URL',
        'DAILY_FREE_GAMES',
        'ADSENSE_CLIENT',
        'ADSENSE_SLOT',
        'TRUST_PROXY',
        'METRICS_TOKEN',
      ].sort(),
    );
  });

  it('documents the drain limit it uses by default: a whole game at the longest round time', () => {
    const documented = CONFIG_VARIABLES.find((variable) => variable.name === 'SHUTDOWN_DRAIN_SECONDS');
    expect(documented?.defaultValue).toBe(String(DEFAULT_SHUTDOWN_DRAIN_SECONDS));
    expect(readConfig({}).shutdownDrainSeconds).toBe(DEFAULT_SHUTDOWN_DRAIN_SECONDS);
    // 5 rounds of 45 s, each with its 0.75 s allowance and 3 s results pause.
    expect(DEFAULT_SHUTDOWN_DRAIN_SECONDS).toBe(244);
  });

  it('treats a blank variable as unset', () => {
    expect(readConfig({ PORT: '', REDIS_URL: '  ' })).toMatchObject({ port: 2567, redisUrl: undefined });
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '-1'],
    ['MONGODB_URI', 'postgres://db'],
    ['REDIS_URL', 'http://cache'],
    ['PUBLIC_ADDRESS', 'not an address'],
    ['SESSION_SECRET', 'short'],
    ['RATE_LIMIT_SESSIONS_PER_10_MIN', '0'],
    ['RATE_LIMIT_ANSWERS_PER_10_MIN', 'lots'],
    ['ABANDONED_SESSION_HOURS', '-3'],
    ['NODE_ENV', 'staging'],
    ['LOG_LEVEL', 'loud'],
    ['BODY_LIMIT', 'huge'],
    ['WORD_GENERATOR_PRELOAD', 'sometimes'],
    ['WORD_GENERATOR_IDLE_MINUTES', '0'],
    ['WORD_CALLS_FLUSH_SECONDS', '0'],
  ])('stops on a bad %s (%s) with a message naming it', (name, value) => {
    expect(() => readConfig({ [name]: value })).toThrow(new RegExp(`Invalid configuration: ${name} `));
  });

  it('loads the word generator on demand, and releases it after 15 idle minutes, unless told to preload', () => {
    expect(readConfig({})).toMatchObject({ isWordGeneratorPreloaded: false, wordGeneratorIdleMinutes: 15 });
    const production = {
      NODE_ENV: 'production',
      SESSION_SECRET: 's'.repeat(40),
      PUBLIC_URL: 'https://bluffle.example.com',
    };
    expect(readConfig(production).isWordGeneratorPreloaded).toBe(false);
    expect(readConfig({ WORD_GENERATOR_PRELOAD: 'on' }).isWordGeneratorPreloaded).toBe(true);
    expect(readConfig({ WORD_GENERATOR_PRELOAD: 'off' }).isWordGeneratorPreloaded).toBe(false);
  });

  it('requires SESSION_SECRET in production', () => {
    expect(() => readConfig({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET is required/);
  });

  it('requires PUBLIC_URL in production, so sign-in never builds its addresses from a request', () => {
    const production = { NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(40) };
    expect(() => readConfig(production)).toThrow(
      /Invalid configuration: PUBLIC_URL is required when NODE_ENV is production: the address players open/,
    );
    expect(() => readConfig({ ...production, PUBLIC_URL: '  ' })).toThrow(/PUBLIC_URL is required/);
    expect(readConfig({ ...production, PUBLIC_URL: 'https://bluffle.example.com' }).auth.publicOrigin).toBe(
      'https://bluffle.example.com',
    );
    // Outside production it may stay unset: sign-in then uses http://localhost:PORT.
    expect(readConfig({}).auth.publicOrigin).toBeUndefined();
  });
});
