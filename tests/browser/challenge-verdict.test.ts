// Functions passed to page.evaluate/waitForFunction run in the page, so they are typed against the DOM.
/// <reference lib="dom" />
import { MAX_SCORE, ROUNDS_PER_GAME, SESSION_BOARD_DEFAULT_LIMIT } from '@bluffle/shared-schema';
import type { Page } from 'playwright-core';
import { byTestId, recordApiResponses, textOf, useWebAppInBrowser, waitForText } from '../support/browser';
import { playRoundInBrowser, type BrowserRoundPlan, englishTruth } from './play-rounds';

// The spoiler-free share grid on the clipboard, the challenger's side-by-side verdict with
// 'Challenge back', which gives the original player the same words (as practice), and a dead challenge link
// that says so instead of playing offline words. the challenge board on a finished challenge.

jest.setTimeout(150_000);

const web = useWebAppInBrowser();

/** Plays the five rounds to plan and waits for the results; returns the words in play order. */
async function playGame(page: Page, plan: readonly BrowserRoundPlan[]): Promise<string[]> {
  const words: string[] = [];
  for (let round = 1; round <= ROUNDS_PER_GAME; round += 1) {
    words.push((await playRoundInBrowser(page, round, plan[round - 1]!, englishTruth)).word);
  }
  await byTestId(page, 'results-screen').waitFor();
  return words;
}

async function scoreOnScreen(page: Page): Promise<number> {
  const text = await waitForText(page, 'results-score', new RegExp(`^\\d+/${MAX_SCORE}$`));
  return Number(text.split('/')[0]);
}

/** Opens the results' share modal and reads its challenge link. */
async function challengeLinkOf(page: Page): Promise<string> {
  await byTestId(page, 'share-score').click();
  const link = await byTestId(page, 'share-modal').locator('[data-testid="share-link"]').inputValue();
  await byTestId(page, 'close-share').click();
  await byTestId(page, 'share-modal').waitFor({ state: 'detached' });
  return link;
}

const ROW_PATTERNS: Record<BrowserRoundPlan, RegExp> = {
  right: /^🟩🟩⚡?$/u,
  'wrong-first': /^🟥⬜$/u,
  'wrong-followup': /^🟩🟥$/u,
};

test('a guest copies a grid of the game that holds no word of it', async () => {
  const plan: BrowserRoundPlan[] = ['right', 'wrong-first', 'right', 'wrong-followup', 'right'];
  const { context, page } = await web.newPage({ clipboard: true });
  try {
    await page.goto('/');
    await byTestId(page, 'name-input').fill('Grid Grace');
    await byTestId(page, 'start-game').click();
    const words = await playGame(page, plan);
    const score = await scoreOnScreen(page);

    // The message follows the score's share of the maximum (docs/product.md §9), not the 60% accuracy.
    const percent = (score / MAX_SCORE) * 100;
    const title = percent >= 80 ? 'Bluff-proof' : percent >= 50 ? 'Solid effort' : 'Oof';
    expect(await textOf(byTestId(page, 'results-message').locator('h2'))).toBe(title);
    expect(await textOf(byTestId(page, 'results-message'))).not.toMatch(/every bluff/i);

    const panel = page.locator('[data-testid="results-screen"] > [data-testid="share-grid-panel"]');
    const spoken = await panel.locator('[data-testid="share-grid"]').getAttribute('aria-label');
    expect(spoken).toMatch(
      /^Bluffle: \d+ out of 16 points\. Round 1: right(, fast)?\. Round 2: wrong\. Round 3: right(, fast)?\. Round 4: right first answer, missed the follow-up\. Round 5: right(, fast)?\.$/,
    );
    expect(await panel.locator('[data-testid="share-grid-row"]').count()).toBe(ROUNDS_PER_GAME);

    await panel.locator('[data-testid="copy-grid"]').click();
    await waitForText(page, 'copy-grid', 'Copied');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const link = await challengeLinkOf(page);
    const lines = copied.split('\n');
    expect(lines[0]).toBe(`Bluffle ${score}/${MAX_SCORE}`);
    expect(lines[1]).toBe('');
    plan.forEach((roundPlan, index) => expect(lines[2 + index]).toMatch(ROW_PATTERNS[roundPlan]));
    expect(lines.slice(7)).toEqual(['', link]);
    expect(link).toMatch(new RegExp(`^${web.baseUrl}/\\?challenge=[A-Z0-9]{8}$`));
    // No word of the game, nor anything that tells real from fake.
    for (const word of words) expect(copied.toLowerCase()).not.toContain(word.toLowerCase());
    expect(copied).not.toMatch(/real|fake|made up/i);

    // The share modal offers the same grid, and the networks get it beside the link.
    await byTestId(page, 'share-score').click();
    const modal = byTestId(page, 'share-modal');
    expect(await textOf(modal.locator('[data-testid="share-grid-header"]'))).toBe(
      `Bluffle ${score}/${MAX_SCORE}`,
    );
    const twitter = new URL((await modal.locator('[data-testid="share-twitter"]').getAttribute('href'))!);
    expect(twitter.searchParams.get('text')).toBe(lines.slice(0, 7).join('\n'));
    expect(twitter.searchParams.get('url')).toBe(link);
    // Escape closes it and gives focus back to the button that opened it.
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
      'share-score',
    );
  } finally {
    await context.close();
  }
});

