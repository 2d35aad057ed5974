// Done when: two people in two browsers play a full game against each other. Two Debian chromium
// contexts (own cookies, own storage) sign in, one creates a lobby, the other joins it by code, and they play
// five rounds over WebSockets; a third player polls only (no WebSocket in the page) in the same lobby. The host
// picks the round time first, and the others see it.
import { LOBBY_RECONNECT_SECONDS } from '@bluffle/shared-schema';
import type { BrowserContext, Page } from 'playwright-core';
import { byTestId, textOf, useWebAppInBrowser, waitForText } from '../support/browser';
import { truthOf } from '../support/fixture-words';
import { openSignInScreen } from './sign-in-steps';

jest.setTimeout(120_000);

// The worker's shared server: local sign-in on, the sign-in rate limit far above this file's three.
const web = useWebAppInBrowser();
const contexts: BrowserContext[] = [];

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

/** A fresh browser, signed in with a name, on the signed-in menu; `withoutWebSocket` forces REST polling. */
async function signedInPage(name: string, options: { withoutWebSocket?: boolean } = {}): Promise<Page> {
  const { context, page } = await web.newPage({ clipboard: true });
  contexts.push(context);
  if (options.withoutWebSocket) {
    await page.addInitScript(() => {
      delete (globalThis as { WebSocket?: unknown }).WebSocket;
    });
  }
  await page.goto('/');
  await openSignInScreen(page);
  await byTestId(page, 'local-name').fill(name);
  await byTestId(page, 'local-sign-in').click();
  await byTestId(page, 'signed-in-menu').waitFor();
  return page;
}

async function playerNames(page: Page): Promise<string[]> {
  return page
    .locator('[data-testid="lobby-player"]')
    .evaluateAll((tiles) => tiles.map((tile) => tile.getAttribute('data-player-name') ?? ''));
}

async function waitForPlayers(page: Page, count: number): Promise<void> {
  await page.waitForFunction(
    (expected) => document.querySelectorAll('[data-testid="lobby-player"]').length === expected,
    count,
  );
}

test('two signed-in browsers and a polling one play a whole lobby game against each other', async () => {
  const [host, guest, poller] = await Promise.all([
    signedInPage('Grace Host'),
    signedInPage('Alan Guest'),
    signedInPage('Ida Poller', { withoutWebSocket: true }),
  ]);

  await byTestId(host, 'multiplayer').click();
  await byTestId(host, 'lobby-create').click();
  const code = await waitForText(host, 'lobby-code', /^[A-HJ-NP-Z2-9]{6}$/);

  for (const page of [guest, poller]) {
    await byTestId(page, 'multiplayer').click();
    await byTestId(page, 'lobby-code-input').fill(code.toLowerCase());
    await byTestId(page, 'lobby-join').click();
    await waitForText(page, 'lobby-code', code);
  }
  await waitForPlayers(host, 3);
  expect(await playerNames(host)).toEqual(['Grace Host', 'Alan Guest', 'Ida Poller']);

  // The host picks 30 s rounds; everyone sees it before they ready up, the poller on its next poll.
  await byTestId(host, 'lobby-round-time-select').selectOption('30');
  for (const page of [host, guest, poller]) await waitForText(page, 'lobby-round-time', 'Rounds: 30 s');

  // The host cannot start before the others are ready.
  await expect(byTestId(host, 'lobby-start').isDisabled()).resolves.toBe(true);
  await byTestId(guest, 'lobby-ready').click();
  await byTestId(poller, 'lobby-ready').click();
  await host.waitForFunction(() => {
    const start = document.querySelector<HTMLButtonElement>('[data-testid="lobby-start"]');
    return start !== null && !start.disabled;
  });
  await byTestId(host, 'lobby-start').click();

  for (let round = 1; round <= 5; round += 1) {
    for (const page of [host, guest, poller])
      await waitForText(page, 'mp-round', new RegExp(`Round ${round}\\b`));
    const word = await waitForText(host, 'mp-word', (text) => text.length > 0);
    if (round === 1) {
      // Each page counts the 30 s round down itself (: the room sends no patch each second), the
      // poller from its polls' timeLeft.
      for (const page of [host, guest, poller]) {
        const shown = Number(await waitForText(page, 'timer', /^\d+$/));
        expect(shown).toBeGreaterThan(10);
        expect(shown).toBeLessThanOrEqual(30);
        await waitForText(page, 'timer', (text) => Number(text) < shown);
      }
    }
    const truth = truthOf({ word, language: 'english' });
    // The host is always right, the guest always wrong, the poller always says REAL.
    await byTestId(host, truth.isReal ? 'mp-answer-real' : 'mp-answer-fake').click();
    await byTestId(guest, truth.isReal ? 'mp-answer-fake' : 'mp-answer-real').click();
    await byTestId(poller, 'mp-answer-real').click();
    // The results show the truth, to every player, the poller included (it polls within the 3 s pause).
    await waitForText(host, 'mp-truth', truth.isReal ? 'Real word' : 'Made up');
    for (const page of [guest, poller]) await byTestId(page, 'mp-round-results').waitFor();
  }

  for (const page of [host, guest, poller]) await byTestId(page, 'mp-standings').waitFor();
  const standings = await host
    .locator('[data-testid="mp-standing"]')
    .evaluateAll((lines) =>
      lines.map((line) => [line.getAttribute('data-player-name'), line.getAttribute('data-rank')]),
    );
  expect(standings[0]).toEqual(['Grace Host', '1']);
  expect(standings.at(-1)).toEqual(['Alan Guest', '3']);
  // The polling player sees the same standings.
  const pollerStandings = await poller
    .locator('[data-testid="mp-standing"]')
    .evaluateAll((lines) =>
      lines.map((line) => [line.getAttribute('data-player-name'), line.getAttribute('data-rank')]),
    );
  expect(pollerStandings).toEqual(standings);
});

