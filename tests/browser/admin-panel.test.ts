// Functions passed to page.evaluate run in the page, so they are typed against the DOM.
/// <reference lib="dom" />
import type { Language } from '@bluffle/shared-schema';
import type { Page } from 'playwright-core';
import type { NewWord } from '../../game-server/src/domain/word';
import { ADMIN_TEST_USERS, csvFile, fakeRow, realRow } from '../support/admin-words';
import { byTestId, openSignedInAs, textOf, waitForText, warmWordGenerator } from '../support/browser';
import { useOwnWebAppInBrowser } from '../support/own-web-app';
import { FIXTURE_WORDS } from '../support/fixture-words';

// The admin panel end to end (; docs/product.md §2 Admin panel, §4 Admin list, §8 Admin toasts): an admin
// generates words with the real generator, uploads a CSV with good and bad rows, and pages through the list.

jest.setTimeout(480_000);

/** The first Generate loads the word generator in the server's thread: seconds on a loaded machine. */
const FIRST_GENERATE_TIMEOUT_MS = 120_000;

/** 30 Latin words, so the list has four pages; dated in the past, so the words made below come first. */
const LATIN_WORDS: NewWord[] = Array.from({ length: 30 }, (_, index) => ({
  word: `verbum${index}`,
  definition: `Latin meaning ${index}.`,
  usage: `Latin usage ${index}.`,
  isReal: true,
  difficulty: 'easy',
  category: 'test',
  language: 'latin' as Language,
  wordClass: 'noun',
  explanation: '',
  createdAt: new Date(Date.UTC(2025, 0, 1, 0, index)).toISOString(),
  source: 'csv',
  createdBy: ADMIN_TEST_USERS.admin.id,
}));

// Its own server: the list's pages count every stored word, so no other file's words may join them.
// It loads the word generator as it starts, as production does (WORD_GENERATOR_PRELOAD).
const web = useOwnWebAppInBrowser({
  users: Object.values(ADMIN_TEST_USERS),
  words: [...FIXTURE_WORDS, ...LATIN_WORDS],
  env: { WORD_GENERATOR_PRELOAD: 'on' },
});

async function withPage(run: (page: Page) => Promise<void>) {
  const { context, page } = await web.newPage();
  try {
    await run(page);
  } finally {
    await context.close();
  }
}

/** Signs the page in by name (or stays a guest), then opens /admin. */
function openAdminAs(page: Page, username: string | null): Promise<void> {
  return openSignedInAs(page, username, '/admin');
}

test('a guest is asked to sign in, and a player who is not an admin is told why the tools are closed', () =>
  withPage(async (page) => {
    await openAdminAs(page, null);
    await byTestId(page, 'admin-sign-in').waitFor();
    expect(await textOf(page.locator('#admin-refusal-title'))).toBe('Please Sign In');

    await openAdminAs(page, ADMIN_TEST_USERS.wordsmith.username);
    await byTestId(page, 'admin-not-allowed').waitFor();
    expect(await textOf(byTestId(page, 'admin-not-allowed'))).toContain('not an admin account');
    expect(await byTestId(page, 'admin-panel').count()).toBe(0);
  }));

