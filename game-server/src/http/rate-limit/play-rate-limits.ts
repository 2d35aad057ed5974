import type { RequestHandler } from 'express';
import type { Clock } from '../../clock';
import type { PlayLimitsConfig } from '../../config/play-limits-config';
import { limitedBy, TEN_MINUTES_MS } from './limited-by';
import { tokenBucketLimiter } from '../../rate-limit/token-bucket';

export interface PlayRateLimits {
  /** POST /api/sessions/create and /duplicate share one allowance: both start a game. */
  newGames: RequestHandler;
  answers: RequestHandler;
}

/**
 * Per-client limits on starting games and answering (issue "Fair play, abuse limits"): generous for a
 * person, firm for a script that plays games only to learn the words' truths. Kept in this process's
 * memory: with several processes behind a balancer each keeps its own count, so the limit scales with
 * the process count (still a crawl for a script).
 */
export function playRateLimits(config: PlayLimitsConfig, clock: Clock): PlayRateLimits {
  return {
    newGames: limitedBy(
      tokenBucketLimiter({ capacity: config.sessionsPer10Minutes, windowMs: TEN_MINUTES_MS, clock }),
      'new games',
    ),
    answers: limitedBy(
      tokenBucketLimiter({ capacity: config.answersPer10Minutes, windowMs: TEN_MINUTES_MS, clock }),
      'answers',
    ),
  };
}
