// Functions passed to page.evaluate run in the page, so they are typed against the DOM.
/// <reference lib="dom" />
import { ROUNDS_PER_GAME } from '@bluffle/shared-schema';
import type { Page } from 'playwright-core';
import { CATALOGUES } from '../../web/src/i18n/messages';
import { byTestId, openSignedInAs, textOf, useWebAppInBrowser, waitForText } from '../support/browser';
import { englishLeftOver } from '../support/english-left-over';
import { correctFollowupOf, truthOf } from '../support/fixture-words';
import { RestPlayer, signIn } from '../support/lobby-players';
import { skipFeedbackPause } from '../support/page-clock';

// The interface in Filipino: picking Filipino on the menu switches the words and the
// interface together, and no English interface text shows on any screen of a Filipino game: the menus, the
// rounds, their follow-ups and feedback, the results and the share dialog, a lobby's waiting room, rounds,
// round results and standings, nor in the tab title. The word bank's English glosses are content, marked
// lang="en", and skipped.

jest.setTimeout(120_000);

const web = useWebAppInBrowser();
const filipino = CATALOGUES.filipino;

/**
 * English words a Filipino screen must not show even though some Filipino text borrows them today: the ones
 * a review found ('Home', 'Round 1/5', 'Score', 'streak bonus') and little English words no Filipino
 * sentence of ours uses.
 */
const FORBIDDEN_WORDS = [
  'home',
  'round',
  'rounds',
  'score',
  'streak',
  'bonus',
  'the',
  'your',
  'you',
  'and',
  'with',
  'this',
  'that',
  'was',
  'are',
  'for',
  'will',
  'not',
];

const englishIn = englishLeftOver(FORBIDDEN_WORDS);

/**
 * Every text a person meets outside English-marked content and data that is never translated (an account id,
 * marked translate="no"): text nodes, the labels read aloud, the tab title.
 */
async function interfaceTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const isEnglishContent = (element: Element | null) =>
      (element?.closest('[lang]')?.getAttribute('lang') ?? '').toLowerCase().startsWith('en') ||
      element?.closest('[translate="no"]') != null;
    const texts: string[] = [`title: ${document.title}`];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (parent === null || ['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(parent.tagName)) continue;
      const text = node.textContent?.trim() ?? '';
      if (text !== '' && !isEnglishContent(parent)) texts.push(text);
    }
    for (const element of document.body.querySelectorAll('[aria-label], [placeholder], [title], [alt]')) {
      if (isEnglishContent(element)) continue;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(name)?.trim();
        if (value) texts.push(value);
      }
    }
    return texts;
  });
}

/**
 * The texts on screen that say something in English (an English-only phrase or word), each with what. The
 * data the test put on screen (a lobby code, players' names, the words played) is shown as it is and skipped.
 */
async function expectNoEnglish(page: Page, screen: string, shownAsIs: readonly string[] = []): Promise<void> {
  const found = englishIn(await interfaceTexts(page), shownAsIs);
  expect({ screen, found }).toEqual({ screen, found: [] });
}

async function pickFilipino(page: Page): Promise<void> {
  await byTestId(page, 'language-select').selectOption('filipino');
  await page.waitForFunction(() => document.documentElement.lang === 'fil');
}

/** Waits for round `round`'s phase one to open (its label, in Filipino) and returns the word shown. */
async function waitForRound(page: Page, round: number): Promise<string> {
  await page.waitForFunction(
    (label) =>
      document.querySelector('[data-testid="round-label"]')?.textContent?.trim() === label &&
      document.querySelector('[data-testid="feedback-panel"]') === null &&
      document.querySelector<HTMLButtonElement>('[data-testid="answer-real"]')?.disabled === false,
    filipino.round.roundLabel({ round, total: ROUNDS_PER_GAME }),
  );
  return textOf(byTestId(page, 'word-text'));
}

/** Round `round`'s word, once it opens, added to the data shown as it is. */
async function roundWord(page: Page, round: number, shownAsIs: string[]): Promise<string> {
  const word = await waitForRound(page, round);
  shownAsIs.push(word);
  return word;
}

/** The follow-up options' own texts (without their key hints), in the order shown. */
async function followupOptions(page: Page): Promise<string[]> {
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="followup-option"]').length === 4);
  return (await byTestId(page, 'followup-option-text').allInnerTexts()).map((text) => text.trim());
}

