import { AUTH_MESSAGES } from '@bluffle/shared-schema';
import type { ErrorTexts } from '../error-texts';
import type { MessagesOf } from './messages-of';

/**
 * The sign-in screen (docs/product.md §2) and why a sign-in failed (docs/product.md §8 Sign-in). The English failures are the
 * server's own (shared-schema AUTH_MESSAGES), so the popup page and the app say the same.
 */
/** The server's texts as plain strings, so the Filipino half may word them its own way. */
const SPEC_FAILURES: Record<keyof typeof AUTH_MESSAGES, string> = AUTH_MESSAGES;

export const signInEnglish = {
  title: 'Sign in',
  intro: 'Keep your stats across devices and unlock plans and multiplayer.',
  loadingOptions: 'Loading sign-in options…',
  unavailable: 'Sign-in is not available right now.',
  tryAgain: 'Try again',
  continueWith: (p: { provider: string }) => `Continue with ${p.provider}`,
  noProvider: 'No sign-in provider is set up on this server yet.',
  localTitle: 'Try it locally — no account needed',
  localText:
    'Sign in with just a name to try the signed-in features. The account lives on this server only; nothing is shared with Google, Facebook or GitHub.',
  signInLocally: 'Sign in locally',
  signingIn: 'Signing you in…',
  backHome: 'Back to Home (Play as Guest)',
  failures: {
    // The spec's §8 texts, which the server's popup page shows too: written once, in shared-schema.
    unsupportedProvider: SPEC_FAILURES.unsupportedProvider,
    facebookNotConfigured: SPEC_FAILURES.facebookNotConfigured,
    notConfigured: SPEC_FAILURES.notConfigured,
    popupClosed: SPEC_FAILURES.popupClosed,
    popupBlocked: SPEC_FAILURES.popupBlocked,
    authenticationFailed: SPEC_FAILURES.authenticationFailed,
    loginFailed: SPEC_FAILURES.loginFailed,
    invalidState: SPEC_FAILURES.invalidState,
    unauthorizedDomain: SPEC_FAILURES.unauthorizedDomain,
    /** The hint shown above the unauthorized-domain message (docs/product.md §8: "a 'Domain Issue' hint"). */
    domainIssueHint: 'Domain Issue',
  },
  /** The sign-in's own words for a refusal of a local sign-in, by code (the rest: catalogue/server-errors.ts). */
  localRefusals: {
    'rate-limited': 'Too many sign-in requests. Please wait a minute and try again.',
    'validation-failed': 'This name cannot be used. Please enter a name with at least one letter or digit.',
  } satisfies ErrorTexts,
};

export const signInFilipino: MessagesOf<typeof signInEnglish> = {
  title: 'Mag-sign in',
  intro: 'Itabi ang stats mo sa lahat ng device, at buksan ang mga plan at multiplayer.',
  loadingOptions: 'Nilo-load ang mga paraan ng pag-sign in…',
  unavailable: 'Hindi puwedeng mag-sign in sa ngayon.',
  tryAgain: 'Subukan ulit',
  continueWith: (p) => `Magpatuloy gamit ang ${p.provider}`,
  noProvider: 'Wala pang naka-set up na paraan ng pag-sign in sa server na ito.',
  localTitle: 'Subukan nang lokal — hindi kailangan ng account',
  localText:
    'Mag-sign in gamit lang ang isang pangalan para subukan ang mga feature ng naka-sign in. Sa server na ito lang ang account; walang ibinabahagi sa Google, Facebook o GitHub.',
  signInLocally: 'Mag-sign in nang lokal',
  signingIn: 'Sini-sign in ka…',
  backHome: 'Bumalik sa Tahanan (Maglaro bilang bisita)',
  failures: {
    unsupportedProvider: 'Hindi suportado ang provider na ito',
    facebookNotConfigured:
      'Hindi pa naka-set up ang pag-login sa Facebook. Pakigamit na lang ang pag-sign in sa Google.',
    notConfigured: 'Hindi naka-set up ang serbisyo ng pag-sign in. Pakisubukan ulit mamaya.',
    popupClosed: 'Nakansela ang pag-login. Pakisubukan ulit.',
    popupBlocked: 'Na-block ang popup. Payagan ang mga popup at subukan ulit.',
    authenticationFailed: 'Hindi nagtagumpay ang pag-sign in. Pakisubukan ulit.',
    loginFailed: 'Hindi nakapag-login. Pakisubukan ulit.',
    invalidState:
      'Hindi ma-verify ang kahilingang mag-sign in (nag-expire ito o galing sa ibang tab). Pakisubukan ulit.',
    unauthorizedDomain:
      'Hindi pinapayagang mag-sign in mula sa domain na ito. Buksan ang Bluffle sa karaniwan nitong address, o hilingin sa operator ng site na payagan ang domain na ito.',
    domainIssueHint: 'Problema sa Domain',
  },
  localRefusals: {
    'rate-limited': 'Sobrang dami ng kahilingang mag-sign in. Maghintay ng isang minuto at subukan ulit.',
    'validation-failed':
      'Hindi magagamit ang pangalang ito. Maglagay ng pangalang may kahit isang titik o numero.',
  },
};
