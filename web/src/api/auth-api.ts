import {
  AUTH_ROUTES,
  USER_ROUTES,
  type AuthProvidersResponse,
  type LocalSignInResponse,
  type MeResponse,
  type PlayerStats,
  type UpsertUserBody,
  type UserView,
} from '@bluffle/shared-schema';
import { httpClient, type HttpClient } from './http-client';

/** Asking who is signed in should not hold the menu for the full default timeout when the server hangs. */
export const WHO_AM_I_TIMEOUT_MS = 4000;
/** The second asking, after the first got no answer: a busy server is given the time a person would give it. */
export const WHO_AM_I_PATIENT_TIMEOUT_MS = 15_000;

/**
 * The sign-in and account calls (docs/product.md §4 Authentication, §7 user calls). Identity is the session cookie
 * (docs/design.md decision 5): every call is same-origin with cookies, and the user is always read from the server.
 */
export interface AuthApi {
  getProviders(): Promise<AuthProvidersResponse>;
  /** Who the session cookie names; `timeoutMs` defaults to WHO_AM_I_TIMEOUT_MS. */
  getMe(timeoutMs?: number): Promise<UserView | null>;
  /** The spec's login step: create or update the signed-in user; answers with the server's flags. */
  upsertUser(body: UpsertUserBody): Promise<UserView>;
  signInLocally(username: string): Promise<UserView>;
  signOut(): Promise<void>;
  getUserStats(userId: string): Promise<PlayerStats>;
}

export function createAuthApi(http: HttpClient = httpClient): AuthApi {
  return {
    getProviders: () => http.request<AuthProvidersResponse>(AUTH_ROUTES.providers.toPath()),
    getMe: async (timeoutMs = WHO_AM_I_TIMEOUT_MS) =>
      (await http.request<MeResponse>(USER_ROUTES.me.toPath(), { timeoutMs })).user,
    upsertUser: (body) => http.request<UserView>(USER_ROUTES.upsert.toPath(), { method: 'POST', body }),
    signInLocally: async (username) =>
      (
        await http.request<LocalSignInResponse>(AUTH_ROUTES.local.toPath(), {
          method: 'POST',
          body: { username },
        })
      ).user,
    signOut: async () => {
      // A JSON body, so the request passes the server's cross-site guard like every other state change.
      await http.request<unknown>(AUTH_ROUTES.logout.toPath(), { method: 'POST', body: {} });
    },
    getUserStats: (userId) => http.request<PlayerStats>(USER_ROUTES.stats.toPath({ userId })),
  };
}

export const authApi = createAuthApi();
