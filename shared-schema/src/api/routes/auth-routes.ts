import { z } from 'zod';
import {
  AUTH_PAGE_ORIGIN_PARAM,
  AUTH_PROVIDERS,
  localSignInBodySchema,
  type AuthProviderName,
} from '../auth';
import { defineRoute } from './route-contract';

// Sign-in (docs/product.md §4 Authentication). Signing out when signed out is harmless, so logout is public.
const provider = { provider: z.enum(AUTH_PROVIDERS) };

export const AUTH_ROUTES = {
  providers: defineRoute({
    method: 'GET',
    path: '/auth/providers',
    access: 'public',
    summary: 'The sign-in providers configured',
  }),
  start: defineRoute({
    method: 'GET',
    path: '/auth/:provider',
    access: 'public',
    summary: 'Starts sign-in with a provider (redirects to it)',
    params: provider,
  }),
  callback: defineRoute({
    method: 'GET',
    path: '/auth/:provider/callback',
    access: 'public',
    summary: 'Where the provider sends the browser back',
    params: provider,
  }),
  local: defineRoute({
    method: 'POST',
    path: '/auth/local',
    access: 'public',
    summary: 'Signs in with a local name',
    body: localSignInBodySchema,
  }),
  logout: defineRoute({ method: 'POST', path: '/auth/logout', access: 'public', summary: 'Signs out' }),
} as const;

/** Where the sign-in popup starts for a provider, from a page at `pageOrigin`. */
export function authStartPath(provider: AuthProviderName, pageOrigin: string): string {
  return `${AUTH_ROUTES.start.toPath({ provider })}?${AUTH_PAGE_ORIGIN_PARAM}=${encodeURIComponent(pageOrigin)}`;
}
