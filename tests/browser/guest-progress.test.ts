import { ROUNDS_PER_GAME } from '@bluffle/shared-schema';
import { byTestId, useWebAppInBrowser, waitForText } from '../support/browser';
import { playRoundInBrowser, englishTruth } from './play-rounds';

// Guest progress kept: a guest plays a game, signs in on the same browser, is asked whether to
// keep the guest game, says yes, and the account's stats show it; the offer does not come back.

jest.setTimeout(90_000);

const web = useWebAppInBrowser();

test('a guest who signs in is offered their guest game and keeps it in the account', async () => {
  const { context, page } = await web.newPage();
  try {
    await page.goto('/');
    await byTestId(page, 'name-input').fill('Guesting Gail');
    await byTestId(page, 'start-game').click();
    for (let round = 1; round <= ROUNDS_PER_GAME; round += 1) {
      await playRoundInBrowser(page, round, 'right', englishTruth);
    }
    await byTestId(page, 'results-screen').waitFor();
    await byTestId(page, 'home-button').click();

    await byTestId(page, 'sign-in-link').click();
    await byTestId(page, 'local-name').fill('gail');
    await byTestId(page, 'local-sign-in').click();
    await byTestId(page, 'signed-in-menu').waitFor();
    await waitForText(page, 'tile-games', (text) => text.startsWith('0'));

    await waitForText(page, 'guest-progress-offer', (text) => text.includes('You played 1 game as a guest'));
    await byTestId(page, 'guest-progress-accept').click();
    await waitForText(page, 'toast-success', (text) => text.startsWith('Added 1 game to your account.'));
    expect(await byTestId(page, 'guest-progress-offer').count()).toBe(0);
    await waitForText(page, 'tile-games', (text) => text.startsWith('1'));
    await waitForText(page, 'tile-score', (text) => text.startsWith(String(ROUNDS_PER_GAME)));

    // Signing in again on this browser offers nothing more: the game is the account's now.
    await page.reload();
    await byTestId(page, 'signed-in-menu').waitFor();
    await waitForText(page, 'tile-games', (text) => text.startsWith('1'));
    await page.waitForTimeout(500);
    expect(await byTestId(page, 'guest-progress-offer').count()).toBe(0);
  } finally {
    await context.close();
  }
});
