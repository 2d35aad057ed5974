import { MAX_LOBBY_PLAYERS, MIN_LOBBY_PLAYERS_TO_START } from './constants';

// One error shape for every REST failure (docs/design.md decision 9): `{ error, code }`. `error` is a message a
// person can act on (the spec's clients show it); `code` is the stable name a program matches. Clients match
// codes, never message text, so a message can be reworded without breaking anyone.

/**
 * Every error code the API answers with (kebab-case, stable). Each server error class has a default (the
 * first group); a throw site that the client or a test needs to tell apart names its own.
 */
export const ERROR_CODES = {
  // The defaults, one per kind of failure.
  badRequest: 'bad-request',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  notFound: 'not-found',
  conflict: 'conflict',
  rateLimited: 'rate-limited',
  internal: 'internal',
  // The edge: routing, body parsing, schema checks, cross-site protection.
  notFoundRoute: 'not-found-route',
  methodNotAllowed: 'method-not-allowed',
  notReady: 'not-ready',
  bodyTooLarge: 'body-too-large',
  invalidJson: 'invalid-json',
  jsonRequired: 'json-required',
  validationFailed: 'validation-failed',
  crossSiteRefused: 'cross-site-refused',
  localSignInDisabled: 'local-sign-in-disabled',
  // Sessions and words.
  sessionNotFound: 'session-not-found',
  missingPlayerToken: 'player-token-missing',
  noWordsAvailable: 'no-words-available',
  wordUnavailable: 'word-unavailable',
  sessionCompleted: 'session-completed',
  sessionNotFinished: 'session-not-finished',
  // An answer that does not fit the round (rules/round/round-guards.ts).
  roundNotStarted: 'round-not-started',
  roundOver: 'round-over',
  wrongWord: 'wrong-word',
  followupExpected: 'followup-expected',
  phaseOneExpected: 'phase-one-expected',
  optionNotOffered: 'option-not-offered',
  // Lobbies (rules/lobby/).
  lobbyCodeRequired: 'lobby-code-required',
  lobbyFull: 'lobby-full',
  notHost: 'not-host',
  notEnoughPlayers: 'not-enough-players',
  playersNotReady: 'players-not-ready',
  alreadyAnswered: 'already-answered',
  invalidMessage: 'invalid-message',
  lobbyNotFound: 'lobby-not-found',
  notInLobby: 'not-in-lobby',
  kickedFromLobby: 'kicked-from-lobby',
  gameInProgress: 'game-in-progress',
  notPlayer: 'not-a-player',
  /** The process is stopping (a deploy): no new lobby, join or game here; Retry-After says when to ask again. */
  serverDraining: 'server-draining',
  /** The lobby's room runs in another process that did not answer in time, though it is alive: ask again. */
  lobbyBusy: 'lobby-busy',
  // The audience: watchers of a lobby and their calls.
  lobbyPrivate: 'lobby-private',
  callNotOpen: 'call-not-open',
  alreadyCalled: 'already-called',
  notWatching: 'not-watching',
  // The admin's word tools (api/admin-words.ts).
  languageNotGenerated: 'language-not-generated',
  generatorFailed: 'generator-failed',
  csvRefused: 'csv-refused',
  // The wordsmith's word tools (api/wordsmith.ts).
  wordRefused: 'word-refused',
  wordExists: 'word-exists',
  // Moderation of contributed words (api/wordsmith.ts).
  wordNotFound: 'word-not-found',
  wordNotInModeration: 'word-not-in-moderation',
  // Plans, payments and the daily limit (api/payments.ts).
  paymentsNotConfigured: 'payments-not-configured',
  planAlreadyHeld: 'plan-already-held',
  noSubscription: 'no-subscription',
  noBillingAccount: 'no-billing-account',
  paymentProviderFailed: 'payment-provider-failed',
  webhookSignatureInvalid: 'webhook-signature-invalid',
  dailyLimitReached: 'daily-limit-reached',
  // The daily five (api/daily.ts).
  dailyFivePlayed: 'daily-five-played',
  dailyDayUnavailable: 'daily-day-unavailable',
  guestIdRequired: 'guest-id-required',
  // The challenge board (api/session-board.ts).
  boardLocked: 'board-locked',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

const KNOWN_ERROR_CODES: ReadonlySet<string> = new Set(Object.values(ERROR_CODES));

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && KNOWN_ERROR_CODES.has(value);
}

/** The body of every failed REST call. */
export interface ApiError {
  error: string;
  code: ErrorCode;
}

export const ERROR_MESSAGES = {
  notFoundRoute: 'No such API route. Check the method and path.',
  sessionNotFound: 'Session not found',
  bodyTooLarge: 'Request body is too large.',
  invalidJson: 'Request body is not valid JSON.',
  missingPlayerToken:
    'This session belongs to another player: send the player token you got when it was created.',
  sessionCompleted: 'This session is already complete: start a new game to play again.',
  noWordsAvailable: 'No word available for this language yet.',
  internal: 'Something went wrong on our side. Please try again.',
  // Lobbies: the first four are the spec's own words (docs/product.md §5 Join lobby, Start lobby).
  lobbyCodeRequired: 'Please enter a lobby code',
  notHost: 'Only the host can start the game',
  notEnoughPlayers: `Need at least ${MIN_LOBBY_PLAYERS_TO_START} players to start the game`,
  playersNotReady: 'All players must be ready before starting',
  createLobbySignIn: 'You must be logged in to create a lobby',
  joinLobbySignIn: 'You must be logged in to join a lobby',
  lobbyNotFound: 'No lobby has this code. Check the code, or create a lobby.',
  notInLobby: 'You are not in this lobby: join it first.',
  kickedFromLobby: 'The host removed you from this lobby, so you cannot rejoin it.',
  gameInProgress: 'This game has already started: wait for the next one, or create a lobby.',
  lobbyPrivate: 'The host has made this lobby private.',
  serverDraining: 'The server is restarting: try again in a few seconds.',
  lobbyBusy: "The lobby's server is slow to answer right now: try again in a moment.",
  lobbyClosedForRestart: 'The server is restarting. Start or join a new lobby in a moment.',
  notWatching: 'You are not watching this lobby: watch it again with its code.',
  dailyFiveNeedsGuestId:
    "The Daily five is kept per browser for guests: send this browser's guest id (x-guest-id), or sign in.",
  lobbyFull: `This lobby is full: it seats ${MAX_LOBBY_PLAYERS} players. Ask for another code, or create a lobby.`,
  boardLocked:
    'The board opens once you have finished this set of words: play the challenge first (only its creator sees it before).',
} as const;

/** The header a session's player proves ownership with (a guest has no account to prove it with). */
export const PLAYER_TOKEN_HEADER = 'x-player-token';
