import { SESSION_BOARD_DEFAULT_LIMIT } from '@bluffle/shared-schema';
import { useEffect, useState } from 'react';
import { sessionBoardApi, type SessionBoardApi } from '../../api/session-board-api';
import { startBoardPoll, type SessionBoardState } from './board-poll';

export type { SessionBoardState } from './board-poll';

/**
 * One page of a shared set's board, kept current while shown (board-poll.ts) and read again when
 * the page changes. The board is the server's: the browser only shows what it is handed, so a locked board
 * stays locked here too.
 */
export function useSessionBoard(
  sessionCode: string,
  playerToken: string | undefined,
  api: SessionBoardApi = sessionBoardApi,
) {
  const [offset, setOffset] = useState(0);
  const [state, setState] = useState<SessionBoardState>({ status: 'loading' });
  useEffect(() => {
    setState((previous) => (previous.status === 'ready' ? previous : { status: 'loading' }));
    return startBoardPoll({
      api,
      sessionCode,
      page: { limit: SESSION_BOARD_DEFAULT_LIMIT, offset },
      playerToken,
      onState: setState,
    });
  }, [api, sessionCode, playerToken, offset]);
  return { state, offset, setOffset, pageSize: SESSION_BOARD_DEFAULT_LIMIT };
}
