import { ERROR_CODES, MAX_SCORE, type SessionBoardResponse } from '@bluffle/shared-schema';
import { ApiError } from '../../api/api-error';
import type { BoardRead, SessionBoardApi } from '../../api/session-board-api';
import { BOARD_POLL_MS, startBoardPoll, type SessionBoardState } from './board-poll';

const boardOf = (names: string[]): SessionBoardResponse => ({
  maxScore: MAX_SCORE,
  total: names.length,
  limit: 20,
  offset: 0,
  yourRank: null,
  entries: names.map((playerName, index) => ({
    rank: index + 1,
    playerName,
    score: 10 - index,
    totalTimeMs: 9000,
    isRelaxed: false,
    completedAt: '2026-12-06T09:00:00.000Z',
    isYours: false,
  })),
});

/** A server whose board changes when the test says; it answers 304 (null) to the ETag it last gave. */
function fakeServer() {
  let names = ['Nina'];
  let version = 1;
  let failure: Error | null = null;
  const asked: Array<string | null> = [];
  const api: SessionBoardApi = {
    readBoard: async (_code, _page, reader): Promise<BoardRead> => {
      asked.push(reader.etag);
      if (failure) throw failure;
      const etag = `"v${version}"`;
      return { board: reader.etag === etag ? null : boardOf(names), etag };
    },
  };
  return {
    api,
    asked,
    play: (name: string) => {
      names = [...names, name];
      version += 1;
    },
    fail: (error: Error | null) => {
      failure = error;
    },
  };
}

function poll(server: ReturnType<typeof fakeServer>) {
  const states: SessionBoardState[] = [];
  const stop = startBoardPoll({
    api: server.api,
    sessionCode: 'NINA2345',
    page: { limit: 20, offset: 0 },
    playerToken: undefined,
    onState: (state) => states.push(state),
  });
  const namesShown = () => {
    const last = states.at(-1);
    return last?.status === 'ready' ? last.board.entries.map((entry) => entry.playerName) : last?.status;
  };
  return { states, stop, namesShown };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('a board on screen', () => {
  it('shows a friend who played meanwhile without a reload, asking with the ETag it holds', async () => {
    const server = fakeServer();
    const { states, stop, namesShown } = poll(server);
    await jest.advanceTimersByTimeAsync(0);
    expect(namesShown()).toEqual(['Nina']);

    await jest.advanceTimersByTimeAsync(BOARD_POLL_MS * 3);
    // Unchanged: three 304s, nothing new on screen.
    expect(states).toHaveLength(1);
    expect(server.asked).toEqual([null, '"v1"', '"v1"', '"v1"']);

    server.play('Omar');
    await jest.advanceTimersByTimeAsync(BOARD_POLL_MS);
    expect(namesShown()).toEqual(['Nina', 'Omar']);
    stop();
    await jest.advanceTimersByTimeAsync(BOARD_POLL_MS * 3);
    expect(server.asked).toHaveLength(5);
  });

  it('keeps the board shown through a failed read and catches up at the next beat', async () => {
    const server = fakeServer();
    const { stop, namesShown } = poll(server);
    await jest.advanceTimersByTimeAsync(0);
    server.fail(new ApiError('Cannot reach the server.', 0));
    server.play('Ana');
    await jest.advanceTimersByTimeAsync(BOARD_POLL_MS);
    expect(namesShown()).toEqual(['Nina']);
    server.fail(null);
    await jest.advanceTimersByTimeAsync(BOARD_POLL_MS);
    expect(namesShown()).toEqual(['Nina', 'Ana']);
    stop();
  });

  it('stops at a locked board', async () => {
    const server = fakeServer();
    server.fail(new ApiError('Locked', 403, ERROR_CODES.boardLocked));
    const { states, stop } = poll(server);
    await jest.advanceTimersByTimeAsync(BOARD_POLL_MS * 3);
    expect(states).toEqual([{ status: 'locked' }]);
    expect(server.asked).toHaveLength(1);
    stop();
  });
});
