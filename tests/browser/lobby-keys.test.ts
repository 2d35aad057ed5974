// Functions passed to page.evaluate run in the page, so they are typed against the DOM.
/// <reference lib="dom" />
import { ROUNDS_PER_GAME } from '@bluffle/shared-schema';
import type { Page } from 'playwright-core';
import { CATALOGUES } from '../../web/src/i18n/messages';
import { byTestId, openSignedInAs, textOf, useWebAppInBrowser, waitForText } from '../support/browser';
import { truthOf } from '../support/fixture-words';
import { RestPlayer, signIn } from '../support/lobby-players';

// A seated lobby player answers by the keys of a solo game's first answer: the interface language's letters
// (T and P in Filipino) and R and F always, the focus on REAL as each round opens.

jest.setTimeout(90_000);

const web = useWebAppInBrowser();
const filipino = CATALOGUES.filipino;

/** Waits until the answer button pressed for this round is the one the key chose. */
async function waitForChosen(page: Page, isReal: boolean): Promise<void> {
  const testId = isReal ? 'mp-answer-real' : 'mp-answer-fake';
  await page.waitForFunction(
    (id) => document.querySelector(`[data-testid="${id}"]`)?.getAttribute('aria-pressed') === 'true',
    testId,
  );
}

test('a signed-in player answers lobby rounds by T or P in Filipino, and by R or F', async () => {
  const { context, page } = await web.newPage();
  try {
    await page.goto('/');
    await byTestId(page, 'language-select').selectOption('filipino');
    await openSignedInAs(page, 'Tala', '/');
    await byTestId(page, 'signed-in-menu').waitFor();
    await page.waitForFunction(() => document.documentElement.lang === 'fil');

    await byTestId(page, 'multiplayer').click();
    await byTestId(page, 'lobby-create').click();
    const code = await waitForText(page, 'lobby-code', /^[A-HJ-NP-Z2-9]{6}$/);
    const guest = new RestPlayer(web.baseUrl, await signIn(web.baseUrl, 'Hiraya'));
    expect((await guest.join(code)).status).toBe(200);
    expect((await guest.post('ready', { lobbyCode: code, isReady: true })).status).toBe(200);
    await page.waitForFunction(
      () => document.querySelector<HTMLButtonElement>('[data-testid="lobby-start"]')?.disabled === false,
    );
    await byTestId(page, 'lobby-start').click();

    // Round 1 by the Filipino letters; round 2 by R and F.
    const keysByRound = [
      { real: 't', fake: 'p' },
      { real: 'r', fake: 'f' },
    ];
    for (const [index, keys] of keysByRound.entries()) {
      const round = index + 1;
      await waitForText(page, 'mp-round', filipino.lobby.roundOf({ round, total: ROUNDS_PER_GAME }));
      const word = await waitForText(page, 'mp-word', (text) => text.length > 0);
      const truth = truthOf({ word, language: 'filipino' });
      // The focus is on REAL as the round opens, as in a solo game.
      await page.waitForFunction(
        () => document.activeElement?.getAttribute('data-testid') === 'mp-answer-real',
      );
      expect(await textOf(page.locator('[data-testid="mp-answer-real"] .key-hint'))).toBe('T');
      expect(await byTestId(page, 'mp-answer-fake').getAttribute('aria-keyshortcuts')).toBe('P F');

      await page.keyboard.press(truth.isReal ? keys.real : keys.fake);
      await waitForChosen(page, truth.isReal);
      const game = await guest.waitFor(code, (view) =>
        view.players.some((player) => player.userId !== guest.account.userId && player.hasAnswered),
      );
      expect(game.currentRound).toBe(round);
      await guest.post('answer', { lobbyCode: code, roundNumber: round, answer: !truth.isReal });
      await byTestId(page, 'mp-round-results').waitFor();
    }
  } finally {
    await context.close();
  }
});