/** Each seated player's score as `page` shows it, by name. */
async function scoresOn(page: Page): Promise<Record<string, string>> {
  const pairs = await page
    .locator('[data-testid="lobby-player"]')
    .evaluateAll((tiles) =>
      tiles.map((tile) => [
        tile.getAttribute('data-player-name') ?? '',
        tile.querySelector('.lobby-player-score')?.textContent ?? '',
      ]),
    );
  return Object.fromEntries(pairs);
}

test('a seat survives a reload and a mistaken close during a game', async () => {
  const [host, guest] = await Promise.all([signedInPage('Rosa Host'), signedInPage('Tim Guest')]);
  await byTestId(host, 'multiplayer').click();
  await byTestId(host, 'lobby-create').click();
  const code = await waitForText(host, 'lobby-code', /^[A-HJ-NP-Z2-9]{6}$/);
  // While in a lobby the address carries it.
  expect(new URL(host.url()).searchParams.get('lobby')).toBe(code);

  await byTestId(guest, 'multiplayer').click();
  await byTestId(guest, 'lobby-code-input').fill(code);
  await byTestId(guest, 'lobby-join').click();
  await waitForText(guest, 'lobby-code', code);
  // The host's reload while gathering: the same seat, still the host and still first; the guest a guest.
  await host.reload();
  await waitForPlayers(host, 2);
  expect(await playerNames(host)).toEqual(['Rosa Host', 'Tim Guest']);
  await expect(byTestId(host, 'lobby-start').count()).resolves.toBe(1);
  await byTestId(guest, 'lobby-ready').click();
  await host.waitForFunction(
    () => document.querySelector<HTMLButtonElement>('[data-testid="lobby-start"]')?.disabled === false,
  );
  await byTestId(host, 'lobby-start').click();

  const word = await waitForText(guest, 'mp-word', (text) => text.length > 0);
  const truth = truthOf({ word, language: 'english' });
  await byTestId(guest, truth.isReal ? 'mp-answer-real' : 'mp-answer-fake').click();
  await byTestId(host, truth.isReal ? 'mp-answer-fake' : 'mp-answer-real').click();
  await byTestId(guest, 'mp-round-results').waitFor();
  await guest.waitForFunction(() =>
    [...document.querySelectorAll('.is-own .lobby-player-score')].some((score) => score.textContent !== '0'),
  );
  const scoresBefore = await scoresOn(guest);
  expect(Number(scoresBefore['Tim Guest'])).toBeGreaterThan(0);

  // A reload comes back to the same seat, saying so meanwhile, with the score kept.
  expect(new URL(guest.url()).searchParams.get('lobby')).toBe(code);
  await guest.reload();
  await byTestId(guest, 'multiplayer-modal').waitFor();
  await waitForText(guest, 'mp-round', /^Round [12]\b/);
  expect((await scoresOn(guest))['Tim Guest']).toBe(scoresBefore['Tim Guest']);
  await host.waitForFunction(() =>
    [...document.querySelectorAll('[data-testid="lobby-player"]')].every(
      (tile) => tile.getAttribute('data-connected') === 'true',
    ),
  );

  // Closing during the game asks first: Escape and Keep playing keep the seat.
  await byTestId(guest, 'lobby-close').click();
  await byTestId(guest, 'leave-confirm').waitFor();
  expect(await guest.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
    'leave-confirm-keep',
  );
  // It says what leaving costs: the seat and score wait out the reconnection window (as below), no more.
  expect(await textOf(guest.locator('#leave-confirm-text'))).toBe(
    `Your seat and score wait ${LOBBY_RECONNECT_SECONDS} seconds: join again with the lobby code by then and play on. After that, you are out of this game.`,
  );
  await guest.keyboard.press('Escape');
  await byTestId(guest, 'leave-confirm').waitFor({ state: 'detached' });
  await guest.keyboard.press('Escape');
  await byTestId(guest, 'leave-confirm').waitFor();
  await byTestId(guest, 'leave-confirm-keep').click();
  await byTestId(guest, 'leave-confirm').waitFor({ state: 'detached' });
  await byTestId(guest, 'multiplayer-modal').waitFor();

  // Leave, confirmed: the others see the seat waiting; joining again within the window gives it back.
  await byTestId(guest, 'lobby-leave').click();
  await byTestId(guest, 'leave-confirm-leave').click();
  await byTestId(guest, 'multiplayer-modal').waitFor({ state: 'detached' });
  expect(new URL(guest.url()).searchParams.get('lobby')).toBeNull();
  await host.waitForFunction(() =>
    [...document.querySelectorAll('[data-testid="lobby-player"]')].some(
      (tile) => tile.getAttribute('data-connected') === 'false',
    ),
  );
  await byTestId(guest, 'multiplayer').click();
  await byTestId(guest, 'lobby-code-input').fill(code);
  await byTestId(guest, 'lobby-join').click();
  await waitForText(guest, 'mp-round', /^Round \d\b/);
  expect((await scoresOn(guest))['Tim Guest']).toBe(scoresBefore['Tim Guest']);
});
