import { createHash, timingSafeEqual } from 'node:crypto';
import { OPERATIONS_ROUTES } from '@bluffle/shared-schema';
import type { Request, Router } from 'express';
import type { MetricsAccess } from '../../config/metrics-config';
import type { ServerMetrics } from '../../observability/metrics';
import { declaredRouter } from '../access/declared-router';
import { apiNotFound } from '../error-handler';

/** Compared as hashes, so the comparison takes the same time whatever the length of the guess. */
function isSameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

function isAllowed(request: Request, access: MetricsAccess): boolean {
  if (access.kind === 'open') return true;
  if (access.kind === 'off') return false;
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1] !== undefined && isSameSecret(match[1], access.token);
}

/**
 * GET /metrics in Prometheus's text format. Every refusal (metrics off, no token, a wrong one) is the same
 * 404 as an unknown path, so a stranger cannot even learn that the server keeps metrics. A server built
 * without metrics (a test app) refuses too. `?name=<metric>` answers that metric alone (an unknown name: 404).
 */
export function metricsRoutes(metrics: ServerMetrics | undefined, access: MetricsAccess): Router {
  const routes = declaredRouter('');
  routes.on(OPERATIONS_ROUTES.metrics, async ({ query }, request, response, next) => {
    if (metrics === undefined || !isAllowed(request, access)) {
      apiNotFound(request, response, next);
      return;
    }
    const scraped = await metrics.scrape(query.name);
    if (scraped === null) {
      apiNotFound(request, response, next);
      return;
    }
    const { contentType, text } = scraped;
    response.set('Cache-Control', 'no-store');
    response.type(contentType).send(text);
  });
  return routes.router;
}
