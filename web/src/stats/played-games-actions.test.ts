import type { PlayedGamesResponse, PlayedGameView } from '@bluffle/shared-schema';
import type { PlayedGamesApi } from '../api/played-games-api';
import { createPlayedGamesActions, STATS_VIEW_GAMES } from './played-games-actions';
import { initialPlayedGamesState, type PlayedGamesState } from './played-games-store';
import { createStore } from 'zustand/vanilla';

const aGame = { sessionCode: 'ABCD2345' } as PlayedGameView;

/** An API whose answers the test gives, one call at a time. */
function pendingApi() {
  const calls: Array<{ limit: number; settle(answer: PlayedGamesResponse | Error): void }> = [];
  const api: PlayedGamesApi = {
    listPlayedGames: (limit) =>
      new Promise((resolve, reject) => {
        calls.push({
          limit,
          settle: (answer) => (answer instanceof Error ? reject(answer) : resolve(answer)),
        });
      }),
  };
  return { api, calls };
}

function setUp() {
  const { api, calls } = pendingApi();
  const store = createStore<PlayedGamesState>()(initialPlayedGamesState);
  const logged: string[] = [];
  const actions = createPlayedGamesActions({ api, store, log: (message) => logged.push(message) });
  return { actions, store, calls, logged };
}

describe('played games actions', () => {
  it("asks the server for the stats view's games and shows them", async () => {
    const { actions, store, calls } = setUp();
    const loading = actions.load('local:ada');
    expect(store.getState()).toMatchObject({ userId: 'local:ada', status: 'loading', games: [] });
    expect(calls[0]!.limit).toBe(STATS_VIEW_GAMES);
    calls[0]!.settle({ games: [aGame] });
    await loading;
    expect(store.getState()).toEqual({ userId: 'local:ada', status: 'ready', games: [aGame] });
  });

  it("never shows one user's games to the next, even while loading", async () => {
    const { actions, store, calls } = setUp();
    const first = actions.load('local:ada');
    calls[0]!.settle({ games: [aGame] });
    await first;
    void actions.load('local:bob');
    expect(store.getState()).toMatchObject({ userId: 'local:bob', status: 'loading', games: [] });
  });

  it('keeps only the latest answer when loads overlap', async () => {
    const { actions, store, calls } = setUp();
    const stale = actions.load('local:ada');
    const latest = actions.load('local:ada');
    calls[1]!.settle({ games: [] });
    calls[0]!.settle({ games: [aGame] });
    await Promise.all([stale, latest]);
    expect(store.getState()).toMatchObject({ status: 'ready', games: [] });
  });

  it('says the load failed, and logs why', async () => {
    const { actions, store, calls, logged } = setUp();
    const loading = actions.load('local:ada');
    calls[0]!.settle(new Error('Cannot reach the server.'));
    await loading;
    expect(store.getState().status).toBe('failed');
    expect(logged).toEqual(['Failed to load played games']);
  });
});
