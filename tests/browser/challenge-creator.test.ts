// Functions passed to page.evaluate/waitForFunction run in the page, so they are typed against the DOM.
/// <reference lib="dom" />
import { ROUNDS_PER_GAME } from '@bluffle/shared-schema';
import type { Page } from 'playwright-core';
import { byTestId, openSignedInAs, textOf, useWebAppInBrowser, waitForText } from '../support/browser';
import { playRoundInBrowser, type BrowserRoundPlan, englishTruth } from './play-rounds';

// A challenge seen from both ends: the friend plays under their own name (the account's, else the one this
// browser saved, which the landing never writes over), and the creator sees how friends did: on their own
// game's results as it happens, and on their own link, which is their challenge, not one to them.

jest.setTimeout(150_000);

const web = useWebAppInBrowser();
const PLAYER_NAME_KEY = 'bluffle:player-name';

async function playGame(page: Page, plan: BrowserRoundPlan): Promise<void> {
  for (let round = 1; round <= ROUNDS_PER_GAME; round += 1) {
    await playRoundInBrowser(page, round, plan, englishTruth);
  }
  await byTestId(page, 'results-screen').waitFor();
}

async function challengeLinkOf(page: Page): Promise<string> {
  await byTestId(page, 'share-score').click();
  const link = await byTestId(page, 'share-modal').locator('[data-testid="share-link"]').inputValue();
  await byTestId(page, 'close-share').click();
  await byTestId(page, 'share-modal').waitFor({ state: 'detached' });
  return link;
}

const boardNames = (page: Page) =>
  page.locator('[data-testid="board-name"]').evaluateAll((cells) => cells.map((cell) => cell.textContent));

let ninasLink: string | null = null;

test("a signed-in friend plays under their account's name, and the creator sees them without a reload", async () => {
  const nina = await web.newPage();
  const omar = await web.newPage();
  try {
    await nina.page.goto('/');
    await byTestId(nina.page, 'name-input').fill('Nina');
    await byTestId(nina.page, 'start-game').click();
    await playGame(nina.page, 'wrong-followup');
    // (A board is its words', and this worker's other browser tests play the same few fixture words, so her
    // board may already hold their players: the board's own rules are the REST test's.)
    const link = await challengeLinkOf(nina.page);
    ninasLink = link;

    await openSignedInAs(omar.page, 'omar-account', `/${new URL(link).search}`);
    await waitForText(omar.page, 'challenge-player', 'Nina');
    await omar.page.waitForFunction(
      () =>
        document.querySelector<HTMLInputElement>('[data-testid="challenger-name"]')?.value === 'omar-account',
    );
    await byTestId(omar.page, 'accept-challenge').click();
    await byTestId(omar.page, 'game-screen').waitFor();
    await playGame(omar.page, 'right');
    await byTestId(omar.page, 'board-table').waitFor();
    expect(await boardNames(omar.page)).toContain('omar-account (you)');
    expect(await boardNames(omar.page)).not.toContain('Challenger (you)');

    // Nina's results, still open, fill in a board with Omar on it.
    await byTestId(nina.page, 'board-table').waitFor();
    await nina.page.waitForFunction(() =>
      [...document.querySelectorAll('[data-testid="board-name"]')].some(
        (cell) => cell.textContent === 'omar-account',
      ),
    );

    // Her own link is her challenge to others, with its board: not 'You've Been Challenged!'.
    await nina.page.goto(link);
    await byTestId(nina.page, 'own-challenge').waitFor();
    expect(await textOf(nina.page.locator('#challenge-title'))).toBe('Your challenge');
    expect(await byTestId(nina.page, 'accept-challenge').count()).toBe(0);
    expect(await byTestId(nina.page, 'own-challenge-link').inputValue()).toBe(link);
    await byTestId(nina.page, 'board-table').waitFor();
    expect(await boardNames(nina.page)).toEqual(expect.arrayContaining(['omar-account', 'Nina (you)']));
  } finally {
    await nina.context.close();
    await omar.context.close();
  }
});

test("a guest's saved name starts the landing, and a name typed there does not replace it", async () => {
  if (ninasLink === null) throw new Error('The first game did not finish, so there is no challenge link.');
  const { context, page } = await web.newPage();
  try {
    await page.goto('/');
    await page.evaluate((key) => window.localStorage.setItem(key, 'Ana'), PLAYER_NAME_KEY);
    await page.goto(ninasLink);
    await waitForText(page, 'challenge-player', 'Nina');
    expect(await byTestId(page, 'challenger-name').inputValue()).toBe('Ana');
    await byTestId(page, 'challenger-name').fill('Ana B');
    await byTestId(page, 'accept-challenge').click();
    await byTestId(page, 'game-screen').waitFor();
    await playGame(page, 'right');
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[data-testid="board-name"]')].some(
        (cell) => cell.textContent === 'Ana B (you)',
      ),
    );

    await byTestId(page, 'home-button').click();
    await byTestId(page, 'name-input').waitFor();
    expect(await byTestId(page, 'name-input').inputValue()).toBe('Ana');
    expect(await page.evaluate((key) => window.localStorage.getItem(key), PLAYER_NAME_KEY)).toBe('Ana');
  } finally {
    await context.close();
  }
});
