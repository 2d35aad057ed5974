// Every environment variable the game server reads, with what it means (docs/design.md, Configuration). The README
// lists these; read-config.ts parses them. The first seven names are fixed so scripts and checks can rely on them.
export interface ConfigVariable {
  name: string;
  defaultValue: string;
  description: string;
}

export const CONFIG_VARIABLES: readonly ConfigVariable[] = [
  {
    name: 'PORT',
    defaultValue: '2567',
    description: 'The one HTTP port: REST under /api, Colyseus WebSocket, web app.',
  },
  {
    name: 'DATA_DIR',
    defaultValue: './data',
    description: 'Where the embedded store (SQLite) keeps its files.',
  },
  {
    name: 'MONGODB_URI',
    defaultValue: 'unset',
    description:
      'mongodb:// or mongodb+srv:// URI; when set, the mongo driver is used instead of the embedded one.',
  },
  {
    name: 'REDIS_URL',
    defaultValue: 'unset',
    description:
      'redis:// URI; when set, Colyseus uses its Redis presence and driver so several processes cooperate.',
  },
  {
    name: 'PUBLIC_ADDRESS',
    defaultValue: 'unset',
    description: "This process's public host:port when several processes run behind one address.",
  },
  {
    name: 'SESSION_SECRET',
    defaultValue: 'made at random on first start and kept in DATA_DIR (development); required in production',
    description: 'Signs session cookies; at least 32 characters.',
  },
  {
    name: 'NODE_ENV',
    defaultValue: 'development',
    description: 'development, test or production; production refuses unsafe defaults.',
  },
  {
    name: 'LOG_LEVEL',
    defaultValue: 'info',
    description: 'pino log level: fatal, error, warn, info, debug, trace or silent.',
  },
  {
    name: 'WEB_DIST_DIR',
    defaultValue: '<repo>/web/dist',
    description: 'The built web app, served for every path outside /api.',
  },
  {
    name: 'WORD_BANK_FILE',
    defaultValue: '<repo>/game-server/seed/word-bank.json',
    description: 'The starter word bank loaded on first start, when the store holds no words.',
  },
  {
    name: 'BODY_LIMIT',
    defaultValue: '100kb',
    description: 'Largest accepted JSON request body (e.g. 100kb, 1mb); larger bodies get 413.',
  },
  {
    name: 'PUBLIC_URL',
    defaultValue: 'http://localhost:PORT (development); required in production',
    description:
      "The address players open, e.g. https://bluffle.example.com: OAuth callback URLs, the popup result's target origin, and the Origin accepted on state-changing requests. Never taken from a request's Host header; set it to the web dev server's address (http://localhost:5173) to sign in through Vite.",
  },
  ...(['GOOGLE', 'FACEBOOK', 'GITHUB'] as const).flatMap(oauthVariables),
  {
    name: 'ADMIN_EMAILS',
    defaultValue: 'unset',
    description:
      'Comma-separated e-mails; an account that signs in with a provider-verified one of them gets the admin role, once: a later revoke with `npm run user:role` sticks.',
  },
  {
    name: 'LOCAL_SIGN_IN',
    defaultValue: 'auto',
    description:
      'auto, on or off: sign-in with a name only (POST /auth/local) for trying signed-in features; auto = on unless NODE_ENV is production. Only `on` lets the role command give a local account a role.',
  },
  {
    name: 'AUTH_RATE_LIMIT',
    defaultValue: '30',
    description: 'Requests per minute per IP address under /auth; more get 429.',
  },
  {
    name: 'RATE_LIMIT_SESSIONS_PER_10_MIN',
    defaultValue: '60',
    description:
      'New games (create + duplicate) per client (signed-in user, else IP address) per 10 minutes; more get 429 with Retry-After.',
  },
  {
    name: 'RATE_LIMIT_ANSWERS_PER_10_MIN',
    defaultValue: '600',
    description: 'Answers per client (signed-in user, else IP address) per 10 minutes; more get 429.',
  },
  {
    name: 'RATE_LIMIT_LOBBIES_PER_10_MIN',
    defaultValue: '20',
    description:
      'New multiplayer lobbies (REST create, Colyseus create or joinOrCreate together) per account per 10 minutes; more get 429.',
  },
  {
    name: 'RATE_LIMIT_KEY_PREFIX',
    defaultValue: 'bluffle:rate',
    description:
      'Starts every rate-limit key in Redis (with REDIS_URL the limits count there, one allowance across processes), so deployments or test runs sharing a Redis keep apart.',
  },
  {
    name: 'RATE_LIMIT_ADMIN_PER_10_MIN',
    defaultValue: '600',
    description:
      'Admin word-tool calls (generate, CSV upload, word list) per admin per 10 minutes; more get 429 with Retry-After.',
  },
  {
    name: 'RATE_LIMIT_WORDSMITH_PER_10_MIN',
    defaultValue: '600',
    description:
      'Wordsmith tool calls (validate, fill-in, summon, submit, search, custom sessions) per account per 10 minutes; more get 429 with Retry-After.',
  },
  {
    name: 'WORD_GENERATOR_PRELOAD',
    defaultValue: 'auto',
    description:
      "auto, on or off: on loads the word generator (about 13 s of CPU, about 400 MB, in its own thread) as soon as the server listens and keeps it for the process's life, so the wordsmith's Fill-in and Summon and the admin's Generate always answer at once: for a replica meant for word tools. auto and off (the default) load it at the first call that needs it (that call waits for the load, and the page says it is warming up) and release it after WORD_GENERATOR_IDLE_MINUTES without a call, so a game server holds none of it while nobody writes words.",
  },
  {
    name: 'WORD_GENERATOR_IDLE_MINUTES',
    defaultValue: '15',
    description:
      'Minutes without a word-tool call after which a word generator loaded on demand is released (its thread ends and its memory is freed); the next call loads it again. Not used when WORD_GENERATOR_PRELOAD is on.',
  },
  {
    name: 'ABANDONED_SESSION_HOURS',
    defaultValue: '24',
    description:
      'A game not completed this many hours after it started is purged (hourly); completed games are kept for challenges.',
  },
  {
    name: 'WORD_CALLS_FLUSH_SECONDS',
    defaultValue: '5',
    description:
      "How often every word's phase-one calls, counted in memory, are written to the store in one batch; a kill -9 loses at most this many seconds of them (a graceful stop writes them).",
  },
  {
    name: 'SHUTDOWN_DRAIN_SECONDS',
    defaultValue: '244',
    description:
      "On SIGTERM the process drains: /ready answers 503, no new lobby, join or game starts, and it exits once every lobby game in play has finished, or after this many seconds (default: a whole game of 5 rounds at the longest round time, 45 s, with each round's allowance and results pause). A second SIGTERM stops it at once; either way it writes what it buffers first.",
  },
  {
    name: 'LOBBY_SNAPSHOT_KEY_PREFIX',
    defaultValue: 'bluffle:lobby-snapshots',
    description:
      'Starts every key of the saved lobbies in Redis (with REDIS_URL, each lobby is saved there at every change so another process resumes it if its own dies), so deployments or test runs sharing a Redis keep apart.',
  },
  {
    name: 'STRIPE_SECRET_KEY',
    defaultValue: 'unset',
    description:
      "Stripe's secret key (the dashboard's test or live 'Secret key'); with STRIPE_WEBHOOK_SECRET it turns payments on. Unset: the plans show, and the page says payments are not set up here.",
  },
  {
    name: 'STRIPE_WEBHOOK_SECRET',
    defaultValue: 'unset',
    description:
      'The signing secret (whsec_…) of the webhook endpoint <PUBLIC_URL>/api/payments/webhook; plans change only through events signed with it.',
  },
  {
    name: 'STRIPE_PRICE_WORDSMITH',
    defaultValue: 'unset',
    description:
      'A recurring monthly Stripe price id (price_…) for Wordsmith; unset: $3.99 a month through inline price data.',
  },
  {
    name: 'STRIPE_PRICE_LEXIVESTOR',
    defaultValue: 'unset',
    description:
      'A one-time Stripe price id (price_…) for Lexivestor; unset: $4.99 through inline price data.',
  },
  {
    name: 'STRIPE_API_URL',
    defaultValue: "Stripe's own (https://api.stripe.com)",
    description:
      'Tests only: the address of a fake Stripe (e.g. http://127.0.0.1:12111); refused in production.',
  },
  {
    name: 'DAILY_FREE_GAMES',
    defaultValue: '5',
    description:
      'Solo games per UTC day for a signed-in bluffling (lexivestor: one more; wordsmith and admin: unlimited). Challenges count; multiplayer does not.',
  },
  {
    name: 'ADSENSE_CLIENT',
    defaultValue: 'unset',
    description:
      "AdSense client id (ca-pub-…); with ADSENSE_SLOT the ad script loads for players who see ads. Unset: a house ad ('Remove ads') and no third-party script.",
  },
  {
    name: 'ADSENSE_SLOT',
    defaultValue: 'unset',
    description: 'AdSense ad slot id (digits), used for every placement (home, game, results).',
  },
  {
    name: 'TRUST_PROXY',
    defaultValue: 'off',
    description:
      'off, on (= 1 hop), or a number of proxy hops: whether X-Forwarded-For/-Proto are believed (client IP for rate limits, https for Secure cookies).',
  },
  {
    name: 'METRICS_TOKEN',
    defaultValue: 'unset',
    description:
      'At least 16 characters: GET /metrics (Prometheus text) then answers only `Authorization: Bearer <token>`. Unset: /metrics is open when NODE_ENV is not production, and answers 404 in production.',
  },
];

