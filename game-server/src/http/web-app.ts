import path from 'node:path';
import { OPERATIONS_ROUTES } from '@bluffle/shared-schema';
import express, { Router } from 'express';
import { declaredRouter } from './access/declared-router';
import { describeEncodedVariant, encodedVariantOf, precompressedFiles } from './precompressed-files';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * The built web app (docs/design.md decision 1): its files as they are, and index.html for every other GET so the
 * client's routes (/, /admin, /wordsmith, /subscription) survive a reload. Vite names assets by content
 * hash, so those may be cached for good; index.html must be re-read to pick up a new build. Text files go as
 * the Brotli or gzip copy the build made beside them when the browser takes it: compressed once, not per request.
 */
export function webAppRoutes(webDistDir: string): Router {
  const router = Router();
  const indexFile = path.join(webDistDir, 'index.html');

  router.use(precompressedFiles(webDistDir));
  router.use(
    express.static(webDistDir, {
      index: false,
      setHeaders: (response, filePath) => {
        const isHashedAsset = filePath.startsWith(path.join(webDistDir, 'assets') + path.sep);
        response.setHeader(
          'Cache-Control',
          isHashedAsset ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : 'no-cache',
        );
      },
    }),
  );

  const fallback = declaredRouter('');
  fallback.on(OPERATIONS_ROUTES.webApp, async (_input, request, response) => {
    response.setHeader('Cache-Control', 'no-cache');
    const variant = await encodedVariantOf(request, response, indexFile);
    if (variant !== null) describeEncodedVariant(response, indexFile, variant);
    response.sendFile(variant?.path ?? indexFile, (error) => {
      if (error && !response.headersSent) {
        response.removeHeader('Content-Encoding');
        response
          .status(404)
          .type('text/plain')
          .send('The web app is not built yet: run `npm run build` (npm start does it for you).');
      }
    });
  });

  router.use(fallback.router);
  return router;
}
