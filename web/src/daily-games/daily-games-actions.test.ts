import { dailyGamesView, type DailyGamesView } from '@bluffle/shared-schema';
import { createDailyGamesActions } from './daily-games-actions';
import { createDailyGamesStore } from './daily-games-store';

const NOON = Date.parse('2026-11-25T12:00:00.000Z');

function setUp() {
  const store = createDailyGamesStore();
  const answers = new Map<string, DailyGamesView>();
  const pending: Array<() => void> = [];
  let isHolding = false;
  let fails = false;
  let signedIn: string | null = 'ada';
  const actions = createDailyGamesActions({
    api: {
      async dailyGames(userId) {
        if (isHolding) await new Promise<void>((release) => pending.push(release));
        if (fails) throw new Error('offline');
        return answers.get(userId) ?? dailyGamesView(5, 0, NOON);
      },
    },
    store,
    currentUserId: () => signedIn,
    log: () => undefined,
  });
  return {
    store,
    answers,
    actions,
    hold: () => (isHolding = true),
    release: () => {
      isHolding = false;
      pending.splice(0).forEach((release) => release());
    },
    fail: (value: boolean) => (fails = value),
    signInAs: (userId: string | null) => (signedIn = userId),
  };
}

describe('daily games actions', () => {
  it("mirrors the server's count for the signed-in player", async () => {
    const world = setUp();
    world.answers.set('ada', dailyGamesView(5, 2, NOON));
    await world.actions.load('ada');
    expect(world.store.getState()).toEqual({
      userId: 'ada',
      view: dailyGamesView(5, 2, NOON),
      refusal: null,
    });
  });

  it("keeps the server's refusal while no games are left, and drops it once there are", async () => {
    const world = setUp();
    world.answers.set('ada', dailyGamesView(5, 5, NOON));
    await world.actions.limitReached('No more games today');
    expect(world.store.getState()).toMatchObject({ refusal: 'No more games today', view: { remaining: 0 } });
    // The next day (or a new plan): games again, and the refusal goes.
    world.answers.set('ada', dailyGamesView(null, 5, NOON));
    await world.actions.load('ada');
    expect(world.store.getState()).toMatchObject({ refusal: null, view: { limit: null } });
  });

  it("never shows one player's count on another's menu", async () => {
    const world = setUp();
    world.hold();
    const slow = world.actions.load('ada');
    world.signInAs('bob');
    world.answers.set('bob', dailyGamesView(5, 1, NOON));
    world.release();
    await slow;
    expect(world.store.getState().view).toBeNull();
    await world.actions.load('bob');
    expect(world.store.getState()).toMatchObject({ userId: 'bob', view: { played: 1 } });
  });

  it('a later answer wins over an earlier one that arrives after it', async () => {
    const world = setUp();
    world.hold();
    world.answers.set('ada', dailyGamesView(5, 1, NOON));
    const first = world.actions.load('ada');
    world.release();
    world.answers.set('ada', dailyGamesView(5, 3, NOON));
    await world.actions.load('ada');
    await first;
    expect(world.store.getState().view?.played).toBe(3);
  });

  it('shows no count when the server cannot say, and clears on sign-out', async () => {
    const world = setUp();
    world.fail(true);
    await world.actions.load('ada');
    expect(world.store.getState()).toEqual({ userId: 'ada', view: null, refusal: null });
    world.fail(false);
    await world.actions.load('ada');
    world.actions.clear();
    expect(world.store.getState()).toEqual({ userId: null, view: null, refusal: null });
  });
});
