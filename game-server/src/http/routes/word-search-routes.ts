import { wordSearchQuerySchema } from '@bluffle/shared-schema';
import type { RequestHandler, Router } from 'express';
import '../../auth/express-user';
import type { Store } from '../../store/port';
import { searchWords } from '../../services/word-search/search-words';
import { signedInUser } from '../access/access-check';
import { declaredRouter } from '../access/declared-router';
import { parse } from '../parse';

/**
 * The wordsmith's word search, wordsmiths and admins by the route table; each call takes from the
 * wordsmith's rate allowance.
 */
export function wordSearchRoutes(
  deps: { store: Pick<Store, 'words'> },
  wordsmithLimit: RequestHandler,
): Router {
  const routes = declaredRouter('/api');

  routes.get('/words/search', wordsmithLimit, async (request, response) => {
    const query = parse(wordSearchQuerySchema, request.query, 'query');
    response.json(await searchWords(deps, query, signedInUser(request).id));
  });

  return routes.router;
}