/** The key hint beside each phase-one answer and the shortcut announced for it. */
async function phaseOneKeys(page: Page) {
  const keysOf = async (testId: string) => ({
    hint: await textOf(page.locator(`[data-testid="${testId}"] .key-hint`)),
    shortcuts: await byTestId(page, testId).getAttribute('aria-keyshortcuts'),
  });
  return { real: await keysOf('answer-real'), fake: await keysOf('answer-fake') };
}

test('a guest who picks Filipino plays a whole game with no English interface text', async () => {
  const { context, page } = await web.newPage();
  try {
    await page.goto('/');
    await pickFilipino(page);
    await byTestId(page, 'name-input').fill('Liwayway');
    // The player's name and the words played are data, shown as they are.
    const shownAsIs = ['Liwayway'];
    await expectNoEnglish(page, 'menu', shownAsIs);

    await byTestId(page, 'start-game').click();
    const first = truthOf({ word: await roundWord(page, 1, shownAsIs), language: 'filipino' });
    await expectNoEnglish(page, 'round', shownAsIs);
    // The hints match the Filipino buttons: T for TOTOO, P for PEKE; R and F still answer too.
    expect(await phaseOneKeys(page)).toEqual({
      real: { hint: 'T', shortcuts: 'T R' },
      fake: { hint: 'P', shortcuts: 'P F' },
    });

    // Round 1 by the Filipino keys: right, then the follow-up by its number.
    await page.keyboard.press(first.isReal ? 't' : 'p');
    await byTestId(page, 'followup-question').waitFor();
    await expectNoEnglish(page, 'follow-up', shownAsIs);
    const options = await followupOptions(page);
    await page.keyboard.press(String(options.indexOf(correctFollowupOf(first)) + 1));
    await byTestId(page, 'feedback-panel').waitFor();
    await expectNoEnglish(page, 'feedback', shownAsIs);
    await byTestId(page, 'feedback-why').click();
    await byTestId(page, 'feedback-details').waitFor();
    await expectNoEnglish(page, 'feedback, why', shownAsIs);
    // 'Why?' holds the feedback open: the next word comes when asked for.
    await byTestId(page, 'feedback-next').click();
    await page.mouse.move(0, 0);

    // Round 2 by the English keys, still answering in a Filipino game; round 3 by clicks: three in a row
    // bring the streak bonus.
    const second = truthOf({ word: await roundWord(page, 2, shownAsIs), language: 'filipino' });
    await page.keyboard.press(second.isReal ? 'r' : 'f');
    await byTestId(page, 'followup-question').waitFor();
    const secondOptions = await followupOptions(page);
    await page.keyboard.press(String(secondOptions.indexOf(correctFollowupOf(second)) + 1));
    await byTestId(page, 'feedback-panel').waitFor();
    await skipFeedbackPause(page);

    const third = truthOf({ word: await roundWord(page, 3, shownAsIs), language: 'filipino' });
    await byTestId(page, third.isReal ? 'answer-real' : 'answer-fake').click();
    const thirdOptions = await followupOptions(page);
    await byTestId(page, 'followup-option')
      .nth(thirdOptions.indexOf(correctFollowupOf(third)))
      .click();
    await byTestId(page, 'feedback-panel').waitFor();
    await byTestId(page, 'streak-banner').waitFor();
    await expectNoEnglish(page, 'feedback with the streak bonus', shownAsIs);
    await skipFeedbackPause(page);

    // Round 4 wrong at once; round 5 the right call and a wrong follow-up.
    const fourth = truthOf({ word: await roundWord(page, 4, shownAsIs), language: 'filipino' });
    await byTestId(page, fourth.isReal ? 'answer-fake' : 'answer-real').click();
    await byTestId(page, 'feedback-panel').waitFor();
    await expectNoEnglish(page, 'feedback, wrong', shownAsIs);
    await skipFeedbackPause(page);

    const fifth = truthOf({ word: await roundWord(page, 5, shownAsIs), language: 'filipino' });
    await byTestId(page, fifth.isReal ? 'answer-real' : 'answer-fake').click();
    const fifthOptions = await followupOptions(page);
    await byTestId(page, 'followup-option')
      .nth(fifthOptions.findIndex((option) => option !== correctFollowupOf(fifth)))
      .click();
    await byTestId(page, 'feedback-panel').waitFor();
    await expectNoEnglish(page, 'feedback, missed follow-up', shownAsIs);
    await skipFeedbackPause(page);

    await byTestId(page, 'results-screen').waitFor();
    await byTestId(page, 'share-grid-panel').waitFor();
    await expectNoEnglish(page, 'results', shownAsIs);
    await byTestId(page, 'share-score').click();
    await byTestId(page, 'close-share').waitFor();
    await expectNoEnglish(page, 'share dialog', shownAsIs);
  } finally {
    await context.close();
  }
});

