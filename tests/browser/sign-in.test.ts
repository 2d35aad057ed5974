// Functions passed to page.evaluate run in the page, so they are typed against the DOM.
/// <reference lib="dom" />
import { AUTH_MESSAGES, ROUNDS_PER_GAME, type PlayerStats } from '@bluffle/shared-schema';
import type { BrowserContext, Page } from 'playwright-core';
import {
  startFakeOAuthProviders,
  type FakeIdentity,
  type FakeOAuthProviders,
  type FakeProviderName,
} from '../fakes/fake-oauth-provider';
import { byTestId, waitForText } from '../support/browser';
import { correctFollowupOf, truthOf } from '../support/fixture-words';
import { fakeProviderEnv } from '../support/oauth-env';
import { useOwnWebAppInBrowser } from '../support/own-web-app';
import type { UserRecord } from '../../game-server/src/domain/user';
import { playRoundInBrowser } from './play-rounds';
import {
  clickProvider,
  openSignInScreen,
  providerButtons,
  readSignedInMenu,
  searchOf,
  serveAvatars,
  tileValue,
  waitUntil,
  whoIsSignedIn,
  type MenuView,
} from './sign-in-steps';

// The browser tests for "Accounts, sign-in and roles": the popup sign-in for each provider against
// the local fake providers, the cancelled, denied and blocked popups, logout, the signed-in menu for each
// role, the local sign-in with a server-counted game, and the page-load query handling (docs/product.md §2, §4, §6, §8).

jest.setTimeout(90_000);

const AVATAR_ORIGIN = 'https://avatars.bluffle.test';

type SeededUser = Omit<UserRecord, 'createdAt' | 'updatedAt'>;

/** Accounts that already exist with a role; a Google sign-in with fake id `role-<plan>` reaches them. */
const ROLE_USERS: SeededUser[] = (
  [
    ['bluffling', []],
    ['lexivestor', ['lexivestor']],
    ['wordsmith', ['wordsmith']],
    ['admin', ['admin']],
  ] as const
).map(([plan, roles]) => ({
  id: `google:role-${plan}`,
  username: `${plan[0]!.toUpperCase()}${plan.slice(1)} Player`,
  email: `${plan}@bluffle.test`,
  provider: 'google',
  avatar: null,
  roles: [...roles],
}));

let fakes: FakeOAuthProviders;
const contexts: BrowserContext[] = [];

// Its own server: the identity providers (the fakes) are server configuration.
const web = useOwnWebAppInBrowser(async () => {
  fakes = await startFakeOAuthProviders();
  return {
    users: ROLE_USERS,
    // PUBLIC_URL stays unset: the public origin is then http://localhost:<port> (auth/public-origin.ts),
    // which is the test server's own address. The limit is raised: this file signs in often.
    env: { ...fakeProviderEnv(fakes), LOCAL_SIGN_IN: 'on', AUTH_RATE_LIMIT: '1000' },
  };
});

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

// Declared after the harness, so it runs after the server has closed.
afterAll(async () => {
  await fakes?.close();
});

/** A fresh browser (own cookies and storage) on `path` (the home page), provider pictures served locally. */
async function openHome(
  prepare?: (page: Page) => Promise<unknown>,
  path = '/',
): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await web.newPage();
  contexts.push(opened.context);
  await serveAvatars(opened.context, AVATAR_ORIGIN);
  await prepare?.(opened.page);
  await opened.page.goto(path);
  return opened;
}

/** Signs in through the popup and waits until the popup closed and the opener shows the signed-in menu. */
async function popupSignIn(page: Page, provider: FakeProviderName): Promise<void> {
  await openSignInScreen(page);
  const popup = await clickProvider(page, provider);
  await byTestId(page, 'signed-in-menu').waitFor();
  await waitUntil('the sign-in popup closed', () => popup.isClosed());
}

const BLUFFLING_MENU = {
  badge: 'Bluffling',
  buttons: { upgrade: true, wordsmith: false, admin: false, logout: true },
  hasAd: true,
};

