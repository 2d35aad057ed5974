import { USER_ROUTES, type ClaimGuestGamesResponse, type GuestGamesResponse } from '@bluffle/shared-schema';
import { httpClient, type HttpClient } from './http-client';

/** Guest progress kept: this browser's guest games, asked about and taken up by the account. */
export interface GuestProgressApi {
  countGuestGames(guestId: string): Promise<GuestGamesResponse>;
  claimGuestGames(guestId: string): Promise<ClaimGuestGamesResponse>;
}

export function createGuestProgressApi(http: HttpClient = httpClient): GuestProgressApi {
  return {
    countGuestGames: (guestId) =>
      http.request<GuestGamesResponse>(USER_ROUTES.guestGames.toPath(), { guestId }),
    claimGuestGames: (guestId) =>
      http.request<ClaimGuestGamesResponse>(USER_ROUTES.claimGuestGames.toPath(), {
        method: 'POST',
        body: {},
        guestId,
      }),
  };
}

export const guestProgressApi = createGuestProgressApi();
