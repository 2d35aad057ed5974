import { z } from 'zod';
import { optionalText, positiveWholeNumber, readEnvVariable } from './read-variable';

/** How much one client may play before it is slowed down (issue "Fair play, abuse limits"). */
export interface PlayLimitsConfig {
  /** New games (create and duplicate together) per client per 10 minutes. */
  sessionsPer10Minutes: number;
  /** Answers per client per 10 minutes. */
  answersPer10Minutes: number;
  /** New lobbies (REST create, Colyseus create or joinOrCreate together) per account per 10 minutes. */
  lobbiesPer10Minutes: number;
  /** Starts every rate-limit key in Redis: deployments (or test runs) sharing one Redis keep apart. */
  rateLimitKeyPrefix: string;
  /** A game not completed this many hours after it was created is abandoned and purged. */
  abandonedSessionHours: number;
}

// A person plays a five-round game in a minute at the very least, so 60 games and 600 answers in ten
// minutes never stop a person (even a few sharing one address), while a script is held to a crawl.
export const DEFAULT_SESSIONS_PER_10_MINUTES = 60;
export const DEFAULT_ANSWERS_PER_10_MINUTES = 600;
export const DEFAULT_ABANDONED_SESSION_HOURS = 24;
// A person opens a lobby a minute at most (gathering friends takes longer), so 20 in ten minutes never stops
// one, while the script that opened 3,000 in 4 s gets 20, then one every 30 s.
export const DEFAULT_LOBBIES_PER_10_MINUTES = 20;
export const DEFAULT_RATE_LIMIT_KEY_PREFIX = 'bluffle:rate';

export function readPlayLimitsConfig(env: NodeJS.ProcessEnv): PlayLimitsConfig {
  return {
    sessionsPer10Minutes: readEnvVariable(
      env,
      'RATE_LIMIT_SESSIONS_PER_10_MIN',
      positiveWholeNumber(DEFAULT_SESSIONS_PER_10_MINUTES, 'games'),
    ),
    answersPer10Minutes: readEnvVariable(
      env,
      'RATE_LIMIT_ANSWERS_PER_10_MIN',
      positiveWholeNumber(DEFAULT_ANSWERS_PER_10_MINUTES, 'answers'),
    ),
    lobbiesPer10Minutes: readEnvVariable(
      env,
      'RATE_LIMIT_LOBBIES_PER_10_MIN',
      positiveWholeNumber(DEFAULT_LOBBIES_PER_10_MINUTES, 'lobbies'),
    ),
    rateLimitKeyPrefix: readEnvVariable(
      env,
      'RATE_LIMIT_KEY_PREFIX',
      optionalText.pipe(
        z
          .string()
          .regex(/^[\w:.-]{1,64}$/, 'must be 1 to 64 letters, digits, _ : . or -')
          .default(DEFAULT_RATE_LIMIT_KEY_PREFIX),
      ),
    ),
    abandonedSessionHours: readEnvVariable(
      env,
      'ABANDONED_SESSION_HOURS',
      positiveWholeNumber(DEFAULT_ABANDONED_SESSION_HOURS, 'hours'),
    ),
  };
}
