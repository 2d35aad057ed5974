import { positiveWholeNumber, readEnvVariable } from './read-variable';

/** How much one client may play before it is slowed down (issue "Fair play, abuse limits"). */
export interface PlayLimitsConfig {
  /** New games (create and duplicate together) per client per 10 minutes. */
  sessionsPer10Minutes: number;
  /** Answers per client per 10 minutes. */
  answersPer10Minutes: number;
  /** A game not completed this many hours after it was created is abandoned and purged. */
  abandonedSessionHours: number;
}

// A person plays a five-round game in a minute at the very least, so 60 games and 600 answers in ten
// minutes never stop a person (even a few sharing one address), while a script is held to a crawl.
export const DEFAULT_SESSIONS_PER_10_MINUTES = 60;
export const DEFAULT_ANSWERS_PER_10_MINUTES = 600;
export const DEFAULT_ABANDONED_SESSION_HOURS = 24;

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
    abandonedSessionHours: readEnvVariable(
      env,
      'ABANDONED_SESSION_HOURS',
      positiveWholeNumber(DEFAULT_ABANDONED_SESSION_HOURS, 'hours'),
    ),
  };
}
