import type { RequestHandler } from 'express';
import type { PlayLimitsConfig } from '../../config/play-limits-config';
import type { RateLimiter } from '../../rate-limit/allowance-limiter';
import type { RateLimitStore } from '../../rate-limit/rate-limit-store';
import { limitedBy, TEN_MINUTES_MS } from './limited-by';

export interface PlayRateLimits {
  /** POST /api/sessions/create and /duplicate share one allowance: both start a game. */
  newGames: RequestHandler;
  answers: RequestHandler;
  /** POST /api/multiplayer/create; a Colyseus create or joinOrCreate takes from the same allowance. */
  newLobbies: RequestHandler;
}

/**
 * The one allowance of new lobbies per account, over REST and over Colyseus alike (: one account made
 * 3,000 lobbies in 4 s): the REST route and the room ask the store for it by name and share its counter.
 */
export function lobbyCreationLimit(config: PlayLimitsConfig, store: RateLimitStore): RateLimiter {
  return store.allowance({ name: 'lobbies', capacity: config.lobbiesPer10Minutes, windowMs: TEN_MINUTES_MS });
}

/**
 * Per-client limits on starting games and lobbies and on answering (issue "Fair play, abuse limits"):
 * generous for a person, firm for a script that plays games only to learn the words' truths. Counted in the
 * store the server was given: with REDIS_URL, one allowance across every process.
 */
export function playRateLimits(config: PlayLimitsConfig, store: RateLimitStore): PlayRateLimits {
  return {
    newGames: limitedBy(
      store.allowance({ name: 'games', capacity: config.sessionsPer10Minutes, windowMs: TEN_MINUTES_MS }),
      'new games',
    ),
    answers: limitedBy(
      store.allowance({ name: 'answers', capacity: config.answersPer10Minutes, windowMs: TEN_MINUTES_MS }),
      'answers',
    ),
    newLobbies: limitedBy(lobbyCreationLimit(config, store), 'new lobbies'),
  };
}