test('a signed-in player in Filipino hosts a lobby game with no English interface text', async () => {
  const { context, page } = await web.newPage({ clipboard: true });
  try {
    await page.goto('/');
    await pickFilipino(page);
    // The language is remembered by this browser, so the signed-in menu opens in Filipino.
    await openSignedInAs(page, 'Dalisay', '/');
    await byTestId(page, 'signed-in-menu').waitFor();
    await page.waitForFunction(() => document.documentElement.lang === 'fil');
    await expectNoEnglish(page, 'signed-in menu');

    await byTestId(page, 'multiplayer').click();
    await byTestId(page, 'lobby-create').waitFor();
    await expectNoEnglish(page, 'join or create a lobby');
    await byTestId(page, 'lobby-create').click();
    const code = await waitForText(page, 'lobby-code', /^[A-HJ-NP-Z2-9]{6}$/);
    const shownAsIs = [code, 'Dalisay', 'Bayani'];
    await expectNoEnglish(page, 'lobby, waiting alone', shownAsIs);

    // A second player joins over REST and gets ready: the host can start.
    const guest = new RestPlayer(web.baseUrl, await signIn(web.baseUrl, 'Bayani'));
    expect((await guest.join(code)).status).toBe(200);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="lobby-player"]').length === 2);
    await expectNoEnglish(page, 'lobby, a guest not ready', shownAsIs);
    expect((await guest.post('ready', { lobbyCode: code, isReady: true })).status).toBe(200);
    await page.waitForFunction(
      () => document.querySelector<HTMLButtonElement>('[data-testid="lobby-start"]')?.disabled === false,
    );
    await expectNoEnglish(page, 'lobby, everyone ready', shownAsIs);
    await byTestId(page, 'lobby-start').click();

    for (let round = 1; round <= ROUNDS_PER_GAME; round += 1) {
      await waitForText(page, 'mp-round', filipino.lobby.roundOf({ round, total: ROUNDS_PER_GAME }));
      const word = await waitForText(page, 'mp-word', (text) => text.length > 0);
      const truth = truthOf({ word, language: 'filipino' });
      shownAsIs.push(word);
      if (round === 1) await expectNoEnglish(page, 'lobby round', shownAsIs);
      await byTestId(page, truth.isReal ? 'mp-answer-real' : 'mp-answer-fake').click();
      if (round === 1) await expectNoEnglish(page, 'lobby round, answered', shownAsIs);
      await guest.waitFor(code, (game) => game.gameStatus === 'playing' && game.currentRound === round);
      await guest.post('answer', { lobbyCode: code, roundNumber: round, answer: !truth.isReal });
      await byTestId(page, 'mp-round-results').waitFor();
      if (round === 1) await expectNoEnglish(page, 'lobby round results', shownAsIs);
    }
    await byTestId(page, 'mp-standings').waitFor();
    await expectNoEnglish(page, 'lobby standings', shownAsIs);
  } finally {
    await context.close();
  }
});

test('switching back to English restores the English interface', async () => {
  const { context, page } = await web.newPage();
  try {
    await page.goto('/');
    await pickFilipino(page);
    const filipinoTagline = await textOf(byTestId(page, 'tagline'));
    await byTestId(page, 'language-select').selectOption('english');
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    expect(await textOf(byTestId(page, 'tagline'))).toBe(
      '5 rounds. Rare words versus fake ones. No second chances.',
    );
    expect(filipinoTagline).not.toBe('5 rounds. Rare words versus fake ones. No second chances.');
    expect(await page.title()).toBe('Bluffle: real word or bluff?');
    // The choice is remembered by this browser.
    await byTestId(page, 'language-select').selectOption('filipino');
    await page.reload();
    await page.waitForFunction(() => document.documentElement.lang === 'fil');
  } finally {
    await context.close();
  }
});
