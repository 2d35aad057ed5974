import express, { type Application } from 'express';
import type { AppConfig } from '../config/read-config';
import type { Logger } from '../logging/logger';
import type { GameServices } from '../services/game-services';
import { apiNotFound, errorHandler } from './error-handler';
import { requestLog } from './request-log';
import { healthRoutes, type ReadinessCheck } from './routes/health-routes';
import { sessionRoutes } from './routes/session-routes';
import { wordRoutes } from './routes/word-routes';
import { webAppRoutes } from './web-app';

export interface HttpAppDeps {
  config: Pick<AppConfig, 'bodyLimit' | 'webDistDir'>;
  services: GameServices;
  logger: Logger;
  checkReady: ReadinessCheck;
}

/**
 * Everything Express serves on the one port (DESIGN decision 1): /health and /ready, the REST API under
 * /api (JSON in, JSON out, JSON errors), and the web app for every other path. Colyseus's own routes
 * (/matchmake) are answered before this app sees a request.
 */
export function configureHttpApp(app: Application, deps: HttpAppDeps): void {
  app.disable('x-powered-by');
  app.use(healthRoutes(deps.checkReady, deps.logger));

  const api = express.Router();
  api.use(requestLog(deps.logger));
  api.use(express.json({ limit: deps.config.bodyLimit }));
  api.use(sessionRoutes(deps.services));
  api.use(wordRoutes(deps.services));
  api.use(apiNotFound);
  api.use(errorHandler(deps.logger));
  app.use('/api', api);

  app.use(webAppRoutes(deps.config.webDistDir));
  app.use(errorHandler(deps.logger));
}
