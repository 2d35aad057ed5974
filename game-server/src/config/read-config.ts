import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { readAuthConfig, type AuthConfig } from './auth-config';
import { readMetricsAccess, type MetricsAccess } from './metrics-config';
import { readPaymentsConfig, type PaymentsConfig } from './payments-config';
import { readPlayLimitsConfig, type PlayLimitsConfig } from './play-limits-config';
import { longestLobbyGameSeconds } from '../multiplayer/lobby-timings';
import { ConfigError, optionalText, positiveWholeNumber, readEnvVariable } from './read-variable';
import type { NodeEnv } from './node-env';

// Read once at start-up (docs/design.md, Configuration): every value is validated, and a bad one stops the process
// with a message naming the variable, before anything listens or opens a file.

/**
 * The repository: the directory that holds game-server/. Found from this file's directory, which is
 * game-server/src/config as source and game-server/dist once compiled (scripts/build-server.mjs); __dirname,
 * not import.meta, because jest runs this code as CommonJS.
 */
function repoRootAbove(directory: string): string {
  const parent = path.dirname(directory);
  if (path.basename(directory) === 'game-server' || parent === directory) return parent;
  return repoRootAbove(parent);
}
const REPO_ROOT = repoRootAbove(__dirname);
export const DEFAULT_WEB_DIST_DIR = path.join(REPO_ROOT, 'web', 'dist');
export const DEFAULT_WORD_BANK_FILE = path.join(REPO_ROOT, 'game-server', 'seed', 'word-bank.json');

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
export type { NodeEnv };

export interface AppConfig {
  port: number;
  dataDir: string;
  mongodbUri: string | undefined;
  redisUrl: string | undefined;
  publicAddress: string | undefined;
  sessionSecret: string;
  nodeEnv: NodeEnv;
  logLevel: LogLevel;
  webDistDir: string;
  wordBankFile: string;
  /** A body-parser size such as `100kb`. */
  bodyLimit: string;
  /** Sign-in: providers, public origin, first admins, local sign-in, /auth rate limit, proxy trust. */
  auth: AuthConfig;
  /** Rate limits on starting games and answering, and when an unfinished game is purged. */
  playLimits: PlayLimitsConfig;
  /** Admin word-tool requests per admin per 10 minutes (: admin requests are rate-limited). */
  adminRequestsPer10Minutes: number;
  /** Wordsmith tool requests per account per 10 minutes. */
  wordsmithRequestsPer10Minutes: number;
  /**
   * Load the word generator when the server starts and keep it for the process's life
   * (WORD_GENERATOR_PRELOAD=on); otherwise it loads at the first call and is released when idle.
   */
  isWordGeneratorPreloaded: boolean;
  /** A generator loaded on demand is released after this many minutes without a call. */
  wordGeneratorIdleMinutes: number;
  /** Stripe, the free daily limit and the ad network. */
  payments: PaymentsConfig;
  /** How often the words' calls counted in memory are written to the store. */
  wordCallFlushSeconds: number;
  /** Who may read GET /metrics: token holders, anyone (outside production), or nobody. */
  metrics: MetricsAccess;
  /** The longest a SIGTERM waits for the lobby games in play to finish before the process stops anyway. */
  shutdownDrainSeconds: number;
  /** Starts every key of the saved lobbies in Redis (with REDIS_URL): deployments or test runs keep apart. */
  lobbySnapshotKeyPrefix: string;
}

export const DEFAULT_LOBBY_SNAPSHOT_KEY_PREFIX = 'bluffle:lobby-snapshots';

/** An admin paging through the word list and uploading files never needs more; a runaway script does. */
export const DEFAULT_ADMIN_REQUESTS_PER_10_MINUTES = 600;
/** A wordsmith summoning, validating and searching by hand never needs more; a script does. */
export const DEFAULT_WORDSMITH_REQUESTS_PER_10_MINUTES = 600;
/**
 * A kill -9 loses at most this many seconds of word calls, a statistic over tens of calls a word; a write a
 * few seconds apart costs the store nothing next to one write per answer.
 */
