// Functions passed to page.evaluate run in the page, so they are typed against the DOM.
/// <reference lib="dom" />
import { ADSENSE_SCRIPT_ORIGIN, PAYMENT_MESSAGES } from '@bluffle/shared-schema';
import type { Page } from 'playwright-core';
import { FAKE_STRIPE_TEST_IDS, startFakeStripe, type FakeStripe } from '../fakes/fake-stripe';
import { localUser, signedInAgent } from '../support/admin-words';
import { byTestId, openSignedInAs, textOf, waitForText } from '../support/browser';
import { useOwnWebAppInBrowser } from '../support/own-web-app';

// The browser journey: a bluffling sees ads and the games left today, upgrades to
// Wordsmith through the fake Stripe's Checkout page, comes back to 'Confirming…', and once the webhook has
// landed sees the Wordsmith badge, no ads and the Wordsmith page; then manages billing and cancels at the
// period's end. A second player uses up the day's free games and is told why and how to get more.

jest.setTimeout(180_000);

/** Stripe's webhook arrives this long after the buyer is sent back, so the page is seen confirming. */
const WEBHOOK_DELAY_MS = 2_500;
/** The confirmation polls about once a second; the webhook's delay plus a loaded machine's slack. */
const CONFIRM_TIMEOUT_MS = 30_000;
const FREE_GAMES = 2;

const buyer = localUser('buyer', []);
const capped = localUser('capped', []);

let fake: FakeStripe;

// after* hooks run in the order they are declared: the fake's webhooks still on their way land before the
// server closes (the harness's afterAll), and the fake closes last.
afterAll(async () => {
  await fake?.idle();
});
// Its own server: payments and the daily limit are server configuration.
const web = useOwnWebAppInBrowser(async () => {
  fake = await startFakeStripe();
  return { users: [buyer, capped], env: { ...fake.env(), DAILY_FREE_GAMES: String(FREE_GAMES) } };
});
beforeAll(() => {
  fake.setWebhookUrl(`${web.baseUrl}/api/payments/webhook`);
  fake.setDeliveryDelay(WEBHOOK_DELAY_MS);
});
afterAll(async () => {
  await fake?.close();
});

async function withPage<T>(run: (page: Page) => Promise<T>): Promise<T> {
  const { context, page } = await web.newPage();
  try {
    return await run(page);
  } finally {
    await context.close();
  }
}

/** Scripts the page loaded from anywhere but our own origin (the fake Stripe's pages excepted). */
async function thirdPartyScripts(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('script[src]'))
      .map((script) => (script as HTMLScriptElement).src)
      .filter((src) => new URL(src).origin !== window.location.origin),
  );
}