/** The id, secret and endpoint overrides of one OAuth provider (docs/design.md decision 8: fake providers in tests). */
function oauthVariables(prefix: 'GOOGLE' | 'FACEBOOK' | 'GITHUB'): ConfigVariable[] {
  const label = { GOOGLE: 'Google', FACEBOOK: 'Facebook', GITHUB: 'GitHub' }[prefix];
  const idName = prefix === 'FACEBOOK' ? 'APP_ID' : 'CLIENT_ID';
  const secretName = prefix === 'FACEBOOK' ? 'APP_SECRET' : 'CLIENT_SECRET';
  const urls = ['AUTH', 'TOKEN', 'PROFILE', ...(prefix === 'GITHUB' ? ['EMAILS'] : [])];
  return [
    {
      name: `${prefix}_${idName}`,
      defaultValue: 'unset',
      description: `${label} OAuth client id; ${label} sign-in is offered when it and the secret are set.`,
    },
    { name: `${prefix}_${secretName}`, defaultValue: 'unset', description: `${label} OAuth client secret.` },
    ...urls.map((kind) => ({
      name: `${prefix}_${kind}_URL`,
      defaultValue: `${label}'s own`,
      description: `${label}'s ${kind.toLowerCase()} endpoint; set only to point at a fake provider in tests.`,
    })),
  ];
}