export const DEFAULT_WORD_CALL_FLUSH_SECONDS = 5;
/**
 * A wordsmith's pauses between Summons, or an admin's between Generates, are minutes: a quarter of an hour
 * keeps a working session warm, and a server nobody writes words on gives the generator's 400 MB back soon.
 */
export const DEFAULT_WORD_GENERATOR_IDLE_MINUTES = 15;
/** Long enough for a game that just started at the longest round time to finish (lobby-timings.ts). */
export const DEFAULT_SHUTDOWN_DRAIN_SECONDS = longestLobbyGameSeconds();

export { ConfigError };

const MIN_SECRET_LENGTH = 32;

const variableSchemas = {
  PORT: optionalText.pipe(
    z
      .string()
      .regex(/^\d{1,5}$/, 'must be a whole number from 0 to 65535')
      .transform(Number)
      .refine((port) => port <= 65535, 'must be a whole number from 0 to 65535')
      .default(2567),
  ),
  DATA_DIR: optionalText.pipe(z.string().default('./data')),
  MONGODB_URI: optionalText.pipe(
    z
      .string()
      .regex(/^mongodb(\+srv)?:\/\/\S+$/, 'must start with mongodb:// or mongodb+srv://')
      .optional(),
  ),
  REDIS_URL: optionalText.pipe(
    z
      .string()
      .regex(/^rediss?:\/\/\S+$/, 'must start with redis:// or rediss://')
      .optional(),
  ),
  PUBLIC_ADDRESS: optionalText.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9.[\]:-]+(:\d{1,5})?(\/\S*)?$/, 'must be host:port, e.g. game1.example.com:2567')
      .optional(),
  ),
  SESSION_SECRET: optionalText.pipe(
    z.string().min(MIN_SECRET_LENGTH, `must be at least ${MIN_SECRET_LENGTH} characters`).optional(),
  ),
  NODE_ENV: optionalText.pipe(
    z
      .enum(['development', 'test', 'production'], 'must be development, test or production')
      .default('development'),
  ),
  LOG_LEVEL: optionalText.pipe(z.enum(LOG_LEVELS, `must be one of ${LOG_LEVELS.join(', ')}`).default('info')),
  WEB_DIST_DIR: optionalText.pipe(z.string().default(DEFAULT_WEB_DIST_DIR)),
  WORD_BANK_FILE: optionalText.pipe(z.string().default(DEFAULT_WORD_BANK_FILE)),
  WORD_GENERATOR_PRELOAD: optionalText.pipe(
    z.enum(['auto', 'on', 'off'], 'must be auto, on or off').default('auto'),
  ),
  BODY_LIMIT: optionalText.pipe(
    z
      .string()
      .regex(/^\d+(b|kb|mb)?$/i, 'must be a size such as 100kb or 1mb')
      .default('100kb'),
  ),
};

type VariableName = keyof typeof variableSchemas;
type ParsedVariables = { [Name in VariableName]: z.output<(typeof variableSchemas)[Name]> };

function readVariable<Name extends VariableName>(env: NodeJS.ProcessEnv, name: Name): ParsedVariables[Name] {
  return readEnvVariable(env, name, variableSchemas[name]) as ParsedVariables[Name];
}

/**
 * WORD_GENERATOR_PRELOAD: only `on` loads the generator at start (and keeps it). Game processes no longer
 * hold it by default (: about 400 MB of an idle server's 631 MB, used only by admins and
 * wordsmiths), so `auto` now means on demand everywhere, as `off` does.
 */
function isPreloaded(mode: 'auto' | 'on' | 'off'): boolean {
  return mode === 'on';
}

