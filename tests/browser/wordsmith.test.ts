// Functions passed to page.evaluate/waitForFunction run in the page, so they are typed against the DOM.
/// <reference lib="dom" />
import {
  CUSTOM_SESSION_SHARE_TEXTS,
  ROUNDS_PER_GAME,
  SESSION_CODE_LENGTH,
  type WordFormField,
} from '@bluffle/shared-schema';
import type { Page } from 'playwright-core';
import { ADMIN_TEST_USERS } from '../support/admin-words';
import {
  byTestId,
  openSignedInAs,
  recordApiResponses,
  textOf,
  waitForText,
  warmWordGenerator,
} from '../support/browser';
import { useOwnWebAppInBrowser } from '../support/own-web-app';
import { correctFollowupOf, truthOf } from '../support/fixture-words';
import { playRoundInBrowser, type BrowserRoundPlan, type KnownTruth } from './play-rounds';

// The browser journey: a wordsmith summons a word, makes it a fake of their own, validates
// and submits it, builds a five-word session with it and shares it; a friend in another browser plays the
// session from the link; the author sees the play and how the word fooled the friend; an admin rejects the
// word and the author reads why. Then who may not use the page is told why.

// A cold word generator takes 15 s on an idle machine and minutes on a busy one (warmWordGenerator).
jest.setTimeout(480_000);

/** The first Summon or Fill-in loads the word generator on the server: seconds on a loaded machine. */
const GENERATOR_TIMEOUT_MS = 120_000;
/** A word no word list holds, far from any common word: the author's own bluff when Summon brings a real one. */
const OWN_FAKE_WORD = 'quorblint';
const OWN_DEFINITION = 'A small brass key for winding the clocks of lighthouses.';
/** Bank words for the session, played right by the friend; the author's word comes first and fools them. */
const BANK_WORDS = ['serendipity', 'lugubrious', 'nimble', 'glimmerous'];
const REJECTION_REASON = 'Too close to an existing brand name; please try another spelling.';

// Its own server: the words it makes and reviews stay out of other files' games and lists, and the word
// generator it loads leaves with it. It loads the generator as it starts, as a production server does
// (WORD_GENERATOR_PRELOAD), so the first Summon does not also wait for a cold load on a busy machine.
const web = useOwnWebAppInBrowser({
  users: Object.values(ADMIN_TEST_USERS),
  env: { WORD_GENERATOR_PRELOAD: 'on' },
});

async function withPage<T>(run: (page: Page) => Promise<T>): Promise<T> {
  const { context, page } = await web.newPage({ clipboard: true });
  try {
    return await run(page);
  } finally {
    await context.close();
  }
}

const field = (page: Page, name: WordFormField) => byTestId(page, `field-${name}`);

/** Validates, applying the validator's suggestions once if it offers any, until the banner says Valid. */
async function validateUntilValid(page: Page): Promise<void> {
  for (let attempt = 1; attempt <= 2; attempt += 1) {
    await byTestId(page, 'validate-word').click();
    const verdict = await waitForText(page, 'validation-verdict', /^(Valid|Invalid)$/, GENERATOR_TIMEOUT_MS);
    if (verdict === 'Valid') return;
    if ((await byTestId(page, 'apply-suggestions').count()) === 0) break;
    await byTestId(page, 'apply-suggestions').click();
    // Applying changes the form, which clears the verdict (docs/product.md §4).
    await byTestId(page, 'validation-banner').waitFor({ state: 'detached' });
  }
  throw new Error(`The word never validated: ${await textOf(byTestId(page, 'validation-banner'))}`);
}

