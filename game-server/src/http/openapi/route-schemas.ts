import {
  AUTH_PROVIDERS,
  adminWordsQuerySchema,
  autofillBodySchema,
  claimGuestGamesBodySchema,
  completeSessionBodySchema,
  createCheckoutSessionBodySchema,
  createCustomSessionBodySchema,
  createLobbyBodySchema,
  createSessionBodySchema,
  csvUploadBodySchema,
  dailyFiveQuerySchema,
  duplicateSessionBodySchema,
  generateWordsBodySchema,
  joinLobbyBodySchema,
  kickLobbyBodySchema,
  lobbyActionBodySchema,
  lobbyAnswerBodySchema,
  lobbyCodeFieldSchema,
  lobbyCommandBodySchema,
  lobbyLanguageBodySchema,
  lobbyPrivateBodySchema,
  lobbyRoundTimeBodySchema,
  localSignInBodySchema,
  moderationQueueQuerySchema,
  mySessionsQuerySchema,
  nextRoundBodySchema,
  openRoundBodySchema,
  playedGamesQuerySchema,
  postUserStatsBodySchema,
  readyLobbyBodySchema,
  rejectWordBodySchema,
  sessionBoardQuerySchema,
  sessionCodeSchema,
  startDailyFiveBodySchema,
  subscriptionChangeBodySchema,
  submitAnswerBodySchema,
  submitWordBodySchema,
  summonBodySchema,
  upsertUserBodySchema,
  userIdSchema,
  watchCallBodySchema,
  watchLobbyBodySchema,
  watcherQuerySchema,
  wordFormSchema,
  wordIdSchema,
  wordSearchQuerySchema,
  wordsForPlayQuerySchema,
} from '@bluffle/shared-schema';
import { z } from 'zod';
import * as responses from './response-schemas';

/**
 * What the OpenAPI document says about one route beyond the route table's method, path and rule: the zod
 * schemas its handler parses (the same ones), and the answer's schema where one exists (response-schemas.ts).
 */
export interface RouteSchemas {
  summary: string;
  /** One schema per `:param` of the path. */
  params?: Record<string, z.ZodType>;
  /** An object schema; each field is a query parameter. */
  query?: z.ZodObject;
  body?: z.ZodType;
  response?: z.ZodType;
  /**
   * The `x-player-token` header of a solo session's own calls (docs/design.md decision 11): needed by a running
   * session's calls; optional where it only adds the player's own details.
   */
  playerToken?: 'required' | 'optional';
  /** The success status, when not 200. */
  status?: 201;
  /**
   * A conditional poll: If-None-Match gets 304 while the view is unchanged, and `Prefer: wait=N`
   * (RFC 7240) makes it a long poll, answered with `Preference-Applied`.
   */
  isLongPoll?: true;
}

const code = { code: sessionCodeSchema };
const lobbyCode = { code: lobbyCodeFieldSchema };
const userId = { userId: userIdSchema };
const wordId = { wordId: wordIdSchema };

