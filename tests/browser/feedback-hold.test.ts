// Functions passed to page.evaluate/waitForFunction run in the page, so they are typed against the DOM.
/// <reference lib="dom" />
import { FEEDBACK_DELAY_MS, FEEDBACK_RELEASE_GRACE_MS } from '@bluffle/shared-schema';
import type { Page } from 'playwright-core';
import { byTestId, textOf, useWebAppInBrowser } from '../support/browser';
import { truthOf } from '../support/fixture-words';
import { skipTime } from '../support/page-clock';
import { englishTruth, playRoundInBrowser, shortLineStart } from './play-rounds';

// The feedback after a round is a short line; the longer text is behind 'Why?'. It shows
// for the spec's 2 s, and a player can hold it open to read: by resting the pointer on it, by keeping the
// focus in it (Tab reaches 'Why?' first), with 'Hold', or by opening 'Why?'. Let go, the next round starts
// with its whole time, since the server opens it only when asked for. Time is skipped on the page's and the
// server's clocks (support/page-clock.ts), never slept through.

jest.setTimeout(90_000);

const web = useWebAppInBrowser();

/** Well past the spec's 2 s pause (and the release grace), so a feedback still on screen was held. */
const PAST_THE_PAUSE_MS = FEEDBACK_DELAY_MS + 1500;

const focusedTestId = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? null);

/** Lets go of the pointer and keyboard holds: the mouse off the panel, the focus off its controls. */
async function letGo(page: Page): Promise<void> {
  await page.mouse.move(2, 2);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

/** Lets go of the last hold and skips the short grace after it: the feedback ends, the next round opens. */
async function letGoForGood(page: Page): Promise<void> {
  await letGo(page);
  await skipTime(page, FEEDBACK_RELEASE_GRACE_MS);
}

async function expectStillRound(page: Page, round: number): Promise<void> {
  expect(await byTestId(page, 'feedback-panel').count()).toBe(1);
  expect(await textOf(byTestId(page, 'round-label'))).toBe(`Round ${round}/5`);
}

test("the feedback's short line, its 'Why?', and holding it open by details, Hold and keyboard focus", async () => {
  const { context, page } = await web.newPage();
  try {
    await page.goto('/');
    await byTestId(page, 'name-input').fill('Slow Reader');
    await byTestId(page, 'start-game').click();
    await byTestId(page, 'game-screen').waitFor();

    // Round 1, lost at phase one: a short line naming what the word really was, nothing more yet.
    const first = await playRoundInBrowser(page, 1, 'wrong-first', englishTruth, { feedbackPause: 'keep' });
    const truth = truthOf({ word: first.word, language: 'english' });
    expect(await textOf(byTestId(page, 'feedback-line'))).toBe(
      truth.isReal ? 'Nope, that one was real.' : 'Nope, that one was a bluff.',
    );
    expect(first.feedbackText).toContain(truth.isReal ? 'Real word' : 'Made up');
    expect(first.feedbackText).not.toContain(truth.definition);
    expect(await byTestId(page, 'feedback-details').count()).toBe(0);

    // 'Why?' is a real toggle: it shows the definition, usage and explanation, and holds the feedback.
    const why = byTestId(page, 'feedback-why');
    expect(await why.getAttribute('aria-expanded')).toBe('false');
    await why.click();
    expect(await why.getAttribute('aria-expanded')).toBe('true');
    const details = await textOf(byTestId(page, 'feedback-details'));
    expect(details).toContain(truth.definition);
    expect(details).toContain(truth.explanation);
    // English gloss text is marked as English for a Filipino screen.
    expect(
      await byTestId(page, 'feedback-details').locator('.feedback-definition').getAttribute('lang'),
    ).toBe('en');
    await letGo(page);
    await skipTime(page, PAST_THE_PAUSE_MS);
    await expectStillRound(page, 1);
    expect(await byTestId(page, 'feedback-held').count()).toBe(1);

    // Closed again and let go: the next round starts, with its whole 15 s (the hold was not on its clock).
    await why.click();
    await letGoForGood(page);
    const second = await playRoundInBrowser(page, 2, 'right', englishTruth, { feedbackPause: 'keep' });
    expect(second.timerAtStart).toBe(15);
    expect(second.feedbackText).toContain(shortLineStart('right'));

    // Round 2's feedback held by 'Hold', a toggle button.
    const hold = byTestId(page, 'feedback-hold');
    expect(await hold.getAttribute('aria-pressed')).toBe('false');
    await hold.click();
    expect(await hold.getAttribute('aria-pressed')).toBe('true');
    await letGo(page);
    await skipTime(page, PAST_THE_PAUSE_MS);
    await expectStillRound(page, 2);
    await hold.click();
    expect(await hold.getAttribute('aria-pressed')).toBe('false');
    await letGoForGood(page);

    // Round 3 by keyboard: the feedback takes the focus, so Tab lands on 'Why?', and focus there holds.
    const third = await playRoundInBrowser(page, 3, 'wrong-first', englishTruth, {
      input: 'keyboard',
      feedbackPause: 'keep',
    });
    expect(third.timerAtStart).toBe(15);
    await page.keyboard.press('Tab');
    expect(await focusedTestId(page)).toBe('feedback-why');
    await skipTime(page, PAST_THE_PAUSE_MS);
    await expectStillRound(page, 3);
    // 'Next word', reached by Tab, goes on at once.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await focusedTestId(page)).toBe('feedback-next');
    await page.keyboard.press('Enter');
    const fourth = await playRoundInBrowser(page, 4, 'right', englishTruth, { feedbackPause: 'keep' });
    expect(fourth.timerAtStart).toBe(15);

    // Round 4's 'Next word' by click: the button says it is working (disabled, busy) until round 5 opens
    //. The next word's request is held here, so the wait is as long as the test needs.
    let releaseNextWord = () => {};
    const nextWordHeld = new Promise<void>((resolve) => (releaseNextWord = resolve));
    await page.route('**/rounds/next', async (route) => {
      await nextWordHeld;
      await route.continue();
    });
    const next = byTestId(page, 'feedback-next');
    expect(await textOf(next)).toBe('Next word');
    expect(await next.getAttribute('aria-busy')).toBe('false');
    const nextWordAsked = page.waitForRequest('**/rounds/next');
    await next.click();
    await page.waitForFunction(
      () => document.querySelector('[data-testid="feedback-next"]')?.getAttribute('aria-busy') === 'true',
    );
    const expectWorking = async () => {
      expect(await next.isDisabled()).toBe(true);
      expect(await textOf(next)).toBe('Loading the next word…');
    };
    await expectWorking();
    // Past the spec's pause the word is asked for, and the button still says it is working meanwhile.
    await skipTime(page, FEEDBACK_DELAY_MS);
    await nextWordAsked;
    await expectWorking();
    expect(await next.getAttribute('aria-busy')).toBe('true');
    releaseNextWord();
    const fifth = await playRoundInBrowser(page, 5, 'right', englishTruth);
    expect(fifth.timerAtStart).toBe(15);
    await page.unroute('**/rounds/next');
  } finally {
    await context.close();
  }
});
