// Functions passed to page.evaluate/waitForFunction run in the page, so they are typed against the DOM.
/// <reference lib="dom" />
import type { Page } from 'playwright-core';
import { byTestId, textOf, useWebAppInBrowser } from '../support/browser';

// docs/product.md §2 Routes and Main menu: the subscription page as a guest sees it, a failed shared-session load, back
// and forward, the footer, and starting a game from the name field. /admin, /wordsmith and the plans have
// their own tests (admin-panel.test.ts, wordsmith.test.ts, payments.test.ts).

jest.setTimeout(60_000);

const web = useWebAppInBrowser();

async function withPage(run: (page: Page) => Promise<void>) {
  const { context, page } = await web.newPage();
  try {
    await run(page);
  } finally {
    await context.close();
  }
}

test('/subscription asks a guest to sign in, and shows the footer', () =>
  withPage(async (page) => {
    await page.goto('/subscription');
    await byTestId(page, 'subscription-sign-in').waitFor();
    expect(await textOf(page.locator('#subscription-refusal-title'))).toBe('Please Sign In');
    expect(await byTestId(page, 'start-game').count()).toBe(0);
    expect(await textOf(byTestId(page, 'footer'))).toContain(String(new Date().getFullYear()));
  }));

test('a shared session that cannot be loaded removes the query and leaves the menu', () =>
  withPage(async (page) => {
    const duplicate = page.waitForResponse((response) => response.url().includes('/BADCODE1/duplicate'));
    await page.goto('/?session=BADCODE1');
    expect((await duplicate).status()).toBe(404);
    await byTestId(page, 'start-game').waitFor();
    await page.waitForFunction(() => window.location.search === '');
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await byTestId(page, 'game-screen').count()).toBe(0);
  }));

test('back and forward re-evaluate the route without reloading', () =>
  withPage(async (page) => {
    await page.goto('/subscription');
    await byTestId(page, 'subscription-sign-in').waitFor();
    // A marker on window proves the history moves below are in-page, not reloads.
    await page.evaluate(() => Object.assign(window, { routeMarker: 'kept' }));

    await byTestId(page, 'go-home').click();
    await byTestId(page, 'start-game').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');

    await page.goBack();
    await byTestId(page, 'subscription-sign-in').waitFor();
    expect(new URL(page.url()).pathname).toBe('/subscription');

    await page.goForward();
    await byTestId(page, 'start-game').waitFor();
    expect(await byTestId(page, 'subscription-sign-in').count()).toBe(0);
    expect(await page.evaluate(() => (window as { routeMarker?: string }).routeMarker)).toBe('kept');
  }));

test('Start is disabled for a blank name and Enter in the name field starts a game', () =>
  withPage(async (page) => {
    await page.goto('/');
    const nameInput = byTestId(page, 'name-input');
    const start = byTestId(page, 'start-game');
    await byTestId(page, 'footer').waitFor();

    await nameInput.fill('');
    expect(await start.isDisabled()).toBe(true);
    await nameInput.fill('    ');
    expect(await start.isDisabled()).toBe(true);
    // Enter on a blank name starts nothing.
    await nameInput.press('Enter');
    expect(await byTestId(page, 'game-screen').count()).toBe(0);

    await nameInput.fill('Enter Ernie');
    expect(await start.isEnabled()).toBe(true);
    await nameInput.press('Enter');
    await byTestId(page, 'game-screen').waitFor();
    await byTestId(page, 'word-text').waitFor();
    expect(await textOf(byTestId(page, 'round-label'))).toBe('Round 1/5');
  }));

test('sign-in has its own address: Back leaves it, and signing in returns to the page that asked', () =>
  withPage(async (page) => {
    await page.goto('/subscription');
    await byTestId(page, 'subscription-open-sign-in').click();
    await byTestId(page, 'sign-in-screen').waitFor();
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/sign-in?return=%2Fsubscription');

    await page.goBack();
    await byTestId(page, 'subscription-sign-in').waitFor();
    expect(await byTestId(page, 'sign-in-screen').count()).toBe(0);

    // 'Back to Home' goes home, wherever sign-in was opened from.
    await byTestId(page, 'subscription-open-sign-in').click();
    await byTestId(page, 'back-to-home').click();
    await byTestId(page, 'start-game').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');

    await page.goto('/subscription');
    await byTestId(page, 'subscription-open-sign-in').click();
    await byTestId(page, 'local-name').fill('Returner');
    await byTestId(page, 'local-sign-in').click();
    await byTestId(page, 'plan-card-wordsmith').waitFor();
    expect(new URL(page.url()).pathname).toBe('/subscription');
    expect(await byTestId(page, 'sign-in-screen').count()).toBe(0);
  }));

test('an address outside the app is never a place sign-in returns to', () =>
  withPage(async (page) => {
    await page.goto('/sign-in?return=%2F%2Fevil.example');
    await byTestId(page, 'local-name').fill('Stayer');
    await byTestId(page, 'local-sign-in').click();
    await byTestId(page, 'signed-in-menu').waitFor();
    expect(new URL(page.url()).origin).toBe(web.baseUrl);
    expect(new URL(page.url()).pathname).toBe('/');
  }));
