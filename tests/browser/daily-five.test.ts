// Functions passed to page.evaluate/waitForFunction run in the page, so they are typed against the DOM.
/// <reference lib="dom" />
import {
  DAILY_FIVE_PATHS,
  MAX_SCORE,
  ROUNDS_PER_GAME,
  type OpenRoundResponse,
  type StartDailyFiveResponse,
  type SubmitAnswerResponse,
} from '@bluffle/shared-schema';
import type { Page } from 'playwright-core';
import {
  byTestId,
  recordApiResponses,
  textOf,
  useWebAppInBrowser,
  waitForText,
  type RecordedResponse,
} from '../support/browser';
import { truthOf } from '../support/fixture-words';
import { playRoundInBrowser, englishTruth } from './play-rounds';
import { truthExposures, wasServed } from './truth-exposure';

// The daily five in the browser: a guest plays today's five from the menu's card, judged by the server,
// and back on the menu the card shows it played, the countdown to the next set and a streak of 1, kept on
// this browser (a reload asks the server again and still says so).

jest.setTimeout(90_000);

const DAY_MS = 24 * 60 * 60 * 1000;

const web = useWebAppInBrowser();

const explanationOf = (word: string) => truthOf({ word, language: 'english' }).explanation;

/** The score of the last round's verdict: what the server counted. */
function finalScoreOf(responses: readonly RecordedResponse[]): number {
  const verdicts = responses
    .filter((response) => response.url.endsWith('/answers') && response.status === 200)
    .map((response) => JSON.parse(response.body) as SubmitAnswerResponse)
    .filter((body) => body.stage === 'round-over');
  const last = verdicts[verdicts.length - 1];
  if (last === undefined || last.stage !== 'round-over') throw new Error('no round was judged');
  return last.score.totalScore;
}

async function expectPlayedToday(page: Page, score: number): Promise<void> {
  await byTestId(page, 'daily-five-countdown').waitFor();
  expect(await textOf(byTestId(page, 'daily-five-status'))).toBe(
    `Played today: ${score} / ${MAX_SCORE} points.`,
  );
  expect(await textOf(byTestId(page, 'daily-five-countdown'))).toMatch(/^Next set in \d\d:[0-5]\d:[0-5]\d$/);
  expect(await textOf(byTestId(page, 'daily-five-streak'))).toBe('Daily streak: 1 day');
  expect(await textOf(byTestId(page, 'daily-five-kept'))).toContain('on this browser');
  expect(await byTestId(page, 'daily-five-play').count()).toBe(0);
}

