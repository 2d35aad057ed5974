import { DAILY_FIVE_ROUTES } from '@bluffle/shared-schema';
import type { Router } from 'express';
import type { DailyFiveServices } from '../../services/daily-five/daily-five-services';
import { declaredRouter } from '../access/declared-router';
import { playerIdentityOf } from '../player-identity';
import type { PlayRateLimits } from '../rate-limit/play-rate-limits';

/**
 * The daily five (contracts: DAILY_FIVE_ROUTES): public like solo sessions, since guests play it too (by their
 * browser's guest id). Its rounds are then played through the session routes with the player token this
 * start hands back.
 */
export function dailyRoutes(services: DailyFiveServices, limits: PlayRateLimits): Router {
  const routes = declaredRouter('/api');

  routes.on(DAILY_FIVE_ROUTES.state, async ({ query }, request, response) => {
    response.json(await services.readDailyFive(query, playerIdentityOf(request)));
  });

  // The archive of past days: which sets there are; a start with `day` plays one as practice.
  routes.on(DAILY_FIVE_ROUTES.archive, async ({ query }, request, response) => {
    response.json(await services.readDailyArchive(query, playerIdentityOf(request)));
  });

  // Starting it starts a game, so it shares the new-games allowance of create and duplicate.
  routes.on(DAILY_FIVE_ROUTES.start, { before: [limits.newGames] }, async ({ body }, request, response) => {
    response.status(201).json(await services.startDailyFive(body, playerIdentityOf(request)));
  });

  return routes.router;
}
