import { sessionBoardPath, type SessionBoardResponse } from '@bluffle/shared-schema';
import { guestIdFrom } from '../storage/guest-id';
import { browserStorage } from '../storage/key-value-storage';
import { httpClient, type PollingHttpClient } from './http-client';

/** A page of the board: how many rows from which rank (0 is the best). */
export interface BoardPageRequest {
  limit: number;
  offset: number;
}

/** A read of the board: the board, or null when the one held (named by `etag`) is still current. */
export interface BoardRead {
  board: SessionBoardResponse | null;
  etag: string | null;
}

/**
 * The challenge board. The server lets in the set's creator (by the sign-in cookie or this
 * browser's guest id) and whoever finished it (also by the token of the game just played). A read names the
 * board it holds (its ETag), so a page polling it while friends play gets 304s until someone has.
 */
export interface SessionBoardApi {
  readBoard(
    sessionCode: string,
    page: BoardPageRequest,
    reader: { playerToken?: string; etag: string | null },
  ): Promise<BoardRead>;
}

export function createSessionBoardApi(
  http: PollingHttpClient = httpClient,
  guestId: () => string | undefined = () => undefined,
): SessionBoardApi {
  return {
    readBoard: async (sessionCode, page, reader) => {
      const path = `${sessionBoardPath(sessionCode)}?${new URLSearchParams({
        limit: String(page.limit),
        offset: String(page.offset),
      }).toString()}`;
      // No wait: the board is not held open on the server, so a read answers at once.
      const polled = await http.poll<SessionBoardResponse>(path, {
        etag: reader.etag,
        waitSeconds: 0,
        playerToken: reader.playerToken,
        guestId: guestId(),
      });
      return { board: polled.view, etag: polled.etag };
    },
  };
}

const guestIdStorage = browserStorage('local');
export const sessionBoardApi = createSessionBoardApi(httpClient, () =>
  guestIdFrom(guestIdStorage, (count) => crypto.getRandomValues(new Uint8Array(count))),
);
