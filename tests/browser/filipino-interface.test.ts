// Functions passed to page.evaluate run in the page, so they are typed against the DOM.
/// <reference lib="dom" />
import { ROUNDS_PER_GAME } from '@bluffle/shared-schema';
import type { Page } from 'playwright-core';
import { byTestId, textOf, useWebAppInBrowser } from '../support/browser';
import { englishOnlyTexts } from '../support/catalogue-texts';
import { truthOf } from '../support/fixture-words';
import { skipFeedbackPause } from '../support/page-clock';

// The interface in Filipino (issue 10): picking Filipino on the menu switches the words and the interface
// together, and no English interface text shows on the menu, a round, its follow-up, the feedback, the
// results or the share dialog. The word bank's English glosses are content, marked lang="en", and skipped.

jest.setTimeout(90_000);

const web = useWebAppInBrowser();

/** Little English words no Filipino sentence of ours uses: a hard-coded English text would have them. */
const ENGLISH_WORDS = [
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

/** Every text a person meets outside English-marked content: text nodes and the labels read aloud. */
async function interfaceTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const isEnglishContent = (element: Element | null) =>
      (element?.closest('[lang]')?.getAttribute('lang') ?? '').toLowerCase().startsWith('en');
    const texts: string[] = [];
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

async function expectNoEnglish(page: Page, screen: string): Promise<void> {
  const english = englishOnlyTexts();
  const texts = await interfaceTexts(page);
  const found = texts.filter(
    (text) =>
      english.some((entry) => text.includes(entry)) ||
      ENGLISH_WORDS.some((word) => new RegExp(`\\b${word}\\b`, 'i').test(text)),
  );
  expect({ screen, found }).toEqual({ screen, found: [] });
}

test('a guest who picks Filipino plays a whole game with no English interface text', async () => {
  const { context, page } = await web.newPage();
  try {
    await page.goto('/');
    await byTestId(page, 'language-select').selectOption('filipino');
    await page.waitForFunction(() => document.documentElement.lang === 'fil');
    await byTestId(page, 'name-input').fill('Liwayway');
    await expectNoEnglish(page, 'menu');

    await byTestId(page, 'start-game').click();
    await byTestId(page, 'answer-real').waitFor();
    await expectNoEnglish(page, 'round');

    // The right first answer, so the follow-up comes; the Filipino fixture words' truths are known.
    const word = await textOf(byTestId(page, 'word-text'));
    const truth = truthOf({ word, language: 'filipino' });
    await byTestId(page, truth.isReal ? 'answer-real' : 'answer-fake').click();
    await byTestId(page, 'followup-question').waitFor();
    await expectNoEnglish(page, 'follow-up');
    await byTestId(page, 'followup-option').first().click();
    await byTestId(page, 'feedback-panel').waitFor();
    await expectNoEnglish(page, 'feedback');
    await skipFeedbackPause(page);

    // The other rounds answered wrong at once, each waiting for its own feedback.
    for (let round = 2; round <= ROUNDS_PER_GAME; round += 1) {
      await page.waitForFunction(
        () =>
          document.querySelector('[data-testid="feedback-panel"]') === null &&
          document.querySelector<HTMLButtonElement>('[data-testid="answer-real"]')?.disabled === false,
      );
      const shown = await textOf(byTestId(page, 'word-text'));
      const isReal = truthOf({ word: shown, language: 'filipino' }).isReal;
      await byTestId(page, isReal ? 'answer-fake' : 'answer-real').click();
      await byTestId(page, 'feedback-panel').waitFor();
      await skipFeedbackPause(page);
    }
    await byTestId(page, 'results-screen').waitFor();
    await byTestId(page, 'share-grid-panel').waitFor();
    await expectNoEnglish(page, 'results');
    await byTestId(page, 'share-score').click();
    await byTestId(page, 'close-share').waitFor();
    await expectNoEnglish(page, 'share dialog');
  } finally {
    await context.close();
  }
});

test('switching back to English restores the English interface', async () => {
  const { context, page } = await web.newPage();
  try {
    await page.goto('/');
    await byTestId(page, 'language-select').selectOption('filipino');
    await page.waitForFunction(() => document.documentElement.lang === 'fil');
    const filipinoTagline = await textOf(byTestId(page, 'tagline'));
    await byTestId(page, 'language-select').selectOption('english');
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    expect(await textOf(byTestId(page, 'tagline'))).toBe(
      '5 rounds. Rare words versus fake ones. No second chances.',
    );
    expect(filipinoTagline).not.toBe('5 rounds. Rare words versus fake ones. No second chances.');
    // The choice is remembered by this browser.
    await byTestId(page, 'language-select').selectOption('filipino');
    await page.reload();
    await page.waitForFunction(() => document.documentElement.lang === 'fil');
  } finally {
    await context.close();
  }
});