it('a bluffling upgrades to Wordsmith through Checkout, is confirmed by the webhook, then cancels at period end', async () => {
  await withPage(async (page) => {
    await openSignedInAs(page, buyer.username, '/');

    // A bluffling: the plan badge, a house ad (no ad network configured: no third-party script) and the
    // games left today.
    await waitForText(page, 'plan-badge', 'Bluffling');
    await byTestId(page, 'ad-slot-home').locator('[data-testid="house-ad"]').waitFor();
    expect(await thirdPartyScripts(page)).toEqual([]);
    await waitForText(page, 'daily-games-left', `${FREE_GAMES} of ${FREE_GAMES} solo games left today`);
    expect(await byTestId(page, 'wordsmith-button').count()).toBe(0);

    // The plans: every plan but admin, the current one marked; lexivestor promises no trial.
    await byTestId(page, 'upgrade-button').click();
    await page.waitForURL('**/subscription');
    for (const plan of ['bluffling', 'lexivestor', 'wordsmith']) {
      await byTestId(page, `plan-card-${plan}`).waitFor();
    }
    expect(await byTestId(page, 'plan-card-admin').count()).toBe(0);
    expect(
      await byTestId(page, 'plan-card-bluffling').locator('[data-testid="current-plan-badge"]').count(),
    ).toBe(1);
    // A one-time purchase has no trial: its card may say so, but never offers one.
    expect(await textOf(byTestId(page, 'plan-card-lexivestor'))).not.toMatch(/free trial|days? free/i);
    expect(await textOf(byTestId(page, 'plan-card-wordsmith'))).toMatch(/7-day free trial/);

    // Checkout on Stripe's page: the monthly price with the 7-day trial.
    await byTestId(page, 'choose-plan-wordsmith').click();
    await page.waitForURL(`${fake.url}/checkout/**`);
    expect(await textOf(page.locator(`[data-testid="fake-stripe-amount"]`))).toBe('$3.99 / month');
    expect(await textOf(page.locator(`[data-testid="fake-stripe-trial"]`))).toBe('7 days free');
    await page.locator(`[data-testid="${FAKE_STRIPE_TEST_IDS.pay}"]`).click();

    // Back on the subscription page: the redirect grants nothing, so it waits for Stripe's webhook.
    await page.waitForURL('**/subscription?payment=success**');
    await waitForText(page, 'payment-confirming', PAYMENT_MESSAGES.confirming);
    expect(await textOf(byTestId(page, 'plan-card-bluffling'))).toMatch(/Current plan/);
    await waitForText(page, 'payment-confirmed', PAYMENT_MESSAGES.confirmed, CONFIRM_TIMEOUT_MS);
    expect(new URL(page.url()).search).toBe('');
    await byTestId(page, 'plan-card-wordsmith').locator('[data-testid="current-plan-badge"]').waitFor();
    await waitForText(page, 'subscription-state', /trial/i);

    // Charged once: one Checkout session, one subscription for the customer.
    const sessions = fake.checkoutSessions();
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).toMatchObject({ status: 'complete', client_reference_id: buyer.id });
    const customerId = String(sessions[0]!.customer);
    expect(fake.subscriptionsOf(customerId).map((subscription) => subscription.status)).toEqual(['trialing']);

    // The menu: the Wordsmith badge, no ads, unlimited games, and the Wordsmith page opens.
    await byTestId(page, 'subscription-back').click();
    await waitForText(page, 'plan-badge', 'Wordsmith');
    expect(await byTestId(page, 'ad-slot-home').count()).toBe(0);
    expect(await byTestId(page, 'house-ad').count()).toBe(0);
    await waitForText(page, 'daily-games-left', 'Unlimited solo games with your plan');
    expect(await byTestId(page, 'upgrade-button').count()).toBe(0);
    await byTestId(page, 'wordsmith-button').click();
    await page.waitForURL('**/wordsmith');
    await byTestId(page, 'wordsmith-page').waitFor();

    // Manage billing: Stripe's customer portal, and back.
    await page.goto('/subscription');
    await byTestId(page, 'manage-billing').click();
    await page.waitForURL(`${fake.url}/billing/**`);
    await page.locator(`[data-testid="${FAKE_STRIPE_TEST_IDS.portalReturn}"]`).click();
    await page.waitForURL('**/subscription');

    // Choosing the free plan asks first; a no changes nothing.
    await byTestId(page, 'choose-plan-bluffling').click();
    await waitForText(page, 'cancel-confirm', (text) => text.includes(PAYMENT_MESSAGES.cancelConfirm));
    await byTestId(page, 'cancel-confirm-no').click();
    expect(await byTestId(page, 'cancel-confirm').count()).toBe(0);
    expect(fake.subscriptionsOf(customerId)[0]!.cancel_at_period_end).toBe(false);

    // A yes cancels at the period's end: the plan stays until then, and the page says when it ends.
    await byTestId(page, 'choose-plan-bluffling').click();
    await byTestId(page, 'cancel-confirm-yes').click();
    await waitForText(page, 'subscription-state', /ends/i);
    expect(fake.subscriptionsOf(customerId)[0]).toMatchObject({
      status: 'trialing',
      cancel_at_period_end: true,
    });
    await byTestId(page, 'plan-card-wordsmith').locator('[data-testid="current-plan-badge"]').waitFor();
    await byTestId(page, 'resume-subscription').waitFor();
  });
});

it('a cancelled checkout charges nothing and says so', async () => {
  await withPage(async (page) => {
    await openSignedInAs(page, capped.username, '/subscription');
    await byTestId(page, 'choose-plan-lexivestor').click();
    await page.waitForURL(`${fake.url}/checkout/**`);
    expect(await textOf(page.locator(`[data-testid="fake-stripe-amount"]`))).toBe('$4.99');
    expect(await page.locator('[data-testid="fake-stripe-trial"]').count()).toBe(0);
    await page.locator(`[data-testid="${FAKE_STRIPE_TEST_IDS.cancel}"]`).click();
    await page.waitForURL('**/subscription**');
    await waitForText(page, 'payment-cancelled', PAYMENT_MESSAGES.cancelled);
    expect(new URL(page.url()).search).toBe('');
    await byTestId(page, 'plan-card-bluffling').locator('[data-testid="current-plan-badge"]').waitFor();
  });
});

it("a bluffling who used the day's free games is told why and how to get more, and cannot start another", async () => {
  // The day's games, started over the API as another tab would.
  const agent = await signedInAgent(web.baseUrl, capped);
  for (let game = 0; game < FREE_GAMES; game += 1) {
    const created = await agent.json(`${web.baseUrl}/api/sessions/create`, {
      body: { playerName: 'Capped' },
    });
    expect(created.status).toBe(201);
  }

  await withPage(async (page) => {
    await openSignedInAs(page, capped.username, '/');
    await waitForText(page, 'daily-games-left', `You have played your ${FREE_GAMES} solo games for today`);
    const detail = await waitForText(page, 'daily-games-detail', /New games in .* \(at 00:00 UTC\)/);
    expect(detail).toMatch(/Multiplayer lobbies do not count/);
    expect(await byTestId(page, 'start-game').isDisabled()).toBe(true);
    // Ads still show: the limit changes nothing about the plan.
    await byTestId(page, 'ad-slot-home').waitFor();
    await byTestId(page, 'daily-games-upgrade').click();
    await page.waitForURL('**/subscription');
    await byTestId(page, 'plan-card-wordsmith').waitFor();
  });
});

it('the AdSense loader is never requested when no ad network is configured', async () => {
  await withPage(async (page) => {
    const adRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(ADSENSE_SCRIPT_ORIGIN)) adRequests.push(request.url());
    });
    await openSignedInAs(page, null, '/');
    await byTestId(page, 'house-ad').waitFor();
    expect(adRequests).toEqual([]);
  });
});
