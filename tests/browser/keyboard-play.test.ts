// Functions passed to page.evaluate run in the page, so they are typed against the DOM.
/// <reference lib="dom" />
import { ROUNDS_PER_GAME } from '@bluffle/shared-schema';
import type { Page } from 'playwright-core';
import { byTestId, useWebAppInBrowser, waitForText } from '../support/browser';
import { playRoundInBrowser, shortLineStart, type BrowserRoundPlan, englishTruth } from './play-rounds';

// Keyboard-only play ( 'Keyboard'): a guest starts a game and plays all five rounds without the
// mouse: the name typed, Enter to start, R or F for phase one, 1-4 for the follow-up. The focus is on the
// round's first answer whenever a question opens, so Tab never has to go looking for it.

jest.setTimeout(90_000);

const PLAN: BrowserRoundPlan[] = ['right', 'wrong-first', 'right', 'wrong-followup', 'right'];

const web = useWebAppInBrowser();

const focusedTestId = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? null);

test("a guest plays a whole game by keyboard alone, the focus on each question's first answer", async () => {
  const { context, page } = await web.newPage();
  try {
    await page.goto('/');
    await byTestId(page, 'name-input').focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Keys Only');
    await page.keyboard.press('Enter');
    await byTestId(page, 'game-screen').waitFor();

    for (let round = 1; round <= ROUNDS_PER_GAME; round += 1) {
      const plan = PLAN[round - 1]!;
      const played = await playRoundInBrowser(page, round, plan, englishTruth, {
        beforeAnswer: async () => {
          expect(await focusedTestId(page)).toBe('answer-real');
        },
        input: 'keyboard',
      });
      expect(played.feedbackText).toContain(shortLineStart(plan));
      if (plan !== 'wrong-first') expect(played.followupOptions).toHaveLength(4);
    }

    await byTestId(page, 'results-screen').waitFor();
    // Three rounds right out of five, answered by keys alone.
    await waitForText(page, 'tile-correct', (text) => text.startsWith('3'));
  } finally {
    await context.close();
  }
});
