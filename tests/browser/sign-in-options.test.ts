import { AUTH_MESSAGES } from '@bluffle/shared-schema';
import type { Browser } from 'playwright-core';
import { startFakeOAuthProviders, type FakeOAuthProviders } from '../fakes/fake-oauth-provider';
import { byTestId, connectWorkerBrowser, newPage, waitForText } from '../support/browser';
import { assertWebAppBuilt, BROWSER_WEB_DIST_DIR } from '../support/browser-launch';
import { fakeProviderEnv } from '../support/oauth-env';
import { localServerClock, type ServerClock } from '../support/page-clock';
import { SkippingClock } from '../support/skipping-clock';
import { startTestServer, type TestServer } from '../support/test-server';
import {
  clickProvider,
  openSignInScreen,
  providerButtons,
  readSignedInMenu,
  searchOf,
  waitUntil,
} from './sign-in-steps';

// The sign-in screen offers only what the server has configured (issue: sign-in screen; docs/product.md §8
// 'Configuration not found'). Each test boots its own server, one at a time: Colyseus keeps process-wide
// state, so two game servers alive in one process do not shut down cleanly.

jest.setTimeout(60_000);

let fakes: FakeOAuthProviders;
let browser: Browser;

beforeAll(async () => {
  assertWebAppBuilt();
  [fakes, browser] = await Promise.all([startFakeOAuthProviders(), connectWorkerBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await fakes?.close();
});

/** Runs `body` against a server started with `env`, then closes the browser context and the server. */
async function withServer(
  env: Record<string, string>,
  body: (server: TestServer, serverClock: ServerClock) => Promise<void>,
) {
  const clock = new SkippingClock();
  const server = await startTestServer({ webDistDir: BROWSER_WEB_DIST_DIR, env, clock });
  try {
    await body(server, localServerClock(clock));
  } finally {
    await server.close();
  }
}

test('a server with only Google configured shows only the Google button, and it works', async () => {
  await withServer(
    { ...fakeProviderEnv(fakes, ['google']), LOCAL_SIGN_IN: 'off' },
    async (server, serverClock) => {
      const { context, page } = await newPage(browser, { baseUrl: server.baseUrl, serverClock });
      try {
        await page.goto('/');
        await openSignInScreen(page);
        expect(await providerButtons(page)).toEqual(['sign-in-google']);
        expect(await byTestId(page, 'local-name').count()).toBe(0);

        // An unconfigured provider's sign-in page, opened on its own (no opener to post to), sends the
        // player to the app with the error code, which shows the message and leaves the URL clean.
        await page.goto('/auth/github');
        await byTestId(page, 'sign-in-screen').waitFor();
        await waitForText(page, 'auth-error', AUTH_MESSAGES.notConfigured);
        expect(searchOf(page)).toBe('');

        // The configured one works, from the same screen.
        fakes.setNextIdentity('google', { id: 'g-only', name: 'Only Google', email: 'only@bluffle.test' });
        const popup = await clickProvider(page, 'google');
        await byTestId(page, 'signed-in-menu').waitFor();
        await waitUntil('the sign-in popup closed', () => popup.isClosed());
        expect((await readSignedInMenu(page)).provider).toBe('Connected via Google');
      } finally {
        await context.close();
      }
    },
  );
});

test('a fresh server with no provider offers only the clearly labelled local sign-in', async () => {
  await withServer({}, async (server, serverClock) => {
    const { context, page } = await newPage(browser, { baseUrl: server.baseUrl, serverClock });
    try {
      await page.goto('/');
      await openSignInScreen(page);
      expect(await providerButtons(page)).toEqual([]);
      expect(await page.locator('#local-sign-in-title').textContent()).toMatch(/locally/i);
      await byTestId(page, 'local-name').fill('Newcomer');
      await byTestId(page, 'local-sign-in').click();
      expect(await readSignedInMenu(page)).toMatchObject({
        username: 'Newcomer',
        provider: 'Connected via local sign-in',
      });
    } finally {
      await context.close();
    }
  });
});
