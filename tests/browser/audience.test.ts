// The audience: two signed-in players play a lobby while a guest in a third browser watches it by
// its watch link, calls each round, sees the crowd's split at every round's results and, at the end, the
// audience's accuracy and their own tally. The host hides the code for streaming (Copy link still copies the
// real link), then makes the lobby private: the watcher is sent away with the reason, and a new watcher is
// refused with it. The results pause is skipped on the server's clock, never slept through.
import type { BrowserContext, Page } from 'playwright-core';
import { seriousViolations } from '../support/axe';
import { byTestId, openSignedInAs, useWebAppInBrowser, waitForText } from '../support/browser';
import { truthOf } from '../support/fixture-words';

jest.setTimeout(120_000);

/** The room's pause on each round's results (game-server lobby-timings.ts), skipped on the server's clock. */
const ROUND_RESULTS_MS = 3000;

const web = useWebAppInBrowser();
const contexts: BrowserContext[] = [];

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

/** A fresh browser on the menu, signed in as `name`, or a guest when `name` is null. */
async function freshPage(name: string | null): Promise<Page> {
  const { context, page } = await web.newPage({ clipboard: true });
  contexts.push(context);
  await openSignedInAs(page, name, '/');
  await byTestId(page, name === null ? 'guest-menu' : 'signed-in-menu').waitFor();
  return page;
}

/** axe-core finds no serious or critical WCAG 2.1 A/AA violation once the page's animations have settled. */
async function expectAccessible(page: Page, screen: string): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().iterations === Infinity ||
          (animation instanceof CSSTransition && animation.transitionProperty === 'stroke-dashoffset'),
      ),
  );
  expect({ screen, violations: await seriousViolations(page) }).toEqual({ screen, violations: [] });
}

/** A guest opening the lobby's watch link, as someone following a stream would; `withoutWebSocket` polls. */
async function watcherPage(code: string, options: { withoutWebSocket?: boolean } = {}): Promise<Page> {
  const { context, page } = await web.newPage();
  contexts.push(context);
  if (options.withoutWebSocket) {
    await page.addInitScript(() => {
      delete (globalThis as { WebSocket?: unknown }).WebSocket;
    });
  }
  await page.goto(`/?watch=${code}`);
  return page;
}

