import { WORDSMITH_MESSAGES } from '@bluffle/shared-schema';
import type { MessagesOf } from './messages-of';

/** The Wordsmith page (docs/product.md §2 Wordsmith page): who may use it, its tabs, and its alerts (docs/product.md §8 Wordsmith alerts). */
export const wordsmithEnglish = {
  checkingSignIn: 'Checking your sign-in…',
  signInTitle: 'Please Sign In',
  signInText:
    'Create-A-Bluff, custom sessions and My Bluffles belong to your Wordsmith account. Sign in to use them.',
  signInButton: 'Sign In',
  upgradeTitle: 'Wordsmith members only',
  upgradeText: (p: { username: string }) =>
    `You are signed in as ${p.username} on a plan without the Wordsmith tools. With Wordsmith you make your own bluffs, build five-word sessions to fool your friends, and see how often your words fooled them.`,
  upgradeButton: 'Upgrade to Wordsmith',
  title: 'Wordsmith',
  tabListLabel: 'Wordsmith tools',
  tabs: { create: 'Create-A-Bluff', 'create-session': 'Build a session', sessions: 'My Bluffles' },
  // docs/product.md §8, word for word: 'Failed to ...' when the server answered, 'Error occurred ...' when nothing came back.
  alerts: {
    autofill: { failed: 'Failed to auto-fill word data', unreachable: 'Error occurred while auto-filling' },
    summon: { failed: 'Failed to summon word', unreachable: 'Error occurred while summoning word' },
    validate: { failed: 'Failed to validate word', unreachable: 'Error occurred during validation' },
    submit: { failed: 'Failed to submit word', unreachable: 'Error occurred while submitting' },
  },
  validateFirst: 'Please validate the word first',
  submitted: 'Word submitted successfully!',
  sessionCreated: (p: { sessionCode: string }) =>
    `Session created successfully! Session code: ${p.sessionCode}`,
  createFailed: 'Failed to create session',
  /** The server's refusal as it worded it (docs/product.md §8); its create-session refusals carry no code to translate. */
  createRefused: (p: { serverText: string }) => `Failed to create session: ${p.serverText}`,
  /** docs/product.md §5 Session creation, the words the server uses too. */
  selectFiveWords: WORDSMITH_MESSAGES.selectFiveWords as string,
  sessionsLoadFailed: 'Failed to load your sessions. Please try again.',
};

export const wordsmithFilipino: MessagesOf<typeof wordsmithEnglish> = {
  checkingSignIn: 'Tinitingnan ang pag-sign in mo…',
  signInTitle: 'Mag-sign In Muna',
  signInText:
    'Para sa Wordsmith account mo ang Gumawa ng Bluff, mga custom session at Mga Bluffle Ko. Mag-sign in para magamit ang mga ito.',
  signInButton: 'Mag-sign In',
  upgradeTitle: 'Para sa mga Wordsmith member lang',
  upgradeText: (p) =>
    `Naka-sign in ka bilang ${p.username} sa planong walang Wordsmith tools. Sa Wordsmith, gagawa ka ng sarili mong mga bluff, bubuo ng mga session na may limang salita para lokohin ang mga kaibigan mo, at makikita mo kung gaano kadalas sila naloko ng mga salita mo.`,
  upgradeButton: 'Mag-upgrade sa Wordsmith',
  title: 'Wordsmith',
  tabListLabel: 'Mga tool ng Wordsmith',
  tabs: { create: 'Gumawa ng Bluff', 'create-session': 'Bumuo ng session', sessions: 'Mga Bluffle Ko' },
  alerts: {
    autofill: { failed: 'Hindi napunan ang datos ng salita', unreachable: 'Nagka-error habang pinupunan' },
    summon: { failed: 'Hindi nakakuha ng salita', unreachable: 'Nagka-error habang kumukuha ng salita' },
    validate: { failed: 'Hindi nasuri ang salita', unreachable: 'Nagka-error habang sinusuri' },
    submit: { failed: 'Hindi naisumite ang salita', unreachable: 'Nagka-error habang isinusumite' },
  },
  validateFirst: 'Suriin muna ang salita',
  submitted: 'Naisumite na ang salita!',
  sessionCreated: (p) => `Nagawa na ang session! Code ng session: ${p.sessionCode}`,
  createFailed: 'Hindi nagawa ang session',
  // The server's reason is English text without a code: the author gets the Filipino gist instead.
  createRefused: () =>
    'Hindi nagawa ang session: tinanggihan ito ng server. Tingnan ang mga napiling salita.',
  selectFiveWords: 'Pumili ng eksaktong 5 salita para makagawa ng session',
  sessionsLoadFailed: 'Hindi na-load ang mga session mo. Subukan ulit.',
};