test("a challenger sees both games side by side, and 'Challenge back' gives the original the same words", async () => {
  const ninaPlan: BrowserRoundPlan[] = ['right', 'wrong-first', 'wrong-first', 'right', 'wrong-followup'];
  const nina = await web.newPage();
  const omar = await web.newPage();
  try {
    await nina.page.goto('/');
    await byTestId(nina.page, 'name-input').fill('Nina');
    await byTestId(nina.page, 'start-game').click();
    const ninaWords = await playGame(nina.page, ninaPlan);
    const ninaScore = await scoreOnScreen(nina.page);
    const ninaLink = await challengeLinkOf(nina.page);
    const ninaCode = new URL(ninaLink).searchParams.get('challenge')!;

    // Omar takes the challenge and gets every round right.
    const recorder = recordApiResponses(omar.page);
    await omar.page.goto(ninaLink);
    await waitForText(omar.page, 'challenge-player', 'Nina');
    await byTestId(omar.page, 'challenger-name').fill('Omar');
    await byTestId(omar.page, 'accept-challenge').click();
    const omarWords = await playGame(omar.page, ['right', 'right', 'right', 'right', 'right']);
    expect(omarWords).toEqual(ninaWords);
    const omarScore = await scoreOnScreen(omar.page);
    const margin = omarScore - ninaScore;
    expect(margin).toBeGreaterThan(0);

    const verdict = byTestId(omar.page, 'challenge-verdict');
    expect(await waitForText(omar.page, 'verdict-headline', /beat/)).toBe(
      `You beat Nina by ${margin} points!`,
    );
    expect(await textOf(byTestId(omar.page, 'verdict-detail'))).toBe(`You ${omarScore}, Nina ${ninaScore}.`);
    // Nina's column fills in once her answers arrive.
    await omar.page.waitForFunction(
      () =>
        [...document.querySelectorAll('[data-testid="verdict-them"]')].every(
          (cell) => cell.textContent?.trim() !== '–',
        ) && document.querySelector('[data-testid="verdict-rival-note"]') === null,
    );
    // The challenge board, now that Omar's attempt is over, with his rank among its players. A
    // board is the set of words's (docs/design.md decision 11), and the other browser tests on this worker's server play the
    // same few fixture words, so it may list their players too and Omar's row may be on a later page: the
    // exact ranking of a challenge's players is the REST test's (tests/rest/challenge-board.test.ts).
    const board = byTestId(omar.page, 'session-board');
    const yourRank = await waitForText(omar.page, 'board-your-rank', /^You are number \d+ of \d+\.$/);
    const [rank, total] = (yourRank.match(/\d+/g) ?? []).map(Number);
    expect(total).toBeGreaterThanOrEqual(2);
    expect(rank).toBeLessThanOrEqual(total!);
    // On the first page (the panel opens there), his row is marked and carries his score.
    const mine = board.locator('tr[aria-current="true"]');
    expect(await mine.count()).toBe(rank! <= SESSION_BOARD_DEFAULT_LIMIT ? 1 : 0);
    if (rank! <= SESSION_BOARD_DEFAULT_LIMIT) {
      expect(await textOf(mine.locator('[data-testid="board-name"]'))).toBe('Omar (you)');
      expect(await textOf(mine.locator('[data-testid="board-score"]'))).toBe(`${omarScore}/${MAX_SCORE}`);
    }
    const rows = verdict.locator('[data-testid="verdict-round"]');
    expect(await rows.count()).toBe(ROUNDS_PER_GAME);
    const theirEnding: Record<BrowserRoundPlan, RegExp> = {
      right: /, right, /,
      'wrong-first': /, wrong, /,
      'wrong-followup': /, missed the follow-up, /,
    };
    for (let index = 0; index < ROUNDS_PER_GAME; index += 1) {
      const row = rows.nth(index);
      expect(await textOf(row.locator('[data-testid="verdict-word"] .verdict-word'))).toBe(ninaWords[index]);
      expect(await textOf(row.locator('[data-testid="verdict-you"]'))).toMatch(
        /^(Real|Fake), right, \d+\.\d s/,
      );
      const theirs = await textOf(row.locator('[data-testid="verdict-them"]'));
      expect(theirs).toMatch(/^(Real|Fake), .+, \d+\.\d s/);
      expect(theirs).toMatch(theirEnding[ninaPlan[index]!]);
    }
    // Nina's answers reached Omar's page only after his game was complete (docs/design.md decision 3).
    const responses = await recorder.settled();
    const completedAt = responses.findIndex((response) => response.url.endsWith('/complete'));
    const withAnswers = responses.findIndex(
      (response) => response.url.endsWith(`/api/sessions/${ninaCode}`) && /"answers":\[/.test(response.body),
    );
    expect(completedAt).toBeGreaterThanOrEqual(0);
    expect(withAnswers).toBeGreaterThan(completedAt);

    // 'Challenge back': a link to Omar's game, for Nina.
    await byTestId(omar.page, 'challenge-back').click();
    const backModal = byTestId(omar.page, 'challenge-back-modal');
    await backModal.waitFor();
    expect(await textOf(backModal.locator('h2'))).toBe('Challenge Nina back');
    const backLink = await backModal.locator('[data-testid="share-link"]').inputValue();
    expect(backLink).toMatch(new RegExp(`^${web.baseUrl}/\\?challenge=[A-Z0-9]{8}$`));
    expect(backLink).not.toBe(ninaLink);

    // Nina opens it in her browser: Omar's score to beat, the same words, and honestly practice.
    await nina.page.goto(backLink);
    expect(await waitForText(nina.page, 'challenge-player', 'Omar')).toBe('Omar');
    expect(await textOf(byTestId(nina.page, 'challenge-score'))).toBe(`${omarScore}/${MAX_SCORE}`);
    await byTestId(nina.page, 'challenger-name').fill('Nina');
    await byTestId(nina.page, 'accept-challenge').click();
    const replayed = await playGame(nina.page, ['right', 'right', 'right', 'right', 'right']);
    expect(replayed).toEqual(ninaWords);
    expect(await waitForText(nina.page, 'results-practice', /Practice/)).toMatch(/counts toward no stats/);
    expect(await waitForText(nina.page, 'verdict-headline', /^Practice only: /)).not.toMatch(/beat|wins/);
    // Her replay is practice, so the board holds as many as Omar saw; her own row is her original game,
    // ranked below his (she scored less).
    const ninaRank = await waitForText(nina.page, 'board-your-rank', /^You are number \d+ of \d+\.$/);
    const [ninaPlace, ninaTotal] = (ninaRank.match(/\d+/g) ?? []).map(Number);
    expect(ninaTotal).toBe(total);
    expect(ninaPlace).toBeGreaterThan(rank!);
  } finally {
    await nina.context.close();
    await omar.context.close();
  }
});

test('a challenge link the server does not know says so, and plays nothing', async () => {
  const { context, page } = await web.newPage();
  try {
    await page.goto('/?challenge=ZZZZ2345');
    expect(await textOf(byTestId(page, 'challenge-invalid').locator('h1'))).toBe(
      'This challenge link is not valid',
    );
    expect(await byTestId(page, 'accept-challenge').count()).toBe(0);
    expect(await byTestId(page, 'offline-badge').count()).toBe(0);
    expect(await page.getByText('?', { exact: true }).count()).toBe(0);
    await byTestId(page, 'challenge-home').click();
    await byTestId(page, 'start-game').waitFor();
  } finally {
    await context.close();
  }
});

test('with the server unreachable, a challenge link offers the built-in words offline', async () => {
  const { context, page } = await web.newPage();
  try {
    await page.route('**/api/**', (route) => route.abort('connectionrefused'));
    await page.goto('/?challenge=ZZZZ2345');
    await byTestId(page, 'challenge-landing').waitFor();
    expect(await textOf(byTestId(page, 'challenge-unavailable'))).toMatch(/could not reach the server/);
    expect(await byTestId(page, 'challenge-invalid').count()).toBe(0);
    // A newcomer names themself first: the landing offers no default name.
    await byTestId(page, 'challenger-name').fill('Cy');
    await byTestId(page, 'accept-challenge').click();
    await byTestId(page, 'game-screen').waitFor();
    await byTestId(page, 'offline-badge').waitFor();
  } finally {
    await context.close();
  }
});
