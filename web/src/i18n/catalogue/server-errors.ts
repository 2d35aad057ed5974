import {
  AUTH_MESSAGES,
  ERROR_MESSAGES,
  MAX_LOBBY_PLAYERS,
  MIN_LOBBY_PLAYERS_TO_START,
  PAYMENT_MESSAGES,
} from '@bluffle/shared-schema';
import type { ErrorTexts } from '../error-texts';

// The one code-to-words table of the web app, read through failureText (server-error-text.ts) by
// every area that shows a failed call. An area keeps only the words that are truly its own (a lobby's
// not-host said per action, a dead challenge link); everything a code means wherever it is met lives here.
//
// The English table words only the codes whose server text is fixed, in that same text; a code left out
// shows the server's own words, which name what only the server knows (the field that failed, the seconds
// to wait, the CSV row). Filipino words those too, in general terms, so a Filipino reader gets Filipino.

const english = {
  /** Nothing of our API answered: say so, and that trying again may work. */
  unreachable: 'Cannot reach the server. Check your connection and try again.',
  /** A fault of ours (5xx) that the area has no words of its own for. */
  ourFault: 'Something went wrong on our side. Please try again.',
  codes: {
    'no-words-available': ERROR_MESSAGES.noWordsAvailable,
    // Lobbies (docs/product.md §5 Join lobby, Start lobby: the first four are the spec's own words).
    'lobby-code-required': ERROR_MESSAGES.lobbyCodeRequired,
    'not-enough-players': ERROR_MESSAGES.notEnoughPlayers,
    'players-not-ready': ERROR_MESSAGES.playersNotReady,
    'lobby-full': ERROR_MESSAGES.lobbyFull,
    'lobby-not-found': ERROR_MESSAGES.lobbyNotFound,
    'server-draining': ERROR_MESSAGES.serverDraining,
    'lobby-busy': ERROR_MESSAGES.lobbyBusy,
    'not-in-lobby': ERROR_MESSAGES.notInLobby,
    'daily-five-played': "You have played today's Daily five already. The next set comes at 00:00 UTC.",
    'guest-id-required': ERROR_MESSAGES.dailyFiveNeedsGuestId,
    // The cards never offer a plan held, so this refusal only comes from a plan changed in another tab.
    'plan-already-held': PAYMENT_MESSAGES.alreadyOnPlan,
    'no-subscription': PAYMENT_MESSAGES.noSubscription,
    'no-billing-account': PAYMENT_MESSAGES.noBillingAccount,
    'local-sign-in-disabled': AUTH_MESSAGES.localSignInDisabled,
  } as ErrorTexts,
};

export type ServerErrorMessages = typeof english;

export const serverErrorsEnglish: ServerErrorMessages = english;

export const serverErrorsFilipino: ServerErrorMessages = {
  unreachable: 'Hindi maabot ang server. Tingnan ang koneksiyon mo at subukan ulit.',
  ourFault: 'May nagkaproblema sa panig namin. Pakisubukan ulit.',
  codes: {
    'no-words-available': 'Wala pang salita para sa wikang ito.',
    'lobby-code-required': 'Pakilagay ang lobby code',
    'not-enough-players': `Kailangan ng hindi bababa sa ${MIN_LOBBY_PLAYERS_TO_START} manlalaro para masimulan ang laro`,
    'players-not-ready': 'Dapat handa na ang lahat ng manlalaro bago magsimula',
    'lobby-full': `Puno na ang lobby na ito: hanggang ${MAX_LOBBY_PLAYERS} manlalaro lang. Humingi ng ibang code, o gumawa ng lobby.`,
    'lobby-not-found': 'Walang lobby na may ganitong code. Tingnan ang code, o gumawa ng lobby.',
    'server-draining': 'Nagre-restart ang server: subukan ulit pagkalipas ng ilang segundo.',
    'lobby-busy': 'Mabagal sumagot ngayon ang server ng lobby: subukan ulit maya-maya.',
    'not-in-lobby': 'Wala ka sa lobby na ito: sumali ka muna.',
    'daily-five-played': 'Nalaro mo na ang Lima ng Araw ngayon. Darating ang susunod na set sa 00:00 UTC.',
    'daily-day-unavailable':
      'Walang Lima ng Araw para sa araw na iyon: nasa arkibo ang mga nakaraang araw, mula sa unang Lima ng Araw hanggang kahapon.',
    'guest-id-required':
      'Para sa mga guest, bawat browser ang may sariling Lima ng Araw, pero walang guest id ang browser na ito: mag-sign in para malaro ito.',
    'plan-already-held': 'Nasa iyo na ang plan na ito.',
    'no-subscription': 'Wala kang tumatakbong subscription na mababago.',
    'no-billing-account': 'Wala ka pang nabibili, kaya wala pang pagsingil na mapapamahalaan.',
    'local-sign-in-disabled': 'Naka-off ang lokal na pag-sign in sa server na ito.',
    // The codes whose English is the server's own words, in general terms.
    'rate-limited': 'Sobrang dami ng kahilingan mo sa maikling oras. Maghintay nang kaunti at subukan ulit.',
    'validation-failed': 'Hindi tinanggap ng server ang hiling: tingnan ang mga inilagay mo.',
    'language-not-generated':
      'Hindi puwedeng gumawa ng salitang Latin sa server na ito. Idagdag ang mga salitang Latin sa pamamagitan ng CSV upload.',
    'csv-refused':
      'Hindi tinanggap ang CSV file: tingnan kung may header row at data ito, kung kumpleto ang mga kailangang column, at kung CSV text (UTF-8) ito.',
    'word-not-found': 'Wala na ang salitang ito.',
    'word-not-in-moderation': 'Hindi na naghihintay ng review ang salitang ito.',
    // The audience: a watcher's refusals.
    'lobby-private': 'Ginawang pribado ng host ang lobby na ito.',
    'not-watching': 'Hindi ka nanonood ng lobby na ito: panoorin ulit gamit ang code nito.',
    'call-not-open': 'Hindi na puwedeng hulaan ang round na ito: hintayin ang susunod.',
    'already-called': 'Nakahula ka na sa round na ito: ang una mong hula ang bilang.',
  },
};
