// Functions passed to page.evaluate run in the page, so they are typed against the DOM.
/// <reference lib="dom" />
import type { MeResponse, UserView } from '@bluffle/shared-schema';
import type { BrowserContext, Page } from 'playwright-core';
import { byTestId, STEP_TIMEOUT_MS, textOf } from '../support/browser';

// Steps of the sign-in journeys (docs/product.md §2 Sign-in screen and Main menu, signed in; §4 Authentication).

/** A 1x1 PNG: the provider pictures the fakes name are served from here (there is no internet). */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** Answers every request to `origin` (a made-up picture host) with a tiny PNG. */
export async function serveAvatars(context: BrowserContext, origin: string): Promise<void> {
  await context.route(`${origin}/**`, (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: TINY_PNG }),
  );
}

/** Polls `check` until it is true; fails with `what` after the timeout (a closed popup fires no event we can catch late). */
export async function waitUntil(
  what: string,
  check: () => boolean | Promise<boolean>,
  timeoutMs: number = STEP_TIMEOUT_MS,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Guest menu -> 'Sign In to save progress' -> the sign-in screen with its options loaded. */
export async function openSignInScreen(page: Page): Promise<void> {
  await byTestId(page, 'sign-in-link').click();
  await byTestId(page, 'sign-in-screen').waitFor();
  await byTestId(page, 'providers-loading').waitFor({ state: 'detached' });
}

/** The provider buttons the sign-in screen shows, by test id, in order. */
export async function providerButtons(page: Page): Promise<string[]> {
  return page
    .locator('.provider-button')
    .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('data-testid') ?? ''));
}

/**
 * Clicks a provider's button and returns the popup it opened. The popup is awaited from before the click:
 * it may close again almost at once.
 */
export async function clickProvider(page: Page, provider: string): Promise<Page> {
  const popupOpened = page.waitForEvent('popup');
  await byTestId(page, `sign-in-${provider}`).click();
  return popupOpened;
}

/** Who the server says is signed in with this page's cookie (GET /api/users/me). */
export async function whoIsSignedIn(page: Page): Promise<UserView | null> {
  return page.evaluate(async () => {
    const response = await fetch('/api/users/me', { headers: { Accept: 'application/json' } });
    const body = (await response.json()) as MeResponse;
    return body.user;
  });
}

/** What the signed-in menu shows about the user and which role-dependent parts it has. */
export interface MenuView {
  username: string;
  provider: string;
  badge: string;
  buttons: { upgrade: boolean; wordsmith: boolean; admin: boolean; logout: boolean };
  hasAd: boolean;
}

export async function readSignedInMenu(page: Page): Promise<MenuView> {
  const menu = byTestId(page, 'signed-in-menu');
  await menu.waitFor();
  const has = async (testId: string) => (await menu.locator(`[data-testid="${testId}"]`).count()) > 0;
  return {
    username: await textOf(byTestId(page, 'user-name')),
    provider: await textOf(byTestId(page, 'user-provider')),
    badge: await textOf(byTestId(page, 'plan-badge')),
    buttons: {
      upgrade: await has('upgrade-button'),
      wordsmith: await has('wordsmith-button'),
      admin: await has('admin-button'),
      logout: await has('logout'),
    },
    hasAd: await has('house-ad'),
  };
}

/** The value of one of the menu's stat tiles (Score, Games, Streak). */
export async function tileValue(page: Page, testId: string): Promise<string> {
  return textOf(byTestId(page, testId).locator('.stat-value'));
}

/** The query string the page shows now ('' when none). */
export function searchOf(page: Page): string {
  return new URL(page.url()).search;
}
