import { z } from 'zod';
import { defineRoute } from './route-contract';

/** A Prometheus metric's name, as its text format spells one. */
const metricsQuerySchema = z.object({
  name: z
    .string()
    .max(200)
    .regex(/^[a-zA-Z_:][a-zA-Z0-9_:]*$/, 'must be a metric name')
    .optional(),
});

// Operations (docs/design.md decision 10), the API's own description (decision 14) and the web app (decision 1):
// routes the web never calls, declared here so that the server's access table lists them with the rest.
export const OPERATIONS_ROUTES = {
  health: defineRoute({ method: 'GET', path: '/health', access: 'public', summary: 'The process is alive' }),
  ready: defineRoute({
    method: 'GET',
    path: '/ready',
    access: 'public',
    summary: 'The process can serve (store reachable, matchmaker accepting)',
  }),
  // Public to the access check: the route itself asks for the scrape token (metrics-routes.ts).
  metrics: defineRoute({
    method: 'GET',
    path: '/metrics',
    access: 'public',
    summary:
      'Prometheus metrics (text format) with METRICS_TOKEN as a bearer token; open outside production without one; otherwise 404. ?name=<metric>: that metric alone',
    query: metricsQuerySchema,
  }),
  // The REST surface as OpenAPI and its reference page: for bots and admins' scripts.
  openApi: defineRoute({
    method: 'GET',
    path: '/api/openapi.json',
    access: 'public',
    summary: 'This document',
  }),
  apiDocs: defineRoute({
    method: 'GET',
    path: '/api/docs',
    access: 'public',
    summary: 'This document’s reference page',
  }),
  // The built web app for every other GET: pages, not API, so the OpenAPI document leaves it out.
  webApp: defineRoute({ method: 'GET', path: '/{*path}', access: 'public', summary: 'The web app' }),
} as const;
