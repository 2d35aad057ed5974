import { USER_ROUTES, type PlayedGamesResponse } from '@bluffle/shared-schema';
import { httpClient, type HttpClient } from './http-client';

/** Progress that shows: the signed-in player's last games, as the server counted them. */
export interface PlayedGamesApi {
  listPlayedGames(limit: number): Promise<PlayedGamesResponse>;
}

export function createPlayedGamesApi(http: HttpClient = httpClient): PlayedGamesApi {
  return {
    listPlayedGames: (limit) =>
      http.request<PlayedGamesResponse>(`${USER_ROUTES.playedGames.toPath()}?limit=${limit}`),
  };
}

export const playedGamesApi = createPlayedGamesApi();
