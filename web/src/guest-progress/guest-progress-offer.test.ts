import { emptyPlayerStats, type ClaimGuestGamesResponse } from '@bluffle/shared-schema';
import { ApiError } from '../api/api-error';
import { CATALOGUES } from '../i18n/messages';
import { memoryStorage } from '../storage/key-value-storage';
import { createGuestProgressOffer, createGuestProgressStore } from './guest-progress-offer';

function setUp(options: { guestId?: string | null; games?: number; practice?: number } = {}) {
  const store = createGuestProgressStore();
  const storage = memoryStorage();
  const notes: Array<[string, string | undefined]> = [];
  const added: string[] = [];
  const claims: string[] = [];
  let signedIn: string | null = 'ada';
  let claimFails = false;
  let language: 'english' | 'filipino' = 'english';
  const claimAnswer: ClaimGuestGamesResponse = {
    added: options.games ?? 2,
    practice: options.practice ?? 0,
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
    messages: () => CATALOGUES[language].guestProgress,
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
    speak: (spoken: 'english' | 'filipino') => (language = spoken),
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
    const { added } = CATALOGUES.english.guestProgress;
    expect(added({ added: 1, practice: 0 })).toBe('Added 1 game to your account.');
    expect(added({ added: 2, practice: 1 })).toBe(
      'Added 2 games to your account. 1 game of words you had already played stays practice and counts nowhere.',
    );
    expect(added({ added: 0, practice: 2 })).toBe(
      'No new games to add. 2 games of words you had already played stay practice and count nowhere.',
    );
  });

  it('says what was added in the interface language of the moment', async () => {
    const world = setUp({ practice: 1 });
    await world.offer.check('ada');
    world.speak('filipino');
    await world.offer.accept();
    expect(world.notes).toEqual([
      [CATALOGUES.filipino.guestProgress.added({ added: 2, practice: 1 }), undefined],
    ]);
    expect(world.notes[0]?.[0]).toMatch(/^Naidagdag ang 2 laro sa account mo\. /);
  });
});