/** Searches the session builder for `word` and clicks its card; returns whether the card showed a truth badge. */
async function selectWord(page: Page, word: string): Promise<{ hasTruthBadge: boolean; status: string }> {
  await byTestId(page, 'session-search').fill(word);
  const card = page.locator(`[data-testid="search-result"][data-word="${word}"]`);
  await card.waitFor();
  const hasTruthBadge = (await card.locator('[data-testid="truth-badge"]').count()) > 0;
  const status =
    (await card.locator('[data-testid="search-result-status"]').count()) > 0
      ? await textOf(card.locator('[data-testid="search-result-status"]'))
      : '';
  await card.click();
  await page.waitForFunction(
    (text) =>
      document
        .querySelector(`[data-testid="search-result"][data-word="${text}"]`)
        ?.getAttribute('aria-pressed') === 'true',
    word,
  );
  return { hasTruthBadge, status };
}

/** Presses a button from the keyboard: an aria-disabled one too, which still says why it does nothing. */
async function pressFromKeyboard(page: Page, testId: string): Promise<void> {
  await byTestId(page, testId).focus();
  await page.keyboard.press('Enter');
}

test('a wordsmith makes a fake word and a five-word session, a friend plays it, the author sees it fooled them, and an admin rejection reaches the author', async () => {
  const author = await web.newPage({ clipboard: true });
  const page = author.page;
  try {
    const recorder = recordApiResponses(page);
    await openSignedInAs(page, ADMIN_TEST_USERS.wordsmith.username, '/wordsmith');
    await byTestId(page, 'wordsmith-page').waitFor();
    expect(await byTestId(page, 'tab-create').getAttribute('aria-selected')).toBe('true');
    await warmWordGenerator(page);

    // Summon: a fresh word with every field; the helper then reads Fill-in.
    expect(await textOf(byTestId(page, 'word-helper'))).toBe('Summon Word');
    await byTestId(page, 'word-helper').click();
    await page.waitForFunction(
      () => (document.querySelector<HTMLInputElement>('[data-testid="field-word"]')?.value ?? '') !== '',
      undefined,
      { timeout: GENERATOR_TIMEOUT_MS },
    );
    await waitForText(page, 'word-helper', 'Fill-in', GENERATOR_TIMEOUT_MS);
    expect(await field(page, 'definition').inputValue()).not.toBe('');
    expect(await field(page, 'usage').inputValue()).not.toBe('');

    // Fill-in of a dictionary word fills what the dictionary gives; switched to FAKE, the form drops the
    // explanation it wrote for a REAL word. A word no dictionary describes clears the previous word's texts.
    await field(page, 'word').fill('loiter');
    await byTestId(page, 'word-helper').click();
    await page.waitForFunction(
      () =>
        document.querySelector<HTMLTextAreaElement>('[data-testid="field-definition"]')?.value === 'be about',
      undefined,
      { timeout: GENERATOR_TIMEOUT_MS },
    );
    expect(await field(page, 'usage').inputValue()).toContain('loiter');
    await byTestId(page, 'truth-fake').check();
    expect(await field(page, 'explanation').inputValue()).toBe('');
    await field(page, 'word').fill('although');
    await byTestId(page, 'word-helper').click();
    await page.waitForFunction(
      () => document.querySelector<HTMLTextAreaElement>('[data-testid="field-definition"]')?.value === '',
      undefined,
      { timeout: GENERATOR_TIMEOUT_MS },
    );
    expect(await byTestId(page, 'truth-real').isChecked()).toBe(true);
    expect(await field(page, 'usage').inputValue()).toBe('');

    // Edit: the word becomes the author's own fake through Fill-in.
    if (await byTestId(page, 'truth-real').isChecked()) {
      await field(page, 'word').fill(OWN_FAKE_WORD);
      await byTestId(page, 'word-helper').click();
      await page.waitForFunction(
        () => document.querySelector<HTMLInputElement>('[data-testid="truth-fake"]')?.checked === true,
        undefined,
        { timeout: GENERATOR_TIMEOUT_MS },
      );
      await waitForText(page, 'word-helper', 'Fill-in', GENERATOR_TIMEOUT_MS);
    }
    expect(await byTestId(page, 'truth-fake').isChecked()).toBe(true);
    // A fake word asks for an explanation and a real alternative with three fakes, not for definitions.
    expect(await field(page, 'explanation').count()).toBe(1);
    expect(await field(page, 'wordsReal').count()).toBe(1);
    expect(await field(page, 'definitionCorrect').count()).toBe(0);
    await field(page, 'definition').fill(OWN_DEFINITION);

    // Submit before a verdict is refused with the spec's words; Validate, then Submit Word.
    expect(await byTestId(page, 'submit-word').getAttribute('aria-disabled')).toBe('true');
    // Beside the button, and read with it, why it cannot be pressed yet.
    expect(await byTestId(page, 'submit-word').getAttribute('aria-describedby')).toBe('submit-word-reason');
    expect(await textOf(page.locator('#submit-word-reason'))).toBe(
      'Validate the word first: Submit Word opens once it passes.',
    );
    await pressFromKeyboard(page, 'submit-word');
    await byTestId(page, 'toast-error').filter({ hasText: 'Please validate the word first' }).waitFor();
    await validateUntilValid(page);
    expect(await byTestId(page, 'submit-word-reason').count()).toBe(0);
    expect(await byTestId(page, 'submit-word').getAttribute('aria-describedby')).toBeNull();
    const word = (await field(page, 'word').inputValue()).trim();
    const realAlternative = (await field(page, 'wordsReal').inputValue()).trim();
    expect(await field(page, 'definition').inputValue()).toBe(OWN_DEFINITION);
    // Editing any field clears the verdict (docs/product.md §4); validating again brings it back.
    await field(page, 'category').fill('invented');
    await byTestId(page, 'validation-banner').waitFor({ state: 'detached' });
    expect(await byTestId(page, 'submit-word').getAttribute('aria-disabled')).toBe('true');
    await validateUntilValid(page);
    await byTestId(page, 'submit-word').click();
    await byTestId(page, 'toast-success').filter({ hasText: 'Word submitted successfully!' }).waitFor();
    expect(await waitForText(page, 'submitted-notice', /admin/)).toContain(word);
    // The form resets to its defaults: no word, REAL, medium, English.
    expect(await field(page, 'word').inputValue()).toBe('');
    expect(await byTestId(page, 'truth-real').isChecked()).toBe(true);
    expect(await field(page, 'difficulty').inputValue()).toBe('medium');
    expect(await field(page, 'language').inputValue()).toBe('english');

    // Build a session: the author's word first (its badge and review state show), then four bank words.
    await byTestId(page, 'tab-create-session').click();
    await byTestId(page, 'session-builder').waitFor();
    expect(await textOf(byTestId(page, 'bank-words-note'))).toContain(
      "Bank words show no answer, so nobody can look up a game's answers",
    );
    expect(await textOf(byTestId(page, 'create-session'))).toBe('Create Session');
    await pressFromKeyboard(page, 'create-session');
    await byTestId(page, 'toast-error')
      .filter({ hasText: 'Please select exactly 5 words to create a session' })
      .waitFor();
    expect(await selectWord(page, word)).toEqual({ hasTruthBadge: true, status: 'Pending review' });
    for (const bankWord of BANK_WORDS) {
      expect(await selectWord(page, bankWord)).toEqual({ hasTruthBadge: false, status: '' });
    }
    expect(await textOf(byTestId(page, 'selected-count'))).toBe('5/5');
    expect(await byTestId(page, 'selected-word').locator('span').allTextContents()).toEqual([
      word,
      ...BANK_WORDS,
    ]);
    // No search answer told the page a bank word's truth.
    const searches = (await recorder.settled()).filter((response) =>
      response.url.includes('/api/words/search'),
    );
    expect(searches.length).toBeGreaterThan(0);
    for (const response of searches) {
      const { words } = JSON.parse(response.body) as { words: Array<Record<string, unknown>> };
      for (const result of words.filter((entry) => entry.isOwn === false)) {
        expect(Object.keys(result)).not.toEqual(expect.arrayContaining(['isReal']));
        expect(result).not.toHaveProperty('explanation');
      }
    }

    await byTestId(page, 'create-session').click();
    const created = await textOf(
      byTestId(page, 'toast-success')
        .filter({ hasText: 'Session created successfully! Session code: ' })
        .locator('p'),
    );
    const sessionCode = created.replace('Session created successfully! Session code: ', '');
    expect(sessionCode).toMatch(new RegExp(`^[A-Z0-9]{${SESSION_CODE_LENGTH}}$`));
    await waitForText(page, 'selected-count', '0/5');
    // The code and the link stay in the builder, not only in the toast, with a button to copy the link.
    expect(await textOf(byTestId(page, 'created-session-code'))).toBe(sessionCode);
    const createdLink = await byTestId(page, 'created-session-link').inputValue();
    expect(createdLink).toBe(`${web.baseUrl}/?challenge=${sessionCode}`);
    await byTestId(page, 'created-session-copy-link').click();
    await waitForText(page, 'created-session-copy-link', 'Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(createdLink);

    // My Bluffles: the new session, not played yet, its chips A to Z; Share Your Challenge.
    await byTestId(page, 'tab-sessions').click();
    const card = byTestId(page, 'my-session').filter({ hasText: sessionCode });
    await card.waitFor();
    expect(await textOf(card.locator('[data-testid="my-session-plays"]'))).toBe('5 words • 0 plays');
    expect(await textOf(card.locator('[data-testid="my-session-fool-rate"]'))).toBe('Not played yet');
    const chips = (
      await card.locator('[data-testid="my-session-word"] > span:first-child').allTextContents()
    ).map((text) => text.trim());
    expect(chips).toEqual([word, ...BANK_WORDS].sort((first, second) => first.localeCompare(second)));
    await card.locator('[data-testid="share-session"]').click();
    const dialog = byTestId(page, 'share-session-modal');
    await dialog.waitFor();
    expect(await textOf(dialog.locator('h2'))).toBe('Share Your Challenge');
    expect(CUSTOM_SESSION_SHARE_TEXTS).toContain(await textOf(byTestId(page, 'share-message')));
    const link = await byTestId(page, 'share-link').inputValue();
    expect(link).toBe(`${web.baseUrl}/?challenge=${sessionCode}`);
    await byTestId(page, 'copy-link').click();
    await waitForText(page, 'copy-link', 'Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // A friend (a guest in another browser context) plays the session from the link: fooled by the
    // author's word, right on the four bank words.
    await withPage(async (friend) => {
      await friend.goto(link);
      await byTestId(friend, 'challenge-landing').waitFor();
      await waitForText(
        friend,
        'custom-challenge-title',
        `${ADMIN_TEST_USERS.wordsmith.username} made five words to fool you.`,
      );
      expect(await byTestId(friend, 'challenge-score').count()).toBe(0);
      // A newcomer has no name until they pick one: the random-name button's.
      await byTestId(friend, 'random-name').click();
      await byTestId(friend, 'accept-challenge').click();
      await byTestId(friend, 'game-screen').waitFor();
      const truthOfWord = (shown: string): KnownTruth => {
        if (shown === word) return { isReal: false, correctFollowup: realAlternative };
        const truth = truthOf({ word: shown, language: 'english' });
        return { isReal: truth.isReal, correctFollowup: correctFollowupOf(truth) };
      };
      const plan: BrowserRoundPlan[] = ['wrong-first', 'right', 'right', 'right', 'right'];
      const played: string[] = [];
      for (let round = 1; round <= ROUNDS_PER_GAME; round += 1) {
        played.push((await playRoundInBrowser(friend, round, plan[round - 1]!, truthOfWord)).word);
      }
      // The words in the order the author chose.
      expect(played).toEqual([word, ...BANK_WORDS]);
      await byTestId(friend, 'results-screen').waitFor();
    });

    // The author sees the play: 1 play, 1 fooled call of 5, and the word's fool rate.
    await byTestId(page, 'my-bluffles-refresh').click();
    await page.waitForFunction(
      (code) =>
        [...document.querySelectorAll('[data-testid="my-session"]')]
          .find((element) => element.textContent?.includes(code))
          ?.querySelector('[data-testid="my-session-plays"]')
          ?.textContent?.trim() === '5 words • 1 play',
      sessionCode,
    );
    const played = byTestId(page, 'my-session').filter({ hasText: sessionCode });
    expect(await textOf(played.locator('[data-testid="my-session-fool-rate"]'))).toBe(
      'Fooled players on 20% of calls (1 of 5)',
    );
    expect(await textOf(played.locator('[data-testid="my-session-word-fool-rate"]'))).toBe('fooled 100%');
    const myWord = byTestId(page, 'my-word').filter({ hasText: word });
    expect(await textOf(myWord.locator('[data-testid="my-word-status"]'))).toBe('Pending review');
    expect(await textOf(myWord.locator('[data-testid="my-word-plays"]'))).toBe('1 call • fooled 100%');

    // An admin rejects the word with a reason (the reason is required), and the author reads it.
    await withPage(async (admin) => {
      await openSignedInAs(admin, ADMIN_TEST_USERS.admin.username, '/admin');
      const pending = byTestId(admin, 'pending-word').filter({ hasText: word });
      await pending.waitFor();
      expect(await pending.locator('[data-testid="reject-word"]').isDisabled()).toBe(true);
      await pending.locator('[data-testid="reject-reason"]').fill(REJECTION_REASON);
      await pending.locator('[data-testid="reject-word"]').click();
      await byTestId(admin, 'toast-success')
        .filter({ hasText: `Rejected "${word}"` })
        .waitFor();
      await pending.waitFor({ state: 'detached' });
    });
    await byTestId(page, 'my-bluffles-refresh').click();
    await page.waitForFunction(
      ([text, status]) =>
        [...document.querySelectorAll('[data-testid="my-word"]')].some(
          (element) =>
            element.textContent?.includes(text) &&
            element.querySelector('[data-testid="my-word-status"]')?.textContent?.trim() === status,
        ),
      [word, `Rejected: ${REJECTION_REASON}`] as const,
    );
  } finally {
    await author.context.close();
  }
});

test('a guest is asked to sign in, and a signed-in player without the wordsmith plan is shown the upgrade', () =>
  withPage(async (page) => {
    await openSignedInAs(page, null, '/wordsmith');
    await byTestId(page, 'wordsmith-sign-in').waitFor();
    expect(await textOf(page.locator('#wordsmith-refusal-title'))).toBe('Please Sign In');
    await byTestId(page, 'wordsmith-open-sign-in').click();
    await byTestId(page, 'sign-in-screen').waitFor();
    // Sign-in remembers the page that asked, to come back to it.
    expect(new URL(page.url()).pathname).toBe('/sign-in');
    expect(new URL(page.url()).searchParams.get('return')).toBe('/wordsmith');

    // The menu shows the account's id, so the player can tell an operator which account to give a role.
    await openSignedInAs(page, ADMIN_TEST_USERS.bluffling.username, '/');
    expect(await waitForText(page, 'user-id', ADMIN_TEST_USERS.bluffling.id)).toBe(
      ADMIN_TEST_USERS.bluffling.id,
    );

    await openSignedInAs(page, ADMIN_TEST_USERS.bluffling.username, '/wordsmith');
    await byTestId(page, 'wordsmith-upgrade').waitFor();
    expect(await textOf(byTestId(page, 'wordsmith-upgrade'))).toContain(
      `You are signed in as ${ADMIN_TEST_USERS.bluffling.username}`,
    );
    expect(await byTestId(page, 'wordsmith-page').count()).toBe(0);
    await byTestId(page, 'wordsmith-upgrade-link').click();
    await byTestId(page, 'plan-card-wordsmith').waitFor();
    expect(new URL(page.url()).pathname).toBe('/subscription');
  }));
