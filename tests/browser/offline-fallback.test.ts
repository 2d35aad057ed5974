import { ROUNDS_PER_GAME, DAILY_WORDS } from '@bluffle/shared-schema';
import { byTestId, textOf, useWebAppInBrowser, waitForText } from '../support/browser';
import { skipFeedbackPause } from '../support/page-clock';
import {
  playRoundInBrowser,
  shortLineStart,
  type BrowserRoundPlan,
  type KnownTruth,
  type PlayedRound,
} from './play-rounds';

// docs/product.md §4 Start: when the server cannot be reached, the built-in daily words are shuffled, judged in the
// browser and counted locally only. The built app is served, but every /api call fails at the network level.

jest.setTimeout(60_000);

// Round 2 is answered wrong at phase one, so the local judge's verdicts show in the results (4 of 5).
const PLAN: BrowserRoundPlan[] = ['right', 'wrong-first', 'right', 'right', 'right'];

const web = useWebAppInBrowser();

function dailyTruth(word: string): KnownTruth {
  const found = DAILY_WORDS.find((daily) => daily.word === word);
  if (!found) throw new Error(`${word} is not one of the built-in daily words`);
  const correctFollowup = found.isReal ? found.definitionCorrect : found.wordsReal;
  if (correctFollowup === undefined) throw new Error(`${word} has no follow-up data`);
  return { isReal: found.isReal, correctFollowup };
}

test('with the API unreachable, a game is played on the built-in words and judged in the browser', async () => {
  const { context, page } = await web.newPage();
  try {
    const apiCalls: string[] = [];
    await page.route('**/api/**', async (route) => {
      apiCalls.push(route.request().url());
      await route.abort('connectionrefused');
    });
    await page.goto('/');
    await byTestId(page, 'name-input').fill('Offline Olive');
    await byTestId(page, 'start-game').click();
    await byTestId(page, 'game-screen').waitFor();
    await byTestId(page, 'offline-badge').waitFor();
    // The app did try the server first (docs/product.md §4 Start) and fell back when it failed.
    expect(apiCalls.some((url) => url.endsWith('/api/sessions/create'))).toBe(true);

    const played: PlayedRound[] = [];
    for (let round = 1; round <= ROUNDS_PER_GAME; round += 1) {
      played.push(
        await playRoundInBrowser(page, round, PLAN[round - 1]!, dailyTruth, { feedbackPause: 'keep' }),
      );
      expect(await byTestId(page, 'offline-badge').count()).toBe(1);
      await skipFeedbackPause(page);
    }
    expect(new Set(played.map((round) => round.word)).size).toBe(ROUNDS_PER_GAME);
    played.forEach((round, index) => {
      expect(round.feedbackText).toContain(shortLineStart(PLAN[index]!));
    });

    await byTestId(page, 'results-screen').waitFor();
    expect(await textOf(byTestId(page, 'tile-correct').locator('.stat-value'))).toBe('4/5');
    expect(await textOf(byTestId(page, 'tile-accuracy').locator('.stat-value'))).toBe('80%');
    await waitForText(page, 'results-score', /^\d+\/16$/);
    const cards = await byTestId(page, 'review-card').allTextContents();
    expect(cards).toHaveLength(ROUNDS_PER_GAME);
    cards.forEach((text, index) => expect(text).toContain(played[index]!.word));
    // No session code offline, so nothing to share (docs/product.md §2 Results: 'when a session code exists').
    expect(await byTestId(page, 'share-score').count()).toBe(0);
    expect(await byTestId(page, 'play-again').count()).toBe(1);
  } finally {
    await context.close();
  }
});