/** Every route of ROUTE_TABLE but the web app's, by `METHOD /path` as the table writes it. */
export const ROUTE_SCHEMAS: Record<string, RouteSchemas> = {
  'GET /health': { summary: 'The process is alive' },
  'GET /ready': { summary: 'The process can serve (store reachable, matchmaker accepting)' },
  'GET /metrics': {
    summary:
      'Prometheus metrics (text format) with METRICS_TOKEN as a bearer token; open outside production without one; otherwise 404',
  },

  'GET /auth/providers': { summary: 'The sign-in providers configured' },
  'GET /auth/:provider': {
    summary: 'Starts sign-in with a provider (redirects to it)',
    params: { provider: z.enum(AUTH_PROVIDERS) },
  },
  'GET /auth/:provider/callback': {
    summary: 'Where the provider sends the browser back',
    params: { provider: z.enum(AUTH_PROVIDERS) },
  },
  'POST /auth/local': { summary: 'Signs in with a local name', body: localSignInBodySchema },
  'POST /auth/logout': { summary: 'Signs out' },

  'POST /api/sessions/create': {
    status: 201,
    summary: 'Creates a solo session',
    body: createSessionBodySchema,
    response: responses.createSessionResponseSchema,
  },
  'POST /api/sessions/create-custom': {
    status: 201,
    summary: 'Creates a wordsmith’s five-word custom session',
    body: createCustomSessionBodySchema,
    response: responses.createCustomSessionResponseSchema,
  },
  'GET /api/sessions/my-sessions': {
    summary: 'The wordsmith’s custom sessions and contributed words',
    query: mySessionsQuerySchema,
    response: responses.mySessionsResponseSchema,
  },
  'GET /api/sessions/:code': {
    summary: 'A session and, for its player or a finished challenger, its answers',
    params: code,
    response: responses.getSessionResponseSchema,
    playerToken: 'optional',
  },
  'POST /api/sessions/:code/duplicate': {
    status: 201,
    summary: 'Plays a finished session’s words again (a challenge)',
    params: code,
    body: duplicateSessionBodySchema,
    response: responses.duplicateSessionResponseSchema,
  },
  'POST /api/sessions/:code/answers': {
    summary: 'Answers a round (phase one or the follow-up); the server judges and times it',
    params: code,
    body: submitAnswerBodySchema,
    playerToken: 'required',
  },
  'POST /api/sessions/:code/rounds/next': {
    summary: 'Opens the next round',
    params: code,
    body: openRoundBodySchema,
    playerToken: 'required',
  },
  'GET /api/sessions/:code/rounds/current': {
    summary: 'Where a running game stands, for its player coming back to it (a reload, a new tab)',
    params: code,
    response: responses.currentRoundResponseSchema,
    playerToken: 'required',
  },
  'POST /api/sessions/:code/complete': {
    summary: 'Completes the session (idempotent; a judged game completes by itself)',
    params: code,
    body: completeSessionBodySchema,
    playerToken: 'required',
  },
  'GET /api/sessions/:code/board': {
    summary:
      'The challenge board: the set’s counted attempts, best first (its creator, and those who finished it); 304 without a body to an If-None-Match naming its ETag, for pages that poll it',
    params: code,
    query: sessionBoardQuerySchema,
    playerToken: 'optional',
  },
  'GET /api/words/session/:code': {
    summary: 'The session’s words: the rounds opened so far',
    params: code,
    query: wordsForPlayQuerySchema,
    response: responses.sessionWordsResponseSchema,
    playerToken: 'required',
  },
  'GET /api/words/random': {
    summary: 'Random words for play (the fallback list)',
    query: wordsForPlayQuerySchema,
    response: responses.randomWordsResponseSchema,
  },
  'GET /api/daily': { summary: 'Today’s daily five and this player’s result', query: dailyFiveQuerySchema },
  'GET /api/daily/archive': {
    summary: 'The past days’ daily fives, playable again as practice',
    query: dailyFiveQuerySchema,
  },
  'POST /api/daily/start': {
    summary: 'Starts today’s daily five, or a past day’s set from the archive (as practice)',
    body: startDailyFiveBodySchema,
    status: 201,
  },

  'GET /api/users/me': { summary: 'The signed-in user, or null for a guest' },
  'POST /api/users': {
    summary: 'Stores the signed-in user’s profile',
    body: upsertUserBodySchema,
    response: responses.userViewSchema,
  },
  'GET /api/users/me/guest-games': { summary: 'This browser’s guest games' },
  'POST /api/users/me/guest-games/claim': {
    summary: 'Takes this browser’s guest games into the account',
    body: claimGuestGamesBodySchema,
  },
  'GET /api/users/me/games': { summary: 'The caller’s last games', query: playedGamesQuerySchema },
  'GET /api/users/:userId': { summary: 'A user', params: userId, response: responses.userViewSchema },
  'GET /api/users/:userId/stats': {
    summary: 'A user’s stats, derived from completed sessions',
    params: userId,
    response: responses.playerStatsSchema,
  },
  'POST /api/users/:userId/stats': {
    summary: 'Kept for the spec’s client: checks the payload and answers the server’s own stats',
    params: userId,
    body: postUserStatsBodySchema,
    response: responses.playerStatsSchema,
  },
  'GET /api/users/:userId/daily-games': { summary: 'Free games left today', params: userId },

  'GET /api/payments/status': { summary: 'The plans and whether payments work' },
  'POST /api/payments/create-checkout-session': {
    summary: 'Starts a Stripe Checkout for a plan',
    body: createCheckoutSessionBodySchema,
    response: responses.createCheckoutSessionResponseSchema,
  },
  'POST /api/payments/cancel-subscription': {
    summary: 'Cancels the subscription at the period’s end',
    body: subscriptionChangeBodySchema,
  },
  'POST /api/payments/resume-subscription': {
    summary: 'Resumes a cancelled subscription',
    body: subscriptionChangeBodySchema,
  },
  'POST /api/payments/billing-portal': {
    summary: 'Opens Stripe’s billing portal',
    body: subscriptionChangeBodySchema,
  },
  'POST /api/payments/webhook': { summary: 'Stripe’s webhook (signature-verified)' },
  'GET /api/ads': { summary: 'The ad network’s ids, or null for the house ad' },

  'POST /api/multiplayer/create': {
    status: 201,
    summary: 'Creates a lobby',
    body: createLobbyBodySchema,
    response: responses.lobbyResponseSchema,
  },
  'POST /api/multiplayer/join': {
    summary: 'Joins a lobby by its code',
    body: joinLobbyBodySchema,
    response: responses.lobbyResponseSchema,
  },
  'POST /api/multiplayer/ready': { summary: 'Says ready or not', body: readyLobbyBodySchema },
  'POST /api/multiplayer/start': { summary: 'The host starts the game', body: lobbyActionBodySchema },
  'POST /api/multiplayer/leave': { summary: 'Leaves the lobby', body: lobbyActionBodySchema },
  'POST /api/multiplayer/answer': { summary: 'Answers the current round', body: lobbyAnswerBodySchema },
  'POST /api/multiplayer/next-round': { summary: 'Moves on after round results', body: nextRoundBodySchema },
  'POST /api/multiplayer/kick': { summary: 'The host removes a player', body: kickLobbyBodySchema },
  'POST /api/multiplayer/language': { summary: 'The host sets the language', body: lobbyLanguageBodySchema },
  'POST /api/multiplayer/round-time': {
    summary: 'The host sets the round time (15, 30 or 45 s)',
    body: lobbyRoundTimeBodySchema,
  },
  'POST /api/multiplayer/rematch': { summary: 'The host starts a rematch', body: lobbyActionBodySchema },
  'GET /api/multiplayer/lobby/:code': {
    summary:
      'The lobby (polled every 2 s; 304 without a body to an If-None-Match naming its ETag; a long poll with Prefer: wait)',
    params: lobbyCode,
    isLongPoll: true,
  },
  'GET /api/multiplayer/game/:code': {
    summary:
      'The game state (polled every 1 s; 304 without a body to an If-None-Match naming its ETag; a long poll with Prefer: wait)',
    params: lobbyCode,
    isLongPoll: true,
  },
  'POST /api/multiplayer/private': {
    summary: 'The host turns watching off (403 lobby-private to new watchers) or on',
    body: lobbyPrivateBodySchema,
  },
  'POST /api/multiplayer/command': {
    summary:
      'Any lobby command by the signed-in player, as a WebSocket client sends it: { lobbyCode, command: { type, ...fields } }',
    body: lobbyCommandBodySchema,
  },
  'POST /api/multiplayer/watch': {
    summary: 'Watches a lobby by its code, guests too: the watcher’s token and the game (403 lobby-private)',
    body: watchLobbyBodySchema,
    response: responses.watchLobbyResponseSchema,
  },
  'GET /api/multiplayer/watch/:code': {
    summary:
      'A watcher’s view of the game (poll every 1 s, or the watcher is dropped after 10 s; 304 to a matching If-None-Match; a long poll with Prefer: wait; 403 not-watching or lobby-private once watching ended)',
    params: lobbyCode,
    query: watcherQuerySchema,
    isLongPoll: true,
  },
  'POST /api/multiplayer/watch-call': {
    summary:
      'A watcher calls REAL or FAKE on the round in play, once (409 call-not-open, already-called; 403 not-watching)',
    body: watchCallBodySchema,
  },

  'POST /api/admin/words/generate': {
    summary: 'Generates and stores words',
    body: generateWordsBodySchema,
    response: responses.generateWordsResponseSchema,
  },
  'POST /api/words/upload-csv': {
    summary: 'Stores the words of a CSV file',
    body: csvUploadBodySchema,
    response: responses.csvUploadResponseSchema,
  },
  'GET /api/words': {
    summary: 'The word database, a page at a time',
    query: adminWordsQuerySchema,
    response: responses.adminWordsResponseSchema,
  },
  'GET /api/admin/words/pending': {
    summary: 'Contributed words waiting for review',
    query: moderationQueueQuerySchema,
  },
  'POST /api/admin/words/:wordId/approve': { summary: 'Approves a contributed word', params: wordId },
  'POST /api/admin/words/:wordId/reject': {
    summary: 'Rejects a contributed word',
    params: wordId,
    body: rejectWordBodySchema,
  },

  'POST /api/words/validate': {
    summary: 'Checks a word form',
    body: wordFormSchema,
    response: responses.validateWordResponseSchema,
  },
  'POST /api/words/autofill': { summary: 'Fills in a word form’s other fields', body: autofillBodySchema },
  'POST /api/words/summon': { summary: 'Summons a whole word form', body: summonBodySchema },
  'POST /api/words/wordsmith': { summary: 'Submits a contributed word', body: submitWordBodySchema },
  'GET /api/words/search': {
    summary: 'Searches the bank and the caller’s own words',
    query: wordSearchQuerySchema,
    response: responses.wordSearchResponseSchema,
  },

  'GET /api/openapi.json': { summary: 'This document' },
  'GET /api/docs': { summary: 'This document’s reference page' },
};