test('an admin generates words, uploads a CSV with good and bad rows, and pages through the list', () =>
  withPage(async (page) => {
    await openAdminAs(page, ADMIN_TEST_USERS.admin.username);
    await byTestId(page, 'admin-panel').waitFor();
    const total = LATIN_WORDS.length + FIXTURE_WORDS.length;
    await waitForText(page, 'word-range', `Showing 1–10 of ${total}`);
    expect(await byTestId(page, 'admin-word').count()).toBe(10);

    // Generate: the real generator (loaded first: minutes on a busy machine); the button says it is busy,
    // then a toast lists the new words.
    await warmWordGenerator(page);
    await byTestId(page, 'generate-count').fill('4');
    await byTestId(page, 'generate-language').selectOption('english');
    // A warm generator answers within a frame or two: the busy text is caught as it appears, not polled for.
    const sawBusy = page.evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          const isBusy = () =>
            document.querySelector('[data-testid="generate-button"]')?.textContent === 'Generating Words...';
          const observer = new MutationObserver(() => {
            if (!isBusy()) return;
            observer.disconnect();
            resolve(true);
          });
          observer.observe(document.body, { subtree: true, childList: true, characterData: true });
        }),
    );
    await byTestId(page, 'generate-button').click();
    expect(await sawBusy).toBe(true);
    const toast = await waitForText(
      page,
      'toast-success',
      /^Added \d+ new words?: /,
      FIRST_GENERATE_TIMEOUT_MS,
    );
    const generatedWords = toast
      .replace(/^Added \d+ new words?: /, '')
      .replace(/\..*$/, '')
      .split(', ');
    expect(generatedWords.length).toBeGreaterThan(0);
    await waitForText(page, 'generate-button', 'Generate Words');
    // The list reloads from page 1 with the new words on top, each card saying how it was made.
    await waitForText(page, 'word-range', (text) => text.startsWith('Showing 1–10 of '));
    await waitForText(page, 'admin-word-text', (text) => generatedWords.includes(text));
    expect(await textOf(byTestId(page, 'admin-word-source').first())).toBe('generated');
    expect(await byTestId(page, 'admin-word-provenance').count()).toBeGreaterThan(0);

    // Upload: two good rows, one bad; the result box shows the counts and the numbered error.
    const csv = csvFile([
      realRow('browserquill', { definition: 'A pen, made from a feather.' }),
      realRow('browserbad', { is_real: 'maybe' }),
      fakeRow('browserblim'),
    ]);
    await byTestId(page, 'csv-file').setInputFiles({
      name: 'words.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    await byTestId(page, 'csv-upload').click();
    // Several toasts may show at once (the Generate one stays 8 s): find this one among them.
    await byTestId(page, 'toast-success')
      .filter({ hasText: 'Upload complete! Created: 2, Skipped: 0' })
      .waitFor();
    await byTestId(page, 'csv-result').waitFor();
    expect(await textOf(byTestId(page, 'csv-total'))).toBe('3');
    expect(await textOf(byTestId(page, 'csv-created'))).toBe('2');
    expect(await textOf(byTestId(page, 'csv-skipped'))).toBe('0');
    expect(await textOf(byTestId(page, 'csv-errors'))).toBe('Row 3: is_real must be true or false');

    // Paging: Next, a page button, Previous disabled on page 1 and Next on the last page.
    const grownTotal = total + generatedWords.length + 2;
    await waitForText(page, 'word-range', `Showing 1–10 of ${grownTotal}`);
    expect(await byTestId(page, 'page-previous').isDisabled()).toBe(true);
    await byTestId(page, 'page-next').click();
    await waitForText(page, 'word-range', `Showing 11–20 of ${grownTotal}`);
    await byTestId(page, 'page-3').click();
    await waitForText(page, 'word-range', `Showing 21–30 of ${grownTotal}`);
    expect(await page.locator('[aria-current="page"]').textContent()).toBe('3');
    const lastPage = Math.ceil(grownTotal / 10);
    await byTestId(page, 'page-next').click();
    await waitForText(page, 'word-range', `Showing 31–40 of ${grownTotal}`);
    await byTestId(page, `page-${lastPage}`).click();
    await waitForText(
      page,
      'word-range',
      new RegExp(`^Showing ${(lastPage - 1) * 10 + 1}–${grownTotal} of `),
    );
    expect(await byTestId(page, 'page-next').isDisabled()).toBe(true);

    // Search and the language filter reload from page 1.
    await byTestId(page, 'word-search').fill('VERBUM1');
    await waitForText(page, 'word-range', 'Showing 1–10 of 11');
    const found = await byTestId(page, 'admin-word-text').allTextContents();
    expect(found.every((word) => word.startsWith('verbum1'))).toBe(true);
    await byTestId(page, 'word-search').fill('browser');
    await waitForText(page, 'word-range', 'Showing 1–2 of 2');
    await byTestId(page, 'word-language-filter').selectOption('latin');
    await waitForText(page, 'word-range', 'Showing 0 of 0');
    await waitForText(page, 'words-empty', 'No words found. Generate some words to get started!');
  }));