/** Parses the environment into the server's configuration; throws ConfigError naming the first bad variable. */
export function readConfig(env: NodeJS.ProcessEnv, cwd: string = process.cwd()): AppConfig {
  const nodeEnv = readVariable(env, 'NODE_ENV');
  const sessionSecret = readVariable(env, 'SESSION_SECRET');
  if (nodeEnv === 'production' && sessionSecret === undefined) {
    // Production refuses unsafe defaults (docs/design.md, Configuration): a random secret would log everyone out on restart.
    throw new ConfigError(
      `Invalid configuration: SESSION_SECRET is required when NODE_ENV is production (at least ${MIN_SECRET_LENGTH} characters).`,
    );
  }
  const auth = readAuthConfig(env, nodeEnv);
  if (nodeEnv === 'production' && auth.publicOrigin === undefined) {
    // Sign-in callback URLs and the popup's target origin are built from it; without it they would rest on
    // the port alone (auth/public-origin.ts), never on a Host header, which the client writes.
    throw new ConfigError(
      'Invalid configuration: PUBLIC_URL is required when NODE_ENV is production: the address players open, e.g. https://bluffle.example.com.',
    );
  }
  return {
    port: readVariable(env, 'PORT'),
    dataDir: path.resolve(cwd, readVariable(env, 'DATA_DIR')),
    mongodbUri: readVariable(env, 'MONGODB_URI'),
    redisUrl: readVariable(env, 'REDIS_URL'),
    publicAddress: readVariable(env, 'PUBLIC_ADDRESS'),
    sessionSecret: sessionSecret ?? randomBytes(32).toString('base64url'),
    nodeEnv,
    logLevel: readVariable(env, 'LOG_LEVEL'),
    webDistDir: path.resolve(cwd, readVariable(env, 'WEB_DIST_DIR')),
    wordBankFile: path.resolve(cwd, readVariable(env, 'WORD_BANK_FILE')),
    bodyLimit: readVariable(env, 'BODY_LIMIT'),
    auth,
    playLimits: readPlayLimitsConfig(env),
    adminRequestsPer10Minutes: readEnvVariable(
      env,
      'RATE_LIMIT_ADMIN_PER_10_MIN',
      positiveWholeNumber(DEFAULT_ADMIN_REQUESTS_PER_10_MINUTES, 'requests'),
    ),
    wordsmithRequestsPer10Minutes: readEnvVariable(
      env,
      'RATE_LIMIT_WORDSMITH_PER_10_MIN',
      positiveWholeNumber(DEFAULT_WORDSMITH_REQUESTS_PER_10_MINUTES, 'requests'),
    ),
    isWordGeneratorPreloaded: isPreloaded(readVariable(env, 'WORD_GENERATOR_PRELOAD')),
    wordGeneratorIdleMinutes: readEnvVariable(
      env,
      'WORD_GENERATOR_IDLE_MINUTES',
      positiveWholeNumber(DEFAULT_WORD_GENERATOR_IDLE_MINUTES, 'minutes'),
    ),
    payments: readPaymentsConfig(env, nodeEnv),
    wordCallFlushSeconds: readEnvVariable(
      env,
      'WORD_CALLS_FLUSH_SECONDS',
      positiveWholeNumber(DEFAULT_WORD_CALL_FLUSH_SECONDS, 'seconds'),
    ),
    metrics: readMetricsAccess(env, nodeEnv),
    shutdownDrainSeconds: readEnvVariable(
      env,
      'SHUTDOWN_DRAIN_SECONDS',
      positiveWholeNumber(DEFAULT_SHUTDOWN_DRAIN_SECONDS, 'seconds'),
    ),
    lobbySnapshotKeyPrefix: readEnvVariable(
      env,
      'LOBBY_SNAPSHOT_KEY_PREFIX',
      optionalText.pipe(
        z
          .string()
          .regex(/^[\w:.-]{1,64}$/, 'must be 1 to 64 letters, digits, _ : . or -')
          .default(DEFAULT_LOBBY_SNAPSHOT_KEY_PREFIX),
      ),
    ),
  };
}
