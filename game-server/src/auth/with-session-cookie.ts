import { Router, type Request, type RequestHandler } from 'express';
import { SESSION_COOKIE_NAME } from './session-middleware';

function carriesSessionCookie(request: Request): boolean {
  return request.headers.cookie?.includes(`${SESSION_COOKIE_NAME}=`) ?? false;
}

/**
 * Runs the sign-in session middlewares only for a request that carries our session cookie. A guest has no
 * session to read, so the game's hot calls skip cookie parsing, session-id generation and store reads
 * (measured with `npm run bench:rest`). Without the cookie, request.user stays unset: a guest. The /auth
 * routes do not use this: starting a sign-in must create a session to hold the OAuth state.
 */
export function withSessionCookie(handlers: RequestHandler[]): RequestHandler {
  const chain = Router();
  chain.use(...handlers);
  // A request whose user is already known (a lobby poll, http/poll-sign-in.ts) needs no session either.
  return (request, response, next) =>
    carriesSessionCookie(request) && request.user === undefined ? chain(request, response, next) : next();
}
