import { emptyPlayerStats, type ClaimGuestGamesResponse } from '@bluffle/shared-schema';
import { ApiError } from '../api/api-error';
import { memoryStorage } from '../storage/key-value-storage';
import { addedMessage, createGuestProgressOffer, createGuestProgressStore } from './guest-progress-offer';

function setUp(options: { guestId?: string | null; games?: number } = {}) {
  const store = createGuestProgressStore();
  const storage = memoryStorage();
  const notes: Array<[string, string | undefined]> = [];
  const added: string[] = [];
  const claims: string[] = [];
  let signedIn: string | null = 'ada';
  let claimFails = false;
  const claimAnswer: ClaimGuestGamesResponse = {
    added: options.games ?? 2,
    practice: 0,
    stats: { ...emptyPlayerStats(), totalGamesPlayed: 2 },
  };
  const offer = createGuestProgressOffer({
    api: {
      countGuestGames: async () => ({ games: options.games ?? 2 }),
      claimGuestGames: async (guestId) => {
        claims.push(guestId);
        if (claimFails) throw new ApiError('Cannot reach the server.', 0);
        return claimAnswer;
      },
    },
    store,
    storage,
    guestId: () => (options.guestId === undefined ? 'browser-guest-id-0001' : options.guestId),
    currentUserId: () => signedIn,
    onAdded: (userId, stats) => added.push(`${userId}:${stats.totalGamesPlayed}`),
    notify: (message, kind) => notes.push([message, kind]),
    log: () => undefined,
  });
  return {
    store,
    offer,
    notes,
    added,
    claims,
    signOut: () => (signedIn = null),
    signInAs: (userId: string) => (signedIn = userId),
    failClaims: () => (claimFails = true),
  };
}

describe('guest progress offer', () => {
  it("offers this browser's guest games after a sign-in, and adds them only on a yes", async () => {
    const world = setUp();
    await world.offer.check('ada');
    expect(world.store.getState().offer).toEqual({ userId: 'ada', games: 2 });
    expect(world.claims).toEqual([]);
    await world.offer.accept();
    expect(world.claims).toEqual(['browser-guest-id-0001']);
    expect(world.store.getState()).toEqual({ offer: null, isClaiming: false });
    expect(world.added).toEqual(['ada:2']);
    expect(world.notes).toEqual([['Added 2 games to your account.', undefined]]);
  });

  it('offers nothing to a browser that never played as a guest, or had no finished game', async () => {
    const never = setUp({ guestId: null });
    await never.offer.check('ada');
    expect(never.store.getState().offer).toBeNull();
    const none = setUp({ games: 0 });
    await none.offer.check('ada');
    expect(none.store.getState().offer).toBeNull();
  });

  it("remembers 'not now' for this account on this browser", async () => {
    const world = setUp();
    await world.offer.check('ada');
    world.offer.decline();
    expect(world.store.getState().offer).toBeNull();
    await world.offer.check('ada');
    expect(world.store.getState().offer).toBeNull();
    // Another account signing in on the browser is still asked.
    world.signInAs('bob');
    await world.offer.check('bob');
    expect(world.store.getState().offer).toEqual({ userId: 'bob', games: 2 });
  });

  it('keeps the offer when adding fails, and says so', async () => {
    const world = setUp();
    await world.offer.check('ada');
    world.failClaims();
    await world.offer.accept();
    expect(world.store.getState()).toEqual({ offer: { userId: 'ada', games: 2 }, isClaiming: false });
    expect(world.notes).toEqual([['Your guest games could not be added. Please try again.', 'error']]);
    expect(world.added).toEqual([]);
  });

  it('drops an offer for someone who signed out before the answer came', async () => {
    const world = setUp();
    world.signOut();
    await world.offer.check('ada');
    expect(world.store.getState().offer).toBeNull();
  });

  it('names practice replays honestly', () => {
    expect(addedMessage(1, 0)).toBe('Added 1 game to your account.');
    expect(addedMessage(2, 1)).toBe(
      'Added 2 games to your account. 1 game of words you had already played stays practice and counts nowhere.',
    );
    expect(addedMessage(0, 2)).toBe(
      'No new games to add. 2 games of words you had already played stay practice and count nowhere.',
    );
  });
});
