// Functions passed to page.evaluate/waitForFunction run in the page, so they are typed against the DOM.
/// <reference lib="dom" />
import { ROUNDS_PER_GAME } from '@bluffle/shared-schema';
import type { Page } from 'playwright-core';
import { byTestId, STEP_TIMEOUT_MS, waitForText } from '../support/browser';
import { skipFeedbackPause } from '../support/page-clock';
import { correctFollowupOf, truthOf } from '../support/fixture-words';

/** What a test knows about a word it reads on screen: the truth and the follow-up's right option. */
export interface KnownTruth {
  isReal: boolean;
  correctFollowup: string;
}

/** What the test knows of an English fixture word it reads on screen (the browser journeys' common case). */
export function englishTruth(word: string): KnownTruth {
  const truth = truthOf({ word, language: 'english' });
  return { isReal: truth.isReal, correctFollowup: correctFollowupOf(truth) };
}

/** How the browser plays a round: fully right, wrong at phase one, or wrong at the follow-up. */
export type BrowserRoundPlan = 'right' | 'wrong-first' | 'wrong-followup';

/**
 * How the feedback's short line starts for a round played to `plan` ( 'Feel': 'Correct! +2',
 * 'Nope, that one was a bluff.', 'Not quite! Right call, wrong follow-up.').
 */
export function shortLineStart(plan: BrowserRoundPlan): string {
  if (plan === 'right') return 'Correct! +';
  return plan === 'wrong-first' ? 'Nope, that one was ' : 'Not quite!';
}

/** Clicks, or the keyboard alone: R/F and 1-4 pressed wherever the focus is ( 'Keyboard'). */
export type AnswerInput = 'mouse' | 'keyboard';

export interface PlayedRound {
  word: string;
  /** The timer's value in the first frame the round was shown. */
  timerAtStart: number;
  followupOptions: string[];
  feedbackText: string;
}

interface RoundOnScreen {
  word: string;
  timer: string;
}

/**
 * Waits (polling every animation frame) for round `roundNumber`'s phase one to be on screen and returns the
 * word and the timer as they were in that first frame, so the timer's start value is seen before it ticks.
 */
async function waitForRoundStart(page: Page, roundNumber: number): Promise<RoundOnScreen> {
  const handle = await page.waitForFunction(
    ({ label }) => {
      const text = (id: string) => document.querySelector(`[data-testid="${id}"]`)?.textContent?.trim();
      const real = document.querySelector<HTMLButtonElement>('[data-testid="answer-real"]');
      const isOpen =
        text('round-label') === label &&
        real !== null &&
        !real.disabled &&
        document.querySelector('[data-testid="feedback-panel"]') === null;
      if (!isOpen) return null;
      const timer = document.querySelector('[data-testid="timer"] .timer-seconds')?.textContent?.trim();
      return { word: text('word-text') ?? '', timer: timer ?? '' };
    },
    { label: `Round ${roundNumber}/${ROUNDS_PER_GAME}` },
    { polling: 'raf', timeout: STEP_TIMEOUT_MS },
  );
  return (await handle.jsonValue()) as RoundOnScreen;
}

export interface PlayRoundOptions {
  /** Runs after the word is on screen and before anything about it is answered. */
  beforeAnswer?: (word: string) => Promise<void>;
  input?: AnswerInput;
  /**
   * 'skip' (the default): once the feedback is read, its 2 s pause is skipped on the page's and the server's
   * clocks, so the next round (or the results) follows at once. 'keep': the feedback stays for the test.
   */
  feedbackPause?: 'skip' | 'keep';
}

/**
 * Plays round `roundNumber` through the UI: reads the word, looks its truth up, answers phase one and the
 * follow-up according to the plan, and waits for the feedback panel.
 */
export async function playRoundInBrowser(
  page: Page,
  roundNumber: number,
  plan: BrowserRoundPlan,
  truthOf: (word: string) => KnownTruth,
  options: PlayRoundOptions = {},
): Promise<PlayedRound> {
  const { beforeAnswer, input = 'mouse', feedbackPause = 'skip' } = options;
  const shown = await waitForRoundStart(page, roundNumber);
  const truth = truthOf(shown.word);
  await beforeAnswer?.(shown.word);

  const saysReal = plan === 'wrong-first' ? !truth.isReal : truth.isReal;
  if (input === 'keyboard') await page.keyboard.press(saysReal ? 'r' : 'f');
  else await byTestId(page, saysReal ? 'answer-real' : 'answer-fake').click();

  let followupOptions: string[] = [];
  if (plan !== 'wrong-first') {
    // A right first answer always leads to the follow-up (docs/product.md §4): its question and four options.
    await byTestId(page, 'followup-question').waitFor();
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid="followup-option"]').length === 4,
    );
    // The option's own text, without its key hint (1-4).
    followupOptions = (await byTestId(page, 'followup-option-text').allInnerTexts()).map((text) =>
      text.trim(),
    );
    if (!followupOptions.includes(truth.correctFollowup)) {
      throw new Error(
        `Follow-up for ${shown.word} lacks the right option "${truth.correctFollowup}": ${followupOptions.join(' | ')}`,
      );
    }
    const chosen =
      plan === 'right'
        ? truth.correctFollowup
        : followupOptions.find((option) => option !== truth.correctFollowup);
    if (chosen === undefined) throw new Error('No wrong follow-up option to choose');
    if (input === 'keyboard') await page.keyboard.press(String(followupOptions.indexOf(chosen) + 1));
    else
      await byTestId(page, 'followup-option')
        .filter({
          has: page.locator('[data-testid="followup-option-text"]', {
            hasText: new RegExp(`^\\s*${escapeRegExp(chosen)}\\s*$`),
          }),
        })
        .click();
  }

  const feedbackText = await waitForText(page, 'feedback-panel', (text) => text.includes(shown.word));
  if (feedbackPause === 'skip') {
    // A relaxed game's feedback waits for the player: go on as one would, then skip the 2 s it still keeps.
    if ((await page.locator('[data-testid="feedback-panel"][data-waits-for-player="true"]').count()) > 0) {
      await byTestId(page, 'feedback-next').click();
    }
    await skipFeedbackPause(page);
  }
  return { word: shown.word, timerAtStart: Number(shown.timer), followupOptions, feedbackText };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
