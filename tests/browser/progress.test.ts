import { levelForXp, MAX_SCORE, ROUNDS_PER_GAME, xpForScore } from '@bluffle/shared-schema';
import { seriousViolations } from '../support/axe';
import { byTestId, openSignedInAs, textOf, useWebAppInBrowser, waitForText } from '../support/browser';
import { englishTruth, playRoundInBrowser } from './play-rounds';
import { tileValue } from './sign-in-steps';

// Progress that shows: a signed-in player finishes a game and sees the XP it earned and their
// level on the results, the level on the menu, and the stats view with its chart (an svg drawn by the
// charting library), the same numbers as a table, and each game's board.

jest.setTimeout(90_000);

const web = useWebAppInBrowser();

test('a signed-in player sees XP and level after a game, on the menu, and charted on the stats view', async () => {
  const { context, page } = await web.newPage();
  try {
    await openSignedInAs(page, 'piper', '/');
    await byTestId(page, 'signed-in-menu').waitFor();
    await waitForText(page, 'menu-level-level', (text) => text === 'Level 1');
    expect(await textOf(byTestId(page, 'menu-level-xp'))).toBe('0 XP in all');

    await byTestId(page, 'start-game').click();
    for (let round = 1; round <= ROUNDS_PER_GAME; round += 1) {
      await playRoundInBrowser(page, round, 'right', englishTruth);
    }
    await byTestId(page, 'results-screen').waitFor();

    // The XP this game earned (its score x10) and the level it brought (docs/product.md §9).
    const score = Number((await textOf(byTestId(page, 'results-score'))).replace(`/${MAX_SCORE}`, ''));
    const xp = xpForScore(score);
    const level = levelForXp(xp);
    expect(score).toBeGreaterThan(0);
    await waitForText(page, 'results-xp-gained', (text) => text === `+${xp} XP this game`);
    await waitForText(page, 'results-level-level', (text) => text === `Level ${level}`);
    await waitForText(
      page,
      'results-level-next',
      (text) => text === `${100 - (xp % 100)} XP to level ${level + 1}`,
    );
    // A first game worth 100 XP or more crosses from level 1: the results say so.
    expect(await byTestId(page, 'results-level-up').count()).toBe(level > 1 ? 1 : 0);
    const bar = page.locator('[data-testid="results-level"] [role="progressbar"]');
    expect(await bar.getAttribute('aria-valuenow')).toBe(String(xp % 100));

    await byTestId(page, 'home-button').click();
    await byTestId(page, 'signed-in-menu').waitFor();
    await waitForText(page, 'menu-level-level', (text) => text === `Level ${level}`);
    expect(await textOf(byTestId(page, 'menu-level-xp'))).toBe(`${xp} XP in all`);

    const menuGames = await tileValue(page, 'tile-games');
    // The menu's Games count is labelled as the stats page's is: lobby games are in it.
    const menuGamesNote = await textOf(byTestId(page, 'menu-games-note'));
    expect(menuGamesNote).toBe('Multiplayer lobby games included.');
    const menuAverage = await textOf(byTestId(page, 'best-score'));

    // The stats view has its own address, and the server's record of the game charted.
    await byTestId(page, 'stats-button').click();
    await byTestId(page, 'stats-page').waitFor();
    expect(new URL(page.url()).pathname).toBe('/stats');
    // Its totals are the menu's, said to include lobby games; one game is 'this game', not 'these 1'.
    expect(await tileValue(page, 'stats-games')).toBe(menuGames);
    expect(await tileValue(page, 'stats-average')).toBe(menuAverage);
    expect(await textOf(byTestId(page, 'stats-totals-note'))).toContain(menuGamesNote);
    expect(await waitForText(page, 'stats-across', /^In this game: /)).not.toMatch(/these 1/);
    await byTestId(page, 'played-game-row').first().waitFor({ state: 'attached' });
    for (const chart of ['chart-score', 'chart-percent']) {
      await page.locator(`[data-testid="${chart}"] svg.recharts-surface`).first().waitFor();
    }
    // One marker per game on each line, shaped as the legend says in words.
    await page.locator('[data-testid="chart-score"] .recharts-line-dots .recharts-symbols').first().waitFor();
    expect(await textOf(byTestId(page, 'legend-realPrecision'))).toBe(
      'Real words right (dashed line, squares)',
    );
    expect(await textOf(byTestId(page, 'legend-fakePrecision'))).toBe(
      'Fakes caught (dotted line, triangles)',
    );

    // The table carries the same numbers in text: hidden to the eye until asked for, never to a screen reader.
    const table = byTestId(page, 'played-games-table');
    expect(await page.locator('#played-games-table').getAttribute('class')).toBe('visually-hidden');
    const rows = byTestId(page, 'played-game-row');
    expect(await rows.count()).toBe(1);
    const cells = (await rows.first().locator('th, td').allTextContents()).map((text) => text.trim());
    expect(cells.slice(1, 5)).toEqual([
      'Solo',
      String(score),
      `${ROUNDS_PER_GAME}/${ROUNDS_PER_GAME}`,
      '100%',
    ]);
    expect(cells[7]).toBe(String(xp));
    expect(await seriousViolations(page)).toEqual([]);

    // Each game's board is in plain sight, the numbers still hidden: a labelled button that opens and closes it.
    const boardButton = byTestId(page, 'played-game-board').first();
    expect(await page.locator('#played-games-table [data-testid="played-game-board"]').count()).toBe(0);
    // (The hidden table's 1-pixel clip counts as visible to playwright: the button's own size says it is seen.)
    expect((await boardButton.boundingBox())?.width).toBeGreaterThan(20);
    expect(await textOf(boardButton)).toMatch(/^Solo, /);
    expect(await boardButton.getAttribute('aria-expanded')).toBe('false');
    await boardButton.focus();
    await page.keyboard.press('Enter');
    await byTestId(page, 'board-table').waitFor({ state: 'visible' });
    expect(await boardButton.getAttribute('aria-expanded')).toBe('true');
    expect(await page.locator('#played-games-table').getAttribute('class')).toBe('visually-hidden');
    expect(await seriousViolations(page)).toEqual([]);
    await boardButton.click();
    await byTestId(page, 'session-board').waitFor({ state: 'detached' });

    await byTestId(page, 'stats-table-toggle').click();
    await table.waitFor({ state: 'visible' });
    expect(await byTestId(page, 'stats-table-toggle').getAttribute('aria-expanded')).toBe('true');
    expect(await seriousViolations(page)).toEqual([]);

    // Back leaves the stats view for the menu.
    await page.goBack();
    await byTestId(page, 'signed-in-menu').waitFor();
  } finally {
    await context.close();
  }
});
