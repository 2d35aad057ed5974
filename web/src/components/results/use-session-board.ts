import { ERROR_CODES, SESSION_BOARD_DEFAULT_LIMIT, type SessionBoardResponse } from '@bluffle/shared-schema';
import { useEffect, useState } from 'react';
import { ApiError } from '../../api/api-error';
import { sessionBoardApi, type SessionBoardApi } from '../../api/session-board-api';

export type SessionBoardState =
  | { status: 'loading' }
  | { status: 'ready'; board: SessionBoardResponse }
  /** The server's 403 board-locked: this reader neither made the set nor finished it. */
  | { status: 'locked' }
  | { status: 'failed' };

/**
 * One page of a shared set's board (issue 23), read again when the page changes. The board is the server's:
 * the browser only shows what it is handed, so a locked board stays locked here too.
 */
export function useSessionBoard(
  sessionCode: string,
  playerToken: string | undefined,
  api: SessionBoardApi = sessionBoardApi,
) {
  const [offset, setOffset] = useState(0);
  const [state, setState] = useState<SessionBoardState>({ status: 'loading' });
  useEffect(() => {
    let isCurrent = true;
    setState((previous) => (previous.status === 'ready' ? previous : { status: 'loading' }));
    api
      .readBoard(sessionCode, { limit: SESSION_BOARD_DEFAULT_LIMIT, offset }, playerToken)
      .then((board) => {
        if (isCurrent) setState({ status: 'ready', board });
      })
      .catch((error: unknown) => {
        if (!isCurrent) return;
        const isLocked = error instanceof ApiError && error.code === ERROR_CODES.boardLocked;
        setState({ status: isLocked ? 'locked' : 'failed' });
      });
    return () => {
      isCurrent = false;
    };
  }, [api, sessionCode, playerToken, offset]);
  return { state, offset, setOffset, pageSize: SESSION_BOARD_DEFAULT_LIMIT };
}
