import { ERROR_CODES, OPERATIONS_ROUTES } from '@bluffle/shared-schema';
import type { Router } from 'express';
import { declaredRouter } from '../access/declared-router';
import type { Logger } from '../../logging/logger';

/** Answers whether the process can serve requests right now (store reachable, matchmaker accepting). */
export type ReadinessCheck = () => Promise<void>;

/**
 * A readiness check's answer for a state the process chose and has logged once already (a draining stop):
 * /ready says 503 without a warning, since a balancer probes every few seconds and each would be noise.
 */
export class ExpectedNotReady extends Error {
  constructor(readonly reason: 'draining') {
    super(`not ready: ${reason}`);
    this.name = 'ExpectedNotReady';
  }
}

/** docs/design.md decision 10: /health says the process is alive; /ready says it can serve (for load balancers). */
export function healthRoutes(checkReady: ReadinessCheck, logger: Logger): Router {
  const routes = declaredRouter('');

  routes.on(OPERATIONS_ROUTES.health, (_input, _request, response) => {
    response.json({ status: 'ok' });
  });

  routes.on(OPERATIONS_ROUTES.ready, async (_input, _request, response) => {
    try {
      await checkReady();
      response.json({ status: 'ready' });
    } catch (error) {
      if (!(error instanceof ExpectedNotReady)) logger.warn({ err: error }, 'not ready');
      response.status(503).json({
        status: 'not-ready',
        error: 'The server cannot serve requests yet.',
        code: ERROR_CODES.notReady,
      });
    }
  });

  return routes.router;
}
