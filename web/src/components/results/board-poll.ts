import { ERROR_CODES, type SessionBoardResponse } from '@bluffle/shared-schema';
import { ApiError } from '../../api/api-error';
import type { BoardPageRequest, SessionBoardApi } from '../../api/session-board-api';

/** How often a board on screen is read again: friends' games arrive without a reload. */
export const BOARD_POLL_MS = 5000;

export type SessionBoardState =
  | { status: 'loading' }
  | { status: 'ready'; board: SessionBoardResponse }
  /** The server's 403 board-locked: this reader neither made the set nor finished it. */
  | { status: 'locked' }
  | { status: 'failed' };

export interface BoardPollOptions {
  api: SessionBoardApi;
  sessionCode: string;
  page: BoardPageRequest;
  playerToken: string | undefined;
  onState: (state: SessionBoardState) => void;
}

/**
 * Reads one page of a board now, then again every BOARD_POLL_MS while it is shown, naming the board it holds
 * so an unchanged one costs a 304. A locked board stays locked (the reader's standing does not change while
 * it is on screen); a failed read keeps the board already shown and tries again at the next beat. Returns
 * the stop.
 */
export function startBoardPoll(options: BoardPollOptions): () => void {
  const { api, sessionCode, page, playerToken, onState } = options;
  let etag: string | null = null;
  let hasBoard = false;
  let isStopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const next = () => {
    if (!isStopped) timer = setTimeout(() => void read(), BOARD_POLL_MS);
  };
  const read = async () => {
    try {
      const answer = await api.readBoard(sessionCode, page, { playerToken, etag });
      if (isStopped) return;
      etag = answer.etag;
      if (answer.board !== null) {
        hasBoard = true;
        onState({ status: 'ready', board: answer.board });
      }
      next();
    } catch (error: unknown) {
      if (isStopped) return;
      if (error instanceof ApiError && error.code === ERROR_CODES.boardLocked) {
        onState({ status: 'locked' });
        return;
      }
      if (!hasBoard) onState({ status: 'failed' });
      next();
    }
  };

  void read();
  return () => {
    isStopped = true;
    clearTimeout(timer);
  };
}
