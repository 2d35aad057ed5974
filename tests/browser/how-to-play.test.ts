// Functions passed to page.evaluate run in the page, so they are typed against the DOM.
/// <reference lib="dom" />
import { playFacts } from '../../web/src/game/play-facts';
import { CATALOGUES } from '../../web/src/i18n/messages';
import { byTestId, openSignedInAs, textOf, useWebAppInBrowser } from '../support/browser';

// How to play: a first visit finds it open on the menu, in the menu's flow (the game can start at once);
// 'Got it' closes it for good in this browser, and the menu's button opens it again, in either language.

jest.setTimeout(60_000);

const web = useWebAppInBrowser();
const { english, filipino } = CATALOGUES;
const facts = playFacts();

test('a first visit shows How to play once, beside a menu that still starts a game', async () => {
  const { context, page } = await web.newPage();
  try {
    await page.goto('/');
    const panel = byTestId(page, 'how-to-play');
    await panel.waitFor();
    const text = await textOf(panel);
    for (const rule of [
      english.howToPlay.call(facts),
      english.howToPlay.followup,
      english.howToPlay.timer(facts),
      english.howToPlay.points(facts),
    ]) {
      expect(text).toContain(rule);
    }
    expect(await byTestId(page, 'how-to-play-open').getAttribute('aria-expanded')).toBe('true');
    // Nothing covers the menu: the name field takes a click and the start button is there.
    await byTestId(page, 'name-input').click();
    expect(await byTestId(page, 'start-game').isEnabled()).toBe(true);

    await byTestId(page, 'how-to-play-dismiss').click();
    expect(await panel.count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
      'how-to-play-open',
    );

    // Remembered by this browser: not shown again, after a reload nor once signed in.
    await page.reload();
    await byTestId(page, 'guest-menu').waitFor();
    expect(await panel.count()).toBe(0);
    await openSignedInAs(page, 'Marisol', '/');
    await byTestId(page, 'signed-in-menu').waitFor();
    expect(await panel.count()).toBe(0);

    // The menu opens it again, in the interface language.
    await byTestId(page, 'language-select').selectOption('filipino');
    await byTestId(page, 'how-to-play-open').click();
    await panel.waitFor();
    expect(await textOf(page.locator('.how-to-play-title'))).toBe(filipino.howToPlay.title);
    expect(await textOf(panel)).toContain(filipino.howToPlay.points(facts));
    await byTestId(page, 'how-to-play-open').click();
    expect(await panel.count()).toBe(0);
  } finally {
    await context.close();
  }
});
