// Functions passed to page.evaluate run in the page, so they are typed against the DOM.
/// <reference lib="dom" />
import { ROUNDS_PER_GAME } from '@bluffle/shared-schema';
import type { Page } from 'playwright-core';
import { seriousViolations } from '../support/axe';
import { localUser } from '../support/admin-words';
import { byTestId, openSignedInAs, textOf, useWebAppInBrowser } from '../support/browser';
import { truthOf } from '../support/fixture-words';
import { skipFeedbackPause } from '../support/page-clock';
import { playRoundInBrowser, englishTruth } from './play-rounds';

// Accessibility: axe-core finds no serious or critical violation of WCAG 2.1 A/AA on the menu,
// a round (phase one and the follow-up), the feedback, the results and the share dialog. Contrast included:
// every text, badges too, must reach 4.5:1 (3:1 when large).

jest.setTimeout(90_000);

const PLAN_HOLDERS = {
  bluffling: localUser('plain', []),
  lexivestor: localUser('patron', ['lexivestor']),
  wordsmith: localUser('smithy', ['wordsmith']),
  admin: localUser('chief', ['admin']),
};

const web = useWebAppInBrowser({ users: Object.values(PLAN_HOLDERS) });

async function expectNoSeriousViolations(page: Page, screen: string): Promise<void> {
  // Animations settle first: axe reads colours as painted, and a fading card would be misjudged. Waited
  // for, not slept on: every finite animation or transition on the page has finished. The countdown ring's
  // stroke moves on every second of a round, one 1 s transition after another, like an infinite animation:
  // it never settles while a round runs, and it is no text for axe to read.
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
  const violations = await seriousViolations(page);
  expect({ screen, violations }).toEqual({ screen, violations: [] });
}

async function runTimerDownTo(page: Page, seconds: number): Promise<void> {
  const shown = () => page.evaluate(() => Number(document.querySelector('.timer-seconds')?.textContent));
  // A jump fires a due timer once: one tick of the countdown's interval per second jumped.
  while ((await shown()) > seconds) await page.clock.fastForward(1_000);
}

async function announcementReads(page: Page, text: string): Promise<void> {
  await page.waitForFunction(
    (expected) => document.querySelector('[data-testid="timer-announcement"]')?.textContent === expected,
    text,
  );
}

test('the menu, a round, its follow-up, the feedback, the results and the share dialog have no serious or critical violation', async () => {
  const { context, page } = await web.newPage();
  try {
    await page.goto('/');
    await byTestId(page, 'name-input').waitFor();
    await byTestId(page, 'house-ad').waitFor();
    await expectNoSeriousViolations(page, 'guest menu');

    await byTestId(page, 'name-input').fill('Axel');
    await byTestId(page, 'start-game').click();
    await byTestId(page, 'answer-real').waitFor();
    await expectNoSeriousViolations(page, 'round, phase one');

    // The seconds left are spoken at 10 and at 5, once each (WCAG 2.2.1), not only shown in colour. The
    // page's clock alone runs the timer down, a second at a time; the server's round stays open meanwhile.
    await runTimerDownTo(page, 10);
    await announcementReads(page, '10 seconds left');
    await runTimerDownTo(page, 5);
    await announcementReads(page, '5 seconds left');

    // The right first answer, so the follow-up always comes.
    const word = await textOf(byTestId(page, 'word-text'));
    const truth = truthOf({ word, language: 'english' });
    await byTestId(page, truth.isReal ? 'answer-real' : 'answer-fake').click();
    await byTestId(page, 'followup-question').waitFor();
    await expectNoSeriousViolations(page, 'round, follow-up');
    await byTestId(page, 'followup-option').first().click();
    await byTestId(page, 'feedback-panel').waitFor();
    await expectNoSeriousViolations(page, 'feedback');
    await skipFeedbackPause(page);

    // The other four rounds, then the results and the share dialog.
    for (let round = 2; round <= ROUNDS_PER_GAME; round += 1) {
      await playRoundInBrowser(page, round, round % 2 === 0 ? 'right' : 'wrong-first', englishTruth);
    }
    await byTestId(page, 'results-screen').waitFor();
    await byTestId(page, 'share-grid-panel').waitFor();
    await expectNoSeriousViolations(page, 'results');
    await byTestId(page, 'share-score').click();
    await byTestId(page, 'close-share').waitFor();
    await expectNoSeriousViolations(page, 'share dialog');
  } finally {
    await context.close();
  }
});

test('the sign-in screen has no serious or critical violation', async () => {
  const { context, page } = await web.newPage();
  try {
    await page.goto('/sign-in');
    await byTestId(page, 'local-name').waitFor();
    await expectNoSeriousViolations(page, 'sign-in');
  } finally {
    await context.close();
  }
});

test('the signed-in menu and its plan badge read well for every plan', async () => {
  for (const [plan, user] of Object.entries(PLAN_HOLDERS)) {
    const { context, page } = await web.newPage();
    try {
      await openSignedInAs(page, user.username, '/');
      await byTestId(page, 'plan-badge').waitFor();
      await byTestId(page, 'daily-games-left').waitFor();
      await expectNoSeriousViolations(page, `signed-in menu, ${plan}`);
    } finally {
      await context.close();
    }
  }
});
