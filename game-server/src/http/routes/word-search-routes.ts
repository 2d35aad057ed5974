import { WORDSMITH_ROUTES } from '@bluffle/shared-schema';
import type { RequestHandler, Router } from 'express';
import '../../auth/express-user';
import type { Store } from '../../store/port';
import { searchWords } from '../../services/word-search/search-words';
import { signedInUser } from '../access/access-check';
import { declaredRouter } from '../access/declared-router';

/**
 * The wordsmith's word search, wordsmiths and admins by its contract; each call takes from the
 * wordsmith's rate allowance.
 */
export function wordSearchRoutes(
  deps: { store: Pick<Store, 'words'> },
  wordsmithLimit: RequestHandler,
): Router {
  const routes = declaredRouter('/api');

  routes.on(WORDSMITH_ROUTES.search, { before: [wordsmithLimit] }, async ({ query }, request, response) => {
    response.json(await searchWords(deps, query, signedInUser(request).id));
  });

  return routes.router;
}
