// Functions passed to page.evaluate/waitForFunction run in the page, so they are typed against the DOM.
/// <reference lib="dom" />
import {
  FEEDBACK_DELAY_MS,
  FOLLOWUP_SECONDS,
  ROUNDS_PER_GAME,
  SOLO_PHASE_ONE_SECONDS,
  type CurrentRoundResponse,
} from '@bluffle/shared-schema';
import type { Page } from 'playwright-core';
import {
  byTestId,
  recordApiResponses,
  STEP_TIMEOUT_MS,
  textOf,
  useWebAppInBrowser,
  waitForText,
} from '../support/browser';
import { truthOf } from '../support/fixture-words';
import { skipTime } from '../support/page-clock';
import { askForRound, startSoloGame, submitAnswer } from '../support/solo-game';
import { rest } from '../support/rest-client';
import { englishTruth, playRoundInBrowser } from './play-rounds';
import { truthExposures } from './truth-exposure';

// A solo game, a daily five and a challenge live on the server, timed there: a reload mid-game takes the
// player back into the round they were in, with the time the server's clock has left (never a fresh timer),
// and leaving a game in play asks first ('Keep playing' focused). Today's daily five, once left, is offered
// back on the menu and never started again.

jest.setTimeout(120_000);

const web = useWebAppInBrowser();

interface RoundOnScreen {
  label: string;
  word: string;
  phase: 'phase-one' | 'followup';
  timer: number;
  options: string[];
}

/**
 * Waits (each animation frame) for round `roundNumber` to be open for an answer, phase one or the
 * follow-up, and returns what the first such frame showed: the word, the timer, the follow-up's options.
 */
async function roundOnScreen(page: Page, roundNumber: number): Promise<RoundOnScreen> {
  const handle = await page.waitForFunction(
    ({ label }) => {
      const text = (id: string) => document.querySelector(`[data-testid="${id}"]`)?.textContent?.trim();
      if (text('round-label') !== label || document.querySelector('[data-testid="feedback-panel"]'))
        return null;
      const real = document.querySelector<HTMLButtonElement>('[data-testid="answer-real"]');
      const options = [...document.querySelectorAll('[data-testid="followup-option-text"]')].map(
        (option) => option.textContent?.trim() ?? '',
      );
      const isPhaseOne = real !== null && !real.disabled;
      if (!isPhaseOne && options.length !== 4) return null;
      return {
        label,
        word: text('word-text') ?? '',
        phase: isPhaseOne ? 'phase-one' : 'followup',
        timer: Number(document.querySelector('[data-testid="timer"] .timer-seconds')?.textContent?.trim()),
        options,
      };
    },
    { label: `Round ${roundNumber}/${ROUNDS_PER_GAME}` },
    { polling: 'raf', timeout: STEP_TIMEOUT_MS },
  );
  return (await handle.jsonValue()) as RoundOnScreen;
}

/** The last answer of GET rounds/current the page received. */
async function lastCurrentRound(recorder: ReturnType<typeof recordApiResponses>) {
  const reads = (await recorder.settled()).filter(
    (response) => response.url.endsWith('/rounds/current') && response.status === 200,
  );
  const last = reads[reads.length - 1];
  if (last === undefined) throw new Error('The page never read the current round');
  return JSON.parse(last.body) as CurrentRoundResponse;
}

/** Reloads the page, answering the browser's question before leaving (beforeunload) with 'leave'. */
async function reloadMidGame(page: Page): Promise<string[]> {
  const asked: string[] = [];
  const onDialog = (dialog: { type(): string; accept(): Promise<void> }) => {
    asked.push(dialog.type());
    void dialog.accept();
  };
  page.on('dialog', onDialog);
  await page.reload();
  page.off('dialog', onDialog);
  return asked;
}

/** The timer the page shows is the server's time left (its first frame may have ticked once). */
function expectServerTime(shown: number, serverSecondsLeft: number): void {
  expect([serverSecondsLeft - 1, serverSecondsLeft]).toContain(shown);
}

