import path from 'node:path';
import { OPERATIONS_ROUTES } from '@bluffle/shared-schema';
import express, { Router } from 'express';
import { declaredRouter } from '../access/declared-router';
import { openApiDocument } from './build-openapi-document';

// The OpenAPI document and its reference page (docs/design.md decision 14): Swagger UI from npm (swagger-ui-dist),
// started by a script file of ours, so the page needs nothing beyond the app's Content-Security-Policy.

export const API_REFERENCE_ASSETS_PATH = '/api/docs/assets';

const SWAGGER_UI_DIR = path.dirname(require.resolve('swagger-ui-dist/package.json'));
const PAGE_DIR = path.join(__dirname, 'api-reference-page');

/** The only files of the renderer the page loads; nothing else of the package is served. */
const SWAGGER_UI_FILES = new Set(['/swagger-ui.css', '/swagger-ui-bundle.js', '/favicon-32x32.png']);

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Bluffle REST API</title>
    <link rel="stylesheet" href="${API_REFERENCE_ASSETS_PATH}/swagger-ui.css" />
    <link rel="icon" type="image/png" href="${API_REFERENCE_ASSETS_PATH}/favicon-32x32.png" />
  </head>
  <body>
    <div id="api-reference"></div>
    <script src="${API_REFERENCE_ASSETS_PATH}/swagger-ui-bundle.js"></script>
    <script src="${API_REFERENCE_ASSETS_PATH}/start-api-reference.js"></script>
  </body>
</html>
`;

/**
 * The renderer's files and our start script, mounted at API_REFERENCE_ASSETS_PATH ahead of the /api router:
 * static files need none of its session, body or cross-site middleware.
 */
export function apiReferenceAssets(): Router {
  const router = Router();
  const onlyRendererFiles: express.RequestHandler = (request, _response, next) =>
    SWAGGER_UI_FILES.has(request.path) ? next() : next('router');
  router.use(express.static(PAGE_DIR, { index: false }));
  router.use(onlyRendererFiles, express.static(SWAGGER_UI_DIR, { index: false }));
  return router;
}

/** GET /api/openapi.json and GET /api/docs, for the /api router. */
export function apiReferenceRoutes(): Router {
  const routes = declaredRouter('/api');
  routes.on(OPERATIONS_ROUTES.openApi, (_input, _request, response) => {
    response.json(openApiDocument());
  });
  routes.on(OPERATIONS_ROUTES.apiDocs, (_input, _request, response) => {
    response.type('html').send(PAGE);
  });
  return routes.router;
}
