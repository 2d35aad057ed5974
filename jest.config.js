// One jest run, four projects: `unit` (tests beside the code), `integration` (REST + store journeys in
// tests/), `bank` (the tests that read the built word bank), `browser` (Debian chromium driven by
// playwright-core). swc strips types; tsc checks them separately.
const transform = {
  '^.+\\.(m|c)?(t|j)sx?$': [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
        target: 'es2022',
      },
      module: { type: 'commonjs' },
    },
  ],
};
// ESM-only packages that Colyseus pulls in must be transformed too.
const transformIgnorePatterns = ['/node_modules/(?!(rou3|@colyseus/better-call)/)'];
const common = { transform, transformIgnorePatterns, setupFiles: ['<rootDir>/tests/support/setup-env.ts'] };
// The only tests that read the built word bank (game-server/seed/word-bank.json): their own project, so
// `npm test` runs every other test while the bank builds, and these once it is there.
const BANK_TESTS = ['<rootDir>/scripts/word-bank/word-bank.test.ts', '<rootDir>/tests/rest/seeding.test.ts'];

module.exports = {
  // Real HTTP and WebSocket games beside two other test lanes on two cores: seconds idle, many more under
  // load. A timeout is no speed check (those are benchmarks under scripts/), so jest's 5 s is too tight.
  // (A global option: jest ignores it inside a project.)
  testTimeout: 60_000,
  projects: [
    {
      ...common,
      displayName: 'unit',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/{shared-schema,word-generator,game-server,web,scripts}/**/*.test.{ts,tsx}'],
      testPathIgnorePatterns: ['/node_modules/', '/dist/', ...BANK_TESTS],
    },
    {
      ...common,
      displayName: 'integration',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/**/*.test.ts'],
      testPathIgnorePatterns: ['/node_modules/', '<rootDir>/tests/browser/', ...BANK_TESTS],
    },
    {
      ...common,
      displayName: 'bank',
      testEnvironment: 'node',
      testMatch: BANK_TESTS,
    },
    {
      ...common,
      displayName: 'browser',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/browser/**/*.test.ts'],
      // One game server and one chromium per worker for the whole run (tests/support/browser-global-setup.ts).
      globalSetup: '<rootDir>/tests/support/browser-global-setup.ts',
      globalTeardown: '<rootDir>/tests/support/browser-global-teardown.ts',
    },
  ],
};
