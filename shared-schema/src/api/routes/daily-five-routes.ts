import { dailyFiveQuerySchema, startDailyFiveBodySchema } from '../daily';
import { defineRoute } from './route-contract';

// The daily five: public like solo sessions, since guests play it too (known by their browser's guest id).
// Its rounds are then played through the session routes with the player token the start hands back.
export const DAILY_FIVE_ROUTES = {
  state: defineRoute({
    method: 'GET',
    path: '/api/daily',
    access: 'public',
    summary: 'Today’s daily five and this player’s result',
    query: dailyFiveQuerySchema,
  }),
  start: defineRoute({
    method: 'POST',
    path: '/api/daily/start',
    access: 'public',
    summary: 'Starts today’s daily five, or a past day’s set from the archive (as practice)',
    body: startDailyFiveBodySchema,
    status: 201,
  }),
  archive: defineRoute({
    method: 'GET',
    path: '/api/daily/archive',
    access: 'public',
    summary: 'The past days’ daily fives, playable again as practice',
    query: dailyFiveQuerySchema,
  }),
} as const;

/** The paths as constants, for callers that name them. */
export const DAILY_FIVE_PATHS = {
  state: DAILY_FIVE_ROUTES.state.path,
  start: DAILY_FIVE_ROUTES.start.path,
  archive: DAILY_FIVE_ROUTES.archive.path,
} as const;