test('a guest watches a lobby, calls each round and sees the crowd; the host hides the code and goes private', async () => {
  const [host, player] = await Promise.all([freshPage('Grace Host'), freshPage('Alan Player')]);
  await byTestId(host, 'multiplayer').click();
  await byTestId(host, 'lobby-create').click();
  const code = await waitForText(host, 'lobby-code', /^[A-HJ-NP-Z2-9]{6}$/);
  await byTestId(player, 'multiplayer').click();
  await byTestId(player, 'lobby-code-input').fill(code);
  await byTestId(player, 'lobby-join').click();
  await waitForText(player, 'lobby-code', code);

  // The watcher needs no account: the link opens the lobby as a watcher, and the players see them counted.
  const watcher = await watcherPage(code);
  await byTestId(watcher, 'lobby-watching').waitFor();
  await waitForText(watcher, 'lobby-code', code);
  expect(new URL(watcher.url()).searchParams.get('watch')).toBe(code);
  await expect(byTestId(watcher, 'lobby-ready').count()).resolves.toBe(0);
  // A second guest watches over REST polling (no WebSocket in the page); they call round 1 only.
  const poller = await watcherPage(code, { withoutWebSocket: true });
  await byTestId(poller, 'lobby-watching').waitFor();
  for (const page of [host, player, poller]) await waitForText(page, 'lobby-watcher-count', '2 watching');

  // Hide code for streaming: dots on screen, in the links too; Reveal shows it; Copy link copies the real one.
  await byTestId(host, 'lobby-hide-code').check();
  await waitForText(host, 'lobby-code', '••••••');
  await expect(byTestId(host, 'lobby-share-link').inputValue()).resolves.toMatch(/\?lobby=••••••$/);
  await expect(byTestId(host, 'lobby-watch-link').inputValue()).resolves.toMatch(/\?watch=••••••$/);
  await byTestId(host, 'lobby-copy-link').click();
  await waitForText(host, 'lobby-copy-link', 'Copied');
  await expect(host.evaluate(() => navigator.clipboard.readText())).resolves.toMatch(
    new RegExp(`/\\?lobby=${code}$`),
  );
  await byTestId(host, 'lobby-reveal-code').click();
  await waitForText(host, 'lobby-code', code);
  await byTestId(host, 'lobby-reveal-code').click();
  await waitForText(host, 'lobby-code', '••••••');
  // Off the address bar too, which a stream shows as well; a reload still comes back to the lobby, since the
  // tab remembers its seat (the player hides it too, and reloads).
  expect(new URL(host.url()).searchParams.get('lobby')).toBeNull();
  await byTestId(player, 'lobby-hide-code').check();
  await waitForText(player, 'lobby-code', '••••••');
  await player.reload();
  await waitForText(player, 'lobby-code', '••••••');
  await waitForText(player, 'lobby-watcher-count', '2 watching');
  expect(new URL(player.url()).search).toBe('');
  await expectAccessible(host, "the host's waiting room, code hidden, with watchers");
  await expectAccessible(watcher, "a watcher's waiting room");

  await byTestId(player, 'lobby-ready').click();
  await host.waitForFunction(
    () => document.querySelector<HTMLButtonElement>('[data-testid="lobby-start"]')?.disabled === false,
  );
  await byTestId(host, 'lobby-start').click();

  for (let round = 1; round <= 5; round += 1) {
    await waitForText(watcher, 'mp-round', new RegExp(`^Round ${round}\\b`));
    const word = await waitForText(watcher, 'mp-word', (text) => text.length > 0);
    const { isReal } = truthOf({ word, language: 'english' });
    if (round === 1) {
      // The host may close the game to watchers mid-game too; the others have no such switch.
      await byTestId(host, 'lobby-private').waitFor();
      await waitForText(player, 'mp-word', word);
      await expect(byTestId(player, 'lobby-private').count()).resolves.toBe(0);
    }
    // The watcher calls first (right in rounds 1 to 4, wrong in round 5): once called, the call shows.
    const callsReal = round < 5 ? isReal : !isReal;
    // By mouse, and in round 2 by keyboard as in a solo game: R or F, the focus already on REAL.
    if (round === 2) {
      await watcher.waitForFunction(
        () => document.activeElement?.getAttribute('data-testid') === 'mp-call-real',
      );
      await watcher.keyboard.press(callsReal ? 'r' : 'f');
    } else {
      await byTestId(watcher, callsReal ? 'mp-call-real' : 'mp-call-fake').click();
    }
    await waitForText(watcher, 'mp-call-state', `You said ${callsReal ? 'REAL' : 'FAKE'}`);
    if (round === 1) {
      await expectAccessible(watcher, "a watcher's round, called");
      // The polling watcher calls round 1 too, the same way, over POST /watch-call: done once it answers.
      await waitForText(poller, 'mp-round', /^Round 1\b/);
      const called = poller.waitForResponse((response) =>
        response.url().endsWith('/api/multiplayer/watch-call'),
      );
      await byTestId(poller, callsReal ? 'mp-call-real' : 'mp-call-fake').click();
      expect((await called).status()).toBe(200);
    }
    await expect(byTestId(watcher, 'mp-call-fake').isDisabled()).resolves.toBe(true);
    // The watcher's call is not an answer: the round ends when both players answered.
    for (const page of [host, player]) await waitForText(page, 'mp-round', new RegExp(`^Round ${round}\\b`));
    await byTestId(host, isReal ? 'mp-answer-real' : 'mp-answer-fake').click();
    await byTestId(player, isReal ? 'mp-answer-fake' : 'mp-answer-real').click();

    // Everyone sees the crowd's split beside the players' answers; the watcher sees their call judged.
    const split = `Audience: 100% said ${callsReal ? 'REAL' : 'FAKE'}`;
    // The poller sees round 1's results on a poll before the pause is skipped: they judge its call.
    const seeing = round === 1 ? [host, player, watcher, poller] : [host, player, watcher];
    for (const page of seeing) await waitForText(page, 'mp-crowd-split', split);
    await waitForText(watcher, 'mp-own-call', round < 5 ? /right!$/ : /wrong\.$/);
    await waitForText(watcher, 'mp-truth', isReal ? 'Real word' : 'Made up');
    if (round === 1) await expectAccessible(watcher, "a watcher's round results");
    await web.serverClock.advance(ROUND_RESULTS_MS);
  }

  for (const page of [host, player, watcher, poller]) {
    await waitForText(page, 'mp-audience-accuracy', 'Audience accuracy: 83% (5 of 6 calls right)');
  }
  await waitForText(watcher, 'mp-own-tally', 'You called 4 of 5 right');
  await waitForText(poller, 'mp-own-tally', 'You called 1 of 1 right');
  await expectAccessible(watcher, "a watcher's final standings");
  const standings = await watcher
    .locator('[data-testid="mp-standing"]')
    .evaluateAll((lines) => lines.map((line) => line.getAttribute('data-player-name')));
  expect(standings).toEqual(['Grace Host', 'Alan Player']);

  // Back in the waiting room (a rematch), the host makes the lobby private: the watcher is sent away with
  // the reason and a way back to the menu, and a new watcher is refused.
  await byTestId(host, 'lobby-rematch').click();
  // The switch shows the room's state, so it turns on once the room has made the lobby private.
  await byTestId(host, 'lobby-private').click();
  await host.waitForFunction(
    () => document.querySelector<HTMLInputElement>('[data-testid="lobby-private"]')?.checked === true,
  );
  for (const page of [watcher, poller]) {
    await waitForText(page, 'lobby-watch-ended', 'The host made this lobby private.');
  }
  await byTestId(host, 'lobby-watcher-count').waitFor({ state: 'detached' });
  await byTestId(watcher, 'lobby-back-to-menu').click();
  await byTestId(watcher, 'guest-menu').waitFor();
  expect(new URL(watcher.url()).searchParams.get('watch')).toBeNull();

  const lateWatcher = await watcherPage(code);
  await waitForText(lateWatcher, 'lobby-error', 'The host has made this lobby private.');
  await byTestId(lateWatcher, 'lobby-watch').waitFor();
});
