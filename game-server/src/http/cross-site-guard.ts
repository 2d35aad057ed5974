import { AUTH_MESSAGES, ERROR_CODES, type ApiError } from '@bluffle/shared-schema';
import type { Request, RequestHandler } from 'express';
import { requestOrigin } from '../auth/public-origin';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function originOfUrl(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

function hasBody(request: Request): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/**
 * Cross-site request protection for the cookie session (docs/design.md decision 5), on state-changing calls under
 * /api and /auth:
 * - an Origin header (or, without one, a Referer) that is present must be our public origin or this
 *   request's own origin; a browser always sends one of them on a cross-site POST, so a foreign page
 *   cannot act with the player's cookie. Callers that send neither (scripts, tests) are not browsers and
 *   carry no ambient cookie of a victim.
 * - a body must be JSON with Content-Type application/json, which a plain HTML form cannot send.
 */
export function crossSiteGuard(publicOrigin: string | undefined): RequestHandler {
  return (request, response, next) => {
    if (!STATE_CHANGING.has(request.method)) {
      next();
      return;
    }
    const origin = request.headers.origin;
    const referer = request.headers.referer;
    const claimed = origin !== undefined ? origin : referer !== undefined ? originOfUrl(referer) : undefined;
    if (claimed !== undefined) {
      const allowed = [publicOrigin, requestOrigin(request)];
      if (claimed === null || !allowed.includes(claimed)) {
        const body: ApiError = { error: AUTH_MESSAGES.crossSiteRefused, code: ERROR_CODES.crossSiteRefused };
        response.status(403).json(body);
        return;
      }
    }
    if (hasBody(request) && !request.is('application/json')) {
      const body: ApiError = { error: AUTH_MESSAGES.jsonRequired, code: ERROR_CODES.jsonRequired };
      response.status(415).json(body);
      return;
    }
    next();
  };
}
