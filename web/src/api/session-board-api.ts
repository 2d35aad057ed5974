import { sessionBoardPath, type SessionBoardResponse } from '@bluffle/shared-schema';
import { guestIdFrom } from '../storage/guest-id';
import { browserStorage } from '../storage/key-value-storage';
import { httpClient, type HttpClient } from './http-client';

/** A page of the board: how many rows from which rank (0 is the best). */
export interface BoardPageRequest {
  limit: number;
  offset: number;
}

/**
 * The challenge board (issue 23). The server lets in the set's creator (by the sign-in cookie or this
 * browser's guest id) and whoever finished it (also by the token of the game just played).
 */
export interface SessionBoardApi {
  readBoard(sessionCode: string, page: BoardPageRequest, playerToken?: string): Promise<SessionBoardResponse>;
}

export function createSessionBoardApi(
  http: HttpClient = httpClient,
  guestId: () => string | undefined = () => undefined,
): SessionBoardApi {
  return {
    readBoard: (sessionCode, page, playerToken) =>
      http.request<SessionBoardResponse>(
        `${sessionBoardPath(sessionCode)}?${new URLSearchParams({
          limit: String(page.limit),
          offset: String(page.offset),
        }).toString()}`,
        { playerToken, guestId: guestId() },
      ),
  };
}

const guestIdStorage = browserStorage('local');
export const sessionBoardApi = createSessionBoardApi(httpClient, () =>
  guestIdFrom(guestIdStorage, (count) => crypto.getRandomValues(new Uint8Array(count))),
);
