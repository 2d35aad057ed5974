import type { ServiceDeps } from '../service-deps';
import { createCustomSession, type SessionAuthor } from './create-custom-session';
import { listMySessions } from './my-sessions';

/**
 * A wordsmith's five-word session (docs/product.md §5 Session creation) and their My Bluffles list (docs/product.md
 * §2); routes: custom-session-routes.ts.
 */
export function createCustomSessionServices(deps: ServiceDeps) {
  return {
    createCustomSession: (body: Parameters<typeof createCustomSession>[1], author: SessionAuthor) =>
      createCustomSession(deps, body, author),
    listMySessions: (authorId: string) => listMySessions(deps, authorId),
  };
}

export type CustomSessionServices = ReturnType<typeof createCustomSessionServices>;