describe.each([
  [
    'google',
    'Google',
    { id: 'g-100', name: 'Ada Lovelace', email: 'ada@bluffle.test', avatarUrl: `${AVATAR_ORIGIN}/ada.png` },
  ],
  [
    'facebook',
    'Facebook',
    {
      id: 'fb-200',
      name: 'Grace Hopper',
      email: 'grace@bluffle.test',
      avatarUrl: `${AVATAR_ORIGIN}/grace.png`,
    },
  ],
  [
    'github',
    'GitHub',
    {
      id: '300',
      name: 'Linus Torvalds',
      login: 'linus',
      email: 'linus@bluffle.test',
      avatarUrl: `${AVATAR_ORIGIN}/linus.png`,
    },
  ],
] as const)('popup sign-in with %s', (provider, label, identity: FakeIdentity) => {
  test('reaches the signed-in menu, survives a reload, and logout signs out for good', async () => {
    fakes.setNextIdentity(provider, identity);
    const { page } = await openHome();
    await byTestId(page, 'guest-menu').waitFor();
    await popupSignIn(page, provider);

    expect(await readSignedInMenu(page)).toEqual<MenuView>({
      username: identity.name,
      provider: `Connected via ${label}`,
      ...BLUFFLING_MENU,
    });
    // The provider's picture, loaded (not the initials shown when there is none).
    const avatar = byTestId(page, 'user-avatar');
    expect(await avatar.getAttribute('src')).toBe(identity.avatarUrl);
    await waitUntil('the avatar loaded', () =>
      avatar.evaluate(
        (image) => image instanceof HTMLImageElement && image.complete && image.naturalWidth === 1,
      ),
    );
    // The server's session names the provider's account (docs/design.md decision 5).
    expect(await whoIsSignedIn(page)).toMatchObject({ id: `${provider}:${identity.id}`, provider });

    // The session is a cookie: a reload keeps the user signed in.
    await page.reload();
    expect((await readSignedInMenu(page)).username).toBe(identity.name);

    await byTestId(page, 'logout').click();
    await byTestId(page, 'guest-menu').waitFor();
    expect(await whoIsSignedIn(page)).toBeNull();
    await page.reload();
    await byTestId(page, 'guest-menu').waitFor();
    expect(await byTestId(page, 'signed-in-menu').count()).toBe(0);
  });
});

