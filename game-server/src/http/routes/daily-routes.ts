import { DAILY_FIVE_PATHS, dailyFiveQuerySchema, startDailyFiveBodySchema } from '@bluffle/shared-schema';
import type { Router } from 'express';
import type { GameServices } from '../../services/game-services';
import { declaredRouter } from '../access/declared-router';
import { parse } from '../parse';
import { playerIdentityOf } from '../player-identity';
import type { PlayRateLimits } from '../rate-limit/play-rate-limits';

/** A DAILY_FIVE_PATHS path as the /api router sees it. */
function underApi(path: string): string {
  return path.slice('/api'.length);
}

/**
 * The daily five: public like solo sessions, since guests play it too (by their browser's guest
 * id). Its rounds are then played through the session routes with the player token this start hands back.
 */
export function dailyRoutes(services: GameServices, limits: PlayRateLimits): Router {
  const routes = declaredRouter('/api');

  routes.get(underApi(DAILY_FIVE_PATHS.state), async (request, response) => {
    const query = parse(dailyFiveQuerySchema, request.query, 'query');
    response.json(await services.readDailyFive(query, playerIdentityOf(request)));
  });

  // The archive of past days: which sets there are; a start with `day` plays one as practice.
  routes.get(underApi(DAILY_FIVE_PATHS.archive), async (request, response) => {
    const query = parse(dailyFiveQuerySchema, request.query, 'query');
    response.json(await services.readDailyArchive(query, playerIdentityOf(request)));
  });

  // Starting it starts a game, so it shares the new-games allowance of create and duplicate.
  routes.post(underApi(DAILY_FIVE_PATHS.start), limits.newGames, async (request, response) => {
    const body = parse(startDailyFiveBodySchema, request.body);
    response.status(201).json(await services.startDailyFive(body, playerIdentityOf(request)));
  });

  return routes.router;
}
