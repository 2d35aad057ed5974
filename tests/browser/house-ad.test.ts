import { byTestId, useWebAppInBrowser } from '../support/browser';

// The house ad during a round (: 'an ad link during a running game asks before leaving it'):
// following 'Remove ads' would end the game, so the player is asked, and a no keeps them in the round.

jest.setTimeout(60_000);

const web = useWebAppInBrowser();

test('the house ad asks before leaving a running game, and a no keeps the round', async () => {
  const { context, page } = await web.newPage();
  try {
    await page.goto('/');
    await byTestId(page, 'name-input').fill('Ad Clicker');
    await byTestId(page, 'start-game').click();
    await byTestId(page, 'answer-real').waitFor();
    const word = await byTestId(page, 'word-text').textContent();

    const questions: string[] = [];
    page.once('dialog', (dialog) => {
      questions.push(dialog.message());
      void dialog.dismiss();
    });
    await byTestId(page, 'ad-slot-game').locator('[data-testid="house-ad-link"]').click();
    expect(questions).toEqual(['Leave this game to see the plans? The game you are playing will end.']);
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await byTestId(page, 'word-text').textContent()).toBe(word);

    page.once('dialog', (dialog) => void dialog.accept());
    await byTestId(page, 'ad-slot-game').locator('[data-testid="house-ad-link"]').click();
    await page.waitForURL('**/subscription');
    await byTestId(page, 'subscription-sign-in').waitFor();

    // On the menu the same ad just goes: there is no game to lose.
    await page.goto('/');
    await byTestId(page, 'ad-slot-home').locator('[data-testid="house-ad-link"]').click();
    await page.waitForURL('**/subscription');
  } finally {
    await context.close();
  }
});