test("a guest plays today's five to the end; the menu then shows it played, the countdown and a streak of 1", async () => {
  const { context, page } = await web.newPage();
  try {
    const recorder = recordApiResponses(page);
    await page.goto('/');
    await byTestId(page, 'name-input').fill('Daily Dana');
    await waitForText(page, 'daily-five-streak', 'Daily streak: 0 days');
    expect(await textOf(byTestId(page, 'daily-five-kept'))).toContain('on this browser');
    await byTestId(page, 'daily-five-play').click();
    await byTestId(page, 'game-screen').waitFor();

    const words: string[] = [];
    for (let round = 1; round <= ROUNDS_PER_GAME; round += 1) {
      const played = await playRoundInBrowser(page, round, 'right', englishTruth, {
        beforeAnswer: async (word) => {
          // Nothing the page received before this answer tells it the word's truth (docs/design.md decision 3).
          const soFar = await recorder.settled();
          expect(wasServed(soFar, word)).toBe(true);
          expect(truthExposures(soFar, word, explanationOf(word))).toEqual([]);
        },
      });
      // Solo timers (15 s). The first frame polled can come a tick late on a loaded machine (seen once).
      expect([round, played.timerAtStart >= 14 && played.timerAtStart <= 15]).toEqual([round, true]);
      words.push(played.word);
    }
    await byTestId(page, 'results-screen').waitFor();

    const responses = await recorder.settled();
    const start = responses.find((response) => response.url.endsWith(DAILY_FIVE_PATHS.start));
    expect(start?.status).toBe(201);
    const started = JSON.parse(start!.body) as StartDailyFiveResponse;
    // The words played are today's set, in its order, and no offline game was played instead: round 1's
    // came with the start, each other one with its round's opening, none before.
    const opened = responses
      .filter((response) => response.url.endsWith('/rounds/next') && response.status === 200)
      .map((response) => (JSON.parse(response.body) as OpenRoundResponse).word.word);
    expect(started.words).toHaveLength(1);
    expect(words).toEqual([started.words[0]!.word, ...opened]);
    expect(responses.some((response) => response.url.includes('/api/sessions/create'))).toBe(false);
    const score = finalScoreOf(responses);
    expect(await waitForText(page, 'results-score', /\d+\/\d+/)).toBe(`${score}/${MAX_SCORE}`);
    // The daily five is once a day: its results' Play Again starts an ordinary game, and says so.
    expect(await textOf(byTestId(page, 'play-again'))).toBe('Play a regular game');

    await byTestId(page, 'home-button').click();
    await byTestId(page, 'guest-menu').waitFor();
    await expectPlayedToday(page, score);

    // Kept by the server for this browser's guest id: a reload says the same.
    await page.reload();
    await byTestId(page, 'guest-menu').waitFor();
    await expectPlayedToday(page, score);
  } finally {
    await context.close();
  }
});

test("a past day's five from the archive plays as practice, says so, and leaves today's five and the streak alone", async () => {
  // Someone starts today's five, which fixes today's set; then a day passes on the worker's server (its
  // clock only moves on: later files see tomorrow, which nothing of theirs depends on).
  const setter = await web.newPage();
  try {
    await setter.page.goto('/');
    const status = await setter.page.evaluate(async (path) => {
      const response = await fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-guest-id': 'guest-archive-setter-0123456789' },
        body: JSON.stringify({ language: 'english', playerName: 'Setter' }),
      });
      return response.status;
    }, DAILY_FIVE_PATHS.start);
    expect(status).toBe(201);
  } finally {
    await setter.context.close();
  }
  const yesterday = new Date(await web.serverClock.now()).toISOString().slice(0, 10);
  await web.serverClock.advance(DAY_MS);

  const { context, page } = await web.newPage();
  try {
    await page.goto('/');
    await byTestId(page, 'name-input').fill('Archie');
    await waitForText(page, 'daily-five-streak', 'Daily streak: 0 days');
    await byTestId(page, 'daily-archive-toggle').click();
    const day = byTestId(page, 'archive-day').and(page.locator(`[data-day="${yesterday}"]`));
    expect(await day.getAttribute('aria-label')).toMatch(/^Play .+ as practice$/);
    await day.click();
    await byTestId(page, 'game-screen').waitFor();
    expect(await textOf(byTestId(page, 'archive-badge'))).toBe(`Archive ${yesterday} · practice`);
    for (let round = 1; round <= ROUNDS_PER_GAME; round += 1) {
      await playRoundInBrowser(page, round, 'wrong-first', englishTruth);
    }
    await byTestId(page, 'results-screen').waitFor();
    expect(await textOf(byTestId(page, 'results-practice'))).toContain('from the archive');
    expect(await textOf(byTestId(page, 'share-grid-header'))).toMatch(
      new RegExp(`^Bluffle Daily ${yesterday} \\(archive\\) \\d+/${MAX_SCORE}$`),
    );

    // Today's five is still there to play, and the streak did not move.
    await byTestId(page, 'home-button').click();
    await byTestId(page, 'guest-menu').waitFor();
    await waitForText(page, 'daily-five-streak', 'Daily streak: 0 days');
    expect(await byTestId(page, 'daily-five-play').count()).toBe(1);
  } finally {
    await context.close();
  }
});
