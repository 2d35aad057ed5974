import { AUTH_MESSAGES, hasRole } from '@bluffle/shared-schema';
import type { Request, RequestHandler } from 'express';
import '../../auth/express-user';
import { ForbiddenError, UnauthorizedError } from '../../errors';
import type { AccessRule } from './route-table';

/**
 * A route's rule (its contract's `access`, route-table.ts) applied to who is calling: throws the 401 or 403.
 * It looks at the signed-in user only, never at the store, so a 403 for another user's id and for an id
 * that does not exist are the same. The access middleware and the poll lane (poll-lane.ts) both ask it.
 */
export function checkAccess(
  rule: AccessRule,
  guestMessage: string | undefined,
  user: Express.User | undefined,
  params: Readonly<Record<string, unknown>>,
): void {
  if (rule === 'public') return;
  if (user === undefined) {
    throw new UnauthorizedError(guestMessage ?? AUTH_MESSAGES.signInRequired);
  }
  if (rule === 'self-or-admin') {
    if (params.userId !== user.id && !hasRole(user, 'admin')) {
      throw new ForbiddenError(AUTH_MESSAGES.notYourAccount);
    }
  } else if (rule !== 'signed-in' && !hasRole(user, rule.role)) {
    throw new ForbiddenError(AUTH_MESSAGES.roleRequired);
  }
}

/** The one middleware that applies a route's rule (checkAccess) in front of an Express route. */
export function accessCheck(rule: AccessRule, guestMessage?: string): RequestHandler {
  const check: RequestHandler = (request, _response, next) => {
    checkAccess(rule, guestMessage, request.user, request.params);
    next();
  };
  return Object.assign(check, { [ACCESS_CHECK]: rule });
}

/** Marks the access middleware, so the start-up check can tell a guarded route from one registered around it. */
export const ACCESS_CHECK = Symbol('bluffle.accessCheck');

export function isAccessCheck(handler: unknown): boolean {
  return typeof handler === 'function' && ACCESS_CHECK in handler;
}

/**
 * A userId named in a payload must be the signed-in user's (docs/design.md decision 5); a guest naming any user is
 * refused the same way. No id (null, absent, blank) names nobody.
 */
export function checkPayloadUserId(
  signedIn: Express.User | undefined,
  payloadUserId: string | null | undefined,
): void {
  const named = payloadUserId?.trim();
  if (!named) return;
  if (signedIn === undefined || signedIn.id !== named) {
    throw new ForbiddenError(AUTH_MESSAGES.notYourAccount);
  }
}

/** The user behind a route whose rule already required one (signed-in, self-or-admin, a role): narrows the type. */
export function signedInUser(request: Pick<Request, 'user'>): Express.User {
  if (request.user === undefined) throw new UnauthorizedError(AUTH_MESSAGES.signInRequired);
  return request.user;
}
