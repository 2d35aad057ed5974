import type { z } from 'zod';
import type { UserRole } from '../../rules/roles';

// A REST route's contract, declared once and read by both sides: the server registers its handler against
// it (access check, then the zod parsing of what it declares) and derives its access table and OpenAPI
// document from the list of contracts; the web builds the route's path with it. A route's handler lives in
// game-server/src/http/routes, its contract in a `<feature>-routes.ts` file beside this one.

/**
 * Who may call a route (docs/design.md decision 5), applied by one middleware on the server:
 * - public: anyone, guests included (the handler may still check a player token or a payload userId).
 * - signed-in: any signed-in user; a guest gets 401.
 * - self-or-admin: the user named by the path's `:userId`, or an admin; others get 403 whether or not
 *   that user exists.
 * - { role }: users holding the role (admin satisfies every role); others 403, guests 401.
 */
export type AccessRule = 'public' | 'signed-in' | 'self-or-admin' | { role: UserRole };
export type HttpMethod = 'GET' | 'POST';

/** The `:name` parameters of an Express path, as a union of names. */
export type PathParamName<Path extends string> = Path extends `${string}:${infer Param}/${infer Rest}`
  ? Param | PathParamName<`/${Rest}`>
  : Path extends `${string}:${infer Param}`
    ? Param
    : never;

export interface RouteContract<Path extends string = string> {
  method: HttpMethod;
  /** The full Express path, e.g. /api/users/:userId/stats. */
  path: Path;
  access: AccessRule;
  /** What a guest is told instead of the general 'sign in' message (the spec words some, e.g. lobbies). */
  guestMessage?: string;
  /** The OpenAPI summary (docs/design.md decision 14). */
  summary: string;
  /** One schema per `:param` of the path, parsed before the handler runs. */
  params?: { [Name in PathParamName<Path>]: z.ZodType };
  /** An object schema; each field is a query parameter. */
  query?: z.ZodObject;
  body?: z.ZodType;
  /** The answer's schema, for the OpenAPI document only (response-schemas.ts). */
  response?: z.ZodType;
  /**
   * The `x-player-token` header of a solo session's own calls (docs/design.md decision 11): needed by a running
   * session's calls; optional where it only adds the player's own details.
   */
  playerToken?: 'required' | 'optional';
  /** The success status, when not 200. */
  status?: 201;
  /**
   * A conditional poll: If-None-Match gets 304 while the view is unchanged, and `Prefer: wait=N`
   * (RFC 7240) makes it a long poll, answered with `Preference-Applied`.
   */
  isLongPoll?: true;
}

/** The path with its parameters filled in (each URI-encoded), for a client to call. */
export type PathBuilder<Path extends string> = [PathParamName<Path>] extends [never]
  ? () => string
  : (params: Record<PathParamName<Path>, string>) => string;

export type DefinedRoute<Contract extends RouteContract> = Contract & {
  toPath: PathBuilder<Contract['path']>;
};

/** A route's contract, with the builder of its path. */
export function defineRoute<const Path extends string, const Contract extends RouteContract<Path>>(
  contract: Contract & { path: Path },
): DefinedRoute<Contract> {
  const toPath = (params: Record<string, string> = {}) =>
    contract.path.replace(/:(\w+)/g, (_match, name: string) => {
      const value = params[name];
      if (value === undefined) throw new Error(`${contract.path} needs :${name}`);
      return encodeURIComponent(value);
    });
  return { ...contract, toPath: toPath as PathBuilder<Contract['path']> };
}

/** Every route of a group (`{ state: defineRoute(...), ... }`), in declaration order. */
export function routesOf(group: Record<string, RouteContract>): RouteContract[] {
  return Object.values(group);
}