test("a reload mid-game takes a solo game back into its round, with the server's time left", async () => {
  const { context, page } = await web.newPage();
  try {
    const recorder = recordApiResponses(page);
    await page.goto('/');
    await byTestId(page, 'name-input').fill('Reload Rita');
    await byTestId(page, 'start-game').click();
    await playRoundInBrowser(page, 1, 'wrong-first', englishTruth);
    const before = await roundOnScreen(page, 2);
    await skipTime(page, 6000);

    const asked = await reloadMidGame(page);
    const after = await roundOnScreen(page, 2);
    expect(after).toMatchObject({ word: before.word, phase: 'phase-one' });
    const current = await lastCurrentRound(recorder);
    expect(current.round).toMatchObject({ stage: 'phase-one', roundNumber: 2 });
    const { secondsLeft } = current.round as { secondsLeft: number };
    // Six seconds of round 2 had gone by on the server's clock: they are not given back.
    expect(secondsLeft).toBeLessThanOrEqual(SOLO_PHASE_ONE_SECONDS - 6);
    expect(secondsLeft).toBeGreaterThanOrEqual(SOLO_PHASE_ONE_SECONDS - 8);
    expectServerTime(after.timer, secondsLeft);
    expect(await textOf(byTestId(page, 'score-label'))).toBe('Score 0');
    // Nothing the page received, the current round's read included, tells it the word's truth before its answer.
    const explanation = truthOf({ word: after.word, language: 'english' }).explanation;
    expect(truthExposures(await recorder.settled(), after.word, explanation)).toEqual([]);
    // The browser asked before the reload: the game was in play.
    expect(asked).toEqual(['beforeunload']);

    // The game goes on where it was, judged by the server, to its results.
    for (let round = 2; round <= ROUNDS_PER_GAME; round += 1) {
      await playRoundInBrowser(page, round, 'wrong-first', englishTruth);
    }
    await byTestId(page, 'results-screen').waitFor();
    // Over: a reload now opens the menu, not the game.
    await page.reload();
    await byTestId(page, 'guest-menu').waitFor();
  } finally {
    await context.close();
  }
});

test("today's daily five comes back after a reload in its follow-up, and once left it is resumed, never replayed", async () => {
  const { context, page } = await web.newPage();
  try {
    const recorder = recordApiResponses(page);
    await page.goto('/');
    await byTestId(page, 'name-input').fill('Daily Del');
    await waitForText(page, 'daily-five-streak', /Daily streak/);
    await byTestId(page, 'daily-five-play').click();
    const first = await roundOnScreen(page, 1);
    await byTestId(page, englishTruth(first.word).isReal ? 'answer-real' : 'answer-fake').click();
    const followup = await roundOnScreen(page, 1);
    expect(followup.phase).toBe('followup');
    await skipTime(page, 5000);

    await reloadMidGame(page);
    const after = await roundOnScreen(page, 1);
    expect(after).toMatchObject({ word: first.word, phase: 'followup', options: followup.options });
    const current = await lastCurrentRound(recorder);
    expect(current.round).toMatchObject({ stage: 'followup', roundNumber: 1 });
    const { secondsLeft } = current.round as { secondsLeft: number };
    expect(secondsLeft).toBeLessThanOrEqual(FOLLOWUP_SECONDS - 5);
    expectServerTime(after.timer, secondsLeft);

    // Left from Home: the question says the day's five can be taken up again, and the menu offers it.
    await byTestId(page, 'home-button').click();
    expect(await textOf(byTestId(page, 'leave-game'))).toContain('resume it from the menu today');
    await byTestId(page, 'leave-game-leave').click();
    await byTestId(page, 'guest-menu').waitFor();
    await waitForText(page, 'daily-five-status', 'Played today: started, not finished.');
    expect(await byTestId(page, 'daily-five-play').count()).toBe(0);
    await byTestId(page, 'daily-five-resume').click();
    const resumed = await roundOnScreen(page, 1);
    expect(resumed).toMatchObject({ word: first.word, phase: 'followup', options: followup.options });

    // The same game goes on: no second start of the day's set was ever made.
    await playFollowup(page, englishTruth(first.word).correctFollowup);
    await waitForText(page, 'feedback-panel', (text) => text.includes(first.word));
    const starts = (await recorder.settled()).filter((response) => response.url.endsWith('/api/daily/start'));
    expect(starts.map((response) => response.status)).toEqual([201]);
  } finally {
    await context.close();
  }
});

async function playFollowup(page: Page, option: string): Promise<void> {
  await byTestId(page, 'followup-option')
    .filter({ has: page.locator('[data-testid="followup-option-text"]', { hasText: option }) })
    .first()
    .click();
}

/** A finished game on the server, played through its REST calls, to be challenged. */
async function finishedGameCode(playerName: string): Promise<string> {
  const game = await startSoloGame(web.baseUrl, { playerName });
  for (let round = 1; round <= ROUNDS_PER_GAME; round += 1) {
    if (round > 1) {
      await web.serverClock.advance(FEEDBACK_DELAY_MS);
      const opened = await askForRound(web.baseUrl, game, round);
      game.words[round - 1] = opened.body.word;
    }
    const word = game.words[round - 1]!;
    await submitAnswer(web.baseUrl, game, {
      wordId: word.id,
      roundNumber: round,
      playerAnswer: !truthOf(word).isReal,
    });
  }
  const completed = await rest(web.baseUrl, `/api/sessions/${game.sessionCode}/complete`, {
    method: 'POST',
    token: game.playerToken,
    body: {},
  });
  expect(completed.status).toBe(200);
  return game.sessionCode;
}

