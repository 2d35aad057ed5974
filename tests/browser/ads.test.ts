// Functions passed to page.evaluate run in the page, so they are typed against the DOM.
/// <reference lib="dom" />
import { ADSENSE_SCRIPT_ORIGIN } from '@bluffle/shared-schema';
import type { Page } from 'playwright-core';
import { localUser } from '../support/admin-words';
import { byTestId } from '../support/browser';
import { useOwnWebAppInBrowser } from '../support/own-web-app';

// Ads with an ad network configured (; docs/product.md §6, §9 Ads): players who see ads get an AdSense unit with
// the operator's client and slot, its loader allowed by the security policy; paying players load nothing.
// The network cannot be reached from here, so the unit stays empty: what is checked is what the page asks.

jest.setTimeout(120_000);

const ADSENSE_CLIENT = 'ca-pub-1234567890123456';
const ADSENSE_SLOT = '9876543210';
const lexivestor = localUser('patron', ['lexivestor']);

// Its own server: the ad network is server configuration.
const web = useOwnWebAppInBrowser({
  users: [lexivestor],
  env: { ADSENSE_CLIENT, ADSENSE_SLOT },
});

async function withPage<T>(run: (page: Page, adRequests: string[]) => Promise<T>): Promise<T> {
  const { context, page } = await web.newPage();
  const adRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(ADSENSE_SCRIPT_ORIGIN)) adRequests.push(request.url());
  });
  try {
    return await run(page, adRequests);
  } finally {
    await context.close();
  }
}

test("a guest gets the operator's AdSense unit on the menu and in a round, below the answer buttons", async () => {
  await withPage(async (page, adRequests) => {
    const response = await page.goto('/');
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(policy).toMatch(new RegExp(`script-src [^;]*${ADSENSE_SCRIPT_ORIGIN.replace(/\./g, '\\.')}`));

    const unit = byTestId(page, 'ad-slot-home').locator('ins.adsbygoogle');
    await unit.waitFor({ state: 'attached' });
    expect(await unit.getAttribute('data-ad-client')).toBe(ADSENSE_CLIENT);
    expect(await unit.getAttribute('data-ad-slot')).toBe(ADSENSE_SLOT);
    expect(await byTestId(page, 'house-ad').count()).toBe(0);
    // The loader is added once and asked for (the network itself is out of reach here).
    const loaders = await page.evaluate(() =>
      Array.from(document.querySelectorAll('script[data-bluffle-adsense]')).map(
        (script) => (script as HTMLScriptElement).src,
      ),
    );
    expect(loaders).toEqual([
      `${ADSENSE_SCRIPT_ORIGIN}/pagead/js/adsbygoogle.js?client=${encodeURIComponent(ADSENSE_CLIENT)}`,
    ]);
    expect(adRequests.length).toBeGreaterThan(0);

    // In a round the ad sits below the controls with a fixed height, so it can neither cover nor move them.
    await byTestId(page, 'name-input').fill('Ad Watcher');
    await byTestId(page, 'start-game').click();
    const realButton = byTestId(page, 'answer-real');
    await realButton.waitFor();
    const slot = byTestId(page, 'ad-slot-game');
    await slot.locator('ins.adsbygoogle').waitFor({ state: 'attached' });
    const [buttonBox, slotBox] = await Promise.all([realButton.boundingBox(), slot.boundingBox()]);
    expect(buttonBox).not.toBeNull();
    expect(slotBox).not.toBeNull();
    expect(slotBox!.y).toBeGreaterThanOrEqual(buttonBox!.y + buttonBox!.height);
    // An ad that renders taller later is clipped by the slot instead of pushing anything.
    await page.evaluate(() => {
      const ins = document.querySelector('[data-testid="ad-slot-game"] ins') as HTMLElement;
      ins.style.height = '600px';
    });
    const after = await slot.boundingBox();
    expect(after!.height).toBeCloseTo(slotBox!.height, 0);
  });
});

test('a lexivestor sees no ad and loads nothing from the ad network', async () => {
  await withPage(async (page, adRequests) => {
    // Signed in from a page of ours that is not the app, so not even a guest's ad is shown first.
    await page.goto('/health');
    const status = await page.evaluate(async (username) => {
      const response = await fetch('/auth/local', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username }),
      });
      return response.status;
    }, lexivestor.username);
    expect(status).toBe(200);
    await page.goto('/');
    await byTestId(page, 'signed-in-menu').waitFor();
    await byTestId(page, 'plan-badge').waitFor();
    expect(await byTestId(page, 'ad-slot-home').count()).toBe(0);
    expect(await page.locator('script[data-bluffle-adsense]').count()).toBe(0);
    expect(adRequests).toEqual([]);
  });
});
