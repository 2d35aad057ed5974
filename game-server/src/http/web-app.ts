import path from 'node:path';
import express, { Router } from 'express';
import { declaredRouter } from './access/declared-router';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * The built web app (DESIGN decision 1): its files as they are, and index.html for every other GET so the
 * client's routes (/, /admin, /wordsmith, /subscription) survive a reload. Vite names assets by content
 * hash, so those may be cached for good; index.html must be re-read to pick up a new build.
 */
export function webAppRoutes(webDistDir: string): Router {
  const router = Router();
  const indexFile = path.join(webDistDir, 'index.html');

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
  fallback.get('/{*path}', (_request, response) => {
    response.setHeader('Cache-Control', 'no-cache');
    response.sendFile(indexFile, (error) => {
      if (error && !response.headersSent) {
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
