import { ERROR_CODES, type ApiError } from '@bluffle/shared-schema';
import type { Request, RequestHandler } from 'express';
import type { Clock } from '../../clock';
import type { PlayLimitsConfig } from '../../config/play-limits-config';
import { tokenBucketLimiter, type RateLimiter } from './token-bucket';

const TEN_MINUTES_MS = 10 * 60 * 1000;

/**
 * The client a limit counts against: the signed-in account (wherever it plays from), else the address
 * (the socket's, or the proxy's X-Forwarded-For when TRUST_PROXY says to believe it). A guest's own ids
 * are not used: a script would simply make new ones.
 */
function clientKeyOf(request: Request): string {
  return request.user ? `user:${request.user.id}` : `ip:${request.ip ?? 'unknown'}`;
}

function limitedBy(limiter: RateLimiter, whatIsLimited: string): RequestHandler {
  return (request, response, next) => {
    const decision = limiter.take(clientKeyOf(request));
    if (decision.isAllowed) {
      next();
      return;
    }
    response.setHeader('Retry-After', String(decision.retryAfterSeconds));
    response.status(429).json({
      error: `Too many ${whatIsLimited} from you in a short time. Please wait ${decision.retryAfterSeconds} seconds and try again.`,
      code: ERROR_CODES.rateLimited,
    } satisfies ApiError);
  };
}

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