test("a reload mid-challenge takes the challenger back into the same round, with the server's time left", async () => {
  const code = await finishedGameCode('Origin Olive');
  const { context, page } = await web.newPage();
  try {
    const recorder = recordApiResponses(page);
    await page.goto(`/?challenge=${code}`);
    await waitForText(page, 'challenge-player', 'Origin Olive');
    await byTestId(page, 'challenger-name').fill('Challenger Cy');
    await byTestId(page, 'accept-challenge').click();
    await playRoundInBrowser(page, 1, 'wrong-first', englishTruth);
    const before = await roundOnScreen(page, 2);
    await skipTime(page, 4000);

    await reloadMidGame(page);
    const after = await roundOnScreen(page, 2);
    expect(after).toMatchObject({ word: before.word, phase: 'phase-one' });
    // Still the challenge's address, and not its landing: the copy being played goes on.
    expect(new URL(page.url()).search).toBe(`?challenge=${code}`);
    expect(await byTestId(page, 'challenge-landing').count()).toBe(0);
    const current = await lastCurrentRound(recorder);
    const { secondsLeft } = current.round as { secondsLeft: number };
    expect(secondsLeft).toBeLessThanOrEqual(SOLO_PHASE_ONE_SECONDS - 4);
    expectServerTime(after.timer, secondsLeft);

    for (let round = 2; round <= ROUNDS_PER_GAME; round += 1) {
      await playRoundInBrowser(page, round, 'wrong-first', englishTruth);
    }
    // The results still set the score beside the original's.
    await byTestId(page, 'challenge-verdict').waitFor();
    const duplicates = (await recorder.settled()).filter((response) => response.url.endsWith('/duplicate'));
    expect(duplicates).toHaveLength(1);
  } finally {
    await context.close();
  }
});

test('leaving a game in play asks first, with Keep playing focused, from Home and from Back', async () => {
  const { context, page } = await web.newPage();
  try {
    const recorder = recordApiResponses(page);
    await page.goto('/');
    await byTestId(page, 'name-input').fill('Leaving Lou');
    await byTestId(page, 'start-game').click();
    const shown = await roundOnScreen(page, 1);

    await byTestId(page, 'home-button').click();
    await byTestId(page, 'leave-game').waitFor();
    expect(await textOf(byTestId(page, 'leave-game').locator('h2'))).toBe('Leave this game?');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
      'leave-game-keep',
    );
    // Enter on the question as it opens is the safe answer; a key meant for the round answers nothing.
    await page.keyboard.press('r');
    await page.keyboard.press('Enter');
    await byTestId(page, 'leave-game').waitFor({ state: 'detached' });
    expect((await roundOnScreen(page, 1)).word).toBe(shown.word);
    expect((await recorder.settled()).some((response) => response.url.endsWith('/answers'))).toBe(false);

    // The browser's Back asks the same, and Escape keeps playing.
    await page.goBack();
    await byTestId(page, 'leave-game').waitFor();
    await page.keyboard.press('Escape');
    await byTestId(page, 'leave-game').waitFor({ state: 'detached' });
    expect((await roundOnScreen(page, 1)).word).toBe(shown.word);

    await byTestId(page, 'home-button').click();
    await byTestId(page, 'leave-game-leave').click();
    await byTestId(page, 'guest-menu').waitFor();
    // Left: a reload does not go back into it.
    await page.reload();
    await byTestId(page, 'guest-menu').waitFor();
    expect((await recorder.settled()).some((response) => response.url.endsWith('/rounds/current'))).toBe(
      false,
    );

    // The question in Filipino.
    await byTestId(page, 'language-select').selectOption('filipino');
    await byTestId(page, 'start-game').click();
    await byTestId(page, 'game-screen').waitFor();
    await byTestId(page, 'home-button').click();
    expect(await textOf(byTestId(page, 'leave-game').locator('h2'))).toBe('Aalis sa larong ito?');
    expect(await textOf(byTestId(page, 'leave-game-keep'))).toBe('Magpatuloy sa paglalaro');
    await byTestId(page, 'leave-game-leave').click();
    await byTestId(page, 'guest-menu').waitFor();
  } finally {
    await context.close();
  }
});