describe('sign-in failures', () => {
  test('closing the popup before it finishes shows the cancelled message', async () => {
    const { context, page } = await openHome();
    // The popup stops on a page that waits for the player, as a provider's consent page does. (Playwright
    // routes only the first request of a redirect chain, so the fake provider's own page cannot be held.)
    await context.route(
      (url) => url.origin === web.baseUrl && url.pathname === '/auth/google',
      (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<p>Choose an account</p>' }),
    );
    await openSignInScreen(page);
    const popup = await clickProvider(page, 'google');
    await popup.waitForLoadState();
    // Still waiting for the popup: no message yet.
    expect(await byTestId(page, 'auth-error').count()).toBe(0);
    const closedAt = Date.now();
    await popup.close();

    await waitForText(page, 'auth-error', AUTH_MESSAGES.popupClosed);
    // A closed window fires no event: the page notices it by polling, within a few ticks.
    expect(Date.now() - closedAt).toBeLessThan(3_000);
    expect(await byTestId(page, 'sign-in-screen').count()).toBe(1);
    expect(await whoIsSignedIn(page)).toBeNull();
  });

  test("declining on the provider's consent page shows our message, never the provider's", async () => {
    const { page } = await openHome();
    fakes.denyNext('github');
    await openSignInScreen(page);
    const popup = await clickProvider(page, 'github');

    await waitForText(page, 'auth-error', AUTH_MESSAGES.authenticationFailed);
    expect(await byTestId(page, 'auth-error').textContent()).not.toContain('The user denied the request.');
    await waitUntil('the sign-in popup closed', () => popup.isClosed());
    expect(await whoIsSignedIn(page)).toBeNull();

    // The player can try again from the same screen, and the message goes away on success.
    fakes.setNextIdentity('github', { id: '301', name: 'Second Try', email: 'retry@bluffle.test' });
    const retry = await clickProvider(page, 'github');
    await byTestId(page, 'signed-in-menu').waitFor();
    await waitUntil('the second popup closed', () => retry.isClosed());
    expect((await readSignedInMenu(page)).username).toBe('Second Try');
  });

  test('a blocked popup asks to allow popups', async () => {
    const { context, page } = await openHome((target) =>
      target.addInitScript(() => {
        window.open = () => null;
      }),
    );
    await openSignInScreen(page);
    await byTestId(page, 'sign-in-google').click();

    await waitForText(page, 'auth-error', AUTH_MESSAGES.popupBlocked);
    expect(context.pages()).toHaveLength(1);
    expect(await whoIsSignedIn(page)).toBeNull();
  });
});

describe('sign-in options and page-load query', () => {
  test('the sign-in screen offers every configured provider and the local sign-in when it is on', async () => {
    const { page } = await openHome();
    await openSignInScreen(page);
    expect(await providerButtons(page)).toEqual(['sign-in-google', 'sign-in-facebook', 'sign-in-github']);
    expect(await byTestId(page, 'local-name').count()).toBe(1);

    await byTestId(page, 'back-to-home').click();
    await byTestId(page, 'guest-menu').waitFor();
  });

  test.each([
    ['/?error=configuration-not-found&provider=facebook', AUTH_MESSAGES.facebookNotConfigured, null, ''],
    ['/?error=configuration-not-found', AUTH_MESSAGES.notConfigured, null, ''],
    ['/?error=access-denied', AUTH_MESSAGES.authenticationFailed, null, ''],
    ['/?error=unauthorized-domain', AUTH_MESSAGES.unauthorizedDomain, 'Domain Issue', ''],
  ] as const)('%s shows its message and the query is cleaned', async (url, message, hint, remaining) => {
    // Straight to the address, as a provider's redirect lands there.
    const { page } = await openHome(undefined, url);
    await byTestId(page, 'sign-in-screen').waitFor();
    await waitForText(page, 'auth-error', message);
    if (hint === null) expect(await byTestId(page, 'auth-hint').count()).toBe(0);
    else await waitForText(page, 'auth-hint', hint);
    expect(searchOf(page)).toBe(remaining);
  });

  test('a ?user= parameter signs nobody in and is removed', async () => {
    const claimed = { id: 'google:role-admin', username: 'Admin Player', isAdmin: true, roles: ['admin'] };
    const { page } = await openHome(undefined, `/?user=${encodeURIComponent(JSON.stringify(claimed))}`);
    await byTestId(page, 'guest-menu').waitFor();
    expect(searchOf(page)).toBe('');
    expect(await byTestId(page, 'signed-in-menu').count()).toBe(0);
    expect(await whoIsSignedIn(page)).toBeNull();
  });
});

describe.each([
  ['bluffling', { badge: 'Bluffling', upgrade: true, wordsmith: false, admin: false, hasAd: true }],
  ['lexivestor', { badge: 'Lexivestor', upgrade: false, wordsmith: false, admin: false, hasAd: false }],
  ['wordsmith', { badge: 'Wordsmith', upgrade: false, wordsmith: true, admin: false, hasAd: false }],
  ['admin', { badge: 'Admin', upgrade: false, wordsmith: true, admin: true, hasAd: false }],
] as const)('the signed-in menu on the %s plan', (plan, expected) => {
  test('shows the plan badge, the buttons and the ad its role allows (docs/product.md §2, §6)', async () => {
    const seeded = ROLE_USERS.find((user) => user.id === `google:role-${plan}`)!;
    // A different name at the provider: the stored username and roles win (docs/design.md decision 5).
    fakes.setNextIdentity('google', { id: `role-${plan}`, name: 'Provider Name', email: seeded.email! });
    const { page } = await openHome();
    await popupSignIn(page, 'google');

    expect(await readSignedInMenu(page)).toEqual<MenuView>({
      username: seeded.username,
      provider: 'Connected via Google',
      badge: expected.badge,
      buttons: {
        upgrade: expected.upgrade,
        wordsmith: expected.wordsmith,
        admin: expected.admin,
        logout: true,
      },
      hasAd: expected.hasAd,
    });
    expect(await whoIsSignedIn(page)).toMatchObject({ id: seeded.id, roles: seeded.roles });
  });
});

describe('local sign-in', () => {
  test('signs in with a name; a finished game is counted by the server', async () => {
    const first = await openHome();
    const page = first.page;
    await openSignInScreen(page);
    await byTestId(page, 'local-name').fill('Hedy Lamarr');
    await byTestId(page, 'local-sign-in').click();

    expect(await readSignedInMenu(page)).toEqual<MenuView>({
      username: 'Hedy Lamarr',
      provider: 'Connected via local sign-in',
      ...BLUFFLING_MENU,
    });
    expect(await tileValue(page, 'tile-games')).toBe('0');

    await byTestId(page, 'start-game').click();
    await byTestId(page, 'game-screen').waitFor();
    for (let round = 1; round <= ROUNDS_PER_GAME; round += 1) {
      await playRoundInBrowser(page, round, 'right', (word) => {
        const truth = truthOf({ word, language: 'english' });
        return { isReal: truth.isReal, correctFollowup: correctFollowupOf(truth) };
      });
    }
    await byTestId(page, 'results-screen').waitFor();
    await byTestId(page, 'home-button').click();
    await byTestId(page, 'signed-in-menu').waitFor();
    await waitUntil('the Games tile shows 1', async () => (await tileValue(page, 'tile-games')) === '1');

    const me = await whoIsSignedIn(page);
    expect(me?.id).toBe('local:hedy-lamarr');
    const stats = await page.evaluate(async (userId) => {
      const response = await fetch(`/api/users/${encodeURIComponent(userId)}/stats`);
      return (await response.json()) as PlayerStats;
    }, me!.id);
    expect(stats).toMatchObject({ totalGamesPlayed: 1, totalCorrectAnswers: ROUNDS_PER_GAME });

    // Another browser with no local stats: the menu's numbers can only come from the server.
    const second = await openHome();
    await openSignInScreen(second.page);
    await byTestId(second.page, 'local-name').fill('Hedy Lamarr');
    await byTestId(second.page, 'local-sign-in').click();
    await byTestId(second.page, 'signed-in-menu').waitFor();
    await waitUntil(
      'the second browser shows the server-counted game',
      async () => (await tileValue(second.page, 'tile-games')) === '1',
    );
    expect(await tileValue(second.page, 'tile-score')).toBe(String(ROUNDS_PER_GAME));
  });
});
