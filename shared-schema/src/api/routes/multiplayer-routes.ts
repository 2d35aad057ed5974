import { ERROR_MESSAGES } from '../../errors';
import {
  createLobbyBodySchema,
  joinLobbyBodySchema,
  kickLobbyBodySchema,
  lobbyActionBodySchema,
  lobbyAnswerBodySchema,
  lobbyCodeFieldSchema,
  lobbyCommandBodySchema,
  lobbyLanguageBodySchema,
  lobbyPrivateBodySchema,
  lobbyRoundTimeBodySchema,
  nextRoundBodySchema,
  readyLobbyBodySchema,
  watchCallBodySchema,
  watchLobbyBodySchema,
  watcherQuerySchema,
} from '../multiplayer';
import * as responses from './response-schemas';
import { defineRoute } from './route-contract';

// Multiplayer (docs/product.md §7, docs/design.md decision 6): signed-in players only; the room checks host, seat
// and round rules, and a payload userId must be the signed-in user (checked in the route). Watching is open to
// anyone with the code, guests included; the room refuses a private lobby, and a watcher's reads and calls
// carry the token watch answered with (the only way to act as a watcher).
const code = { code: lobbyCodeFieldSchema };

export const MULTIPLAYER_ROUTES = {
  create: defineRoute({
    method: 'POST',
    path: '/api/multiplayer/create',
    access: 'signed-in',
    guestMessage: ERROR_MESSAGES.createLobbySignIn,
    status: 201,
    summary: 'Creates a lobby',
    body: createLobbyBodySchema,
    response: responses.lobbyResponseSchema,
  }),
  join: defineRoute({
    method: 'POST',
    path: '/api/multiplayer/join',
    access: 'signed-in',
    guestMessage: ERROR_MESSAGES.joinLobbySignIn,
    summary: 'Joins a lobby by its code',
    body: joinLobbyBodySchema,
    response: responses.lobbyResponseSchema,
  }),
  ready: defineRoute({
    method: 'POST',
    path: '/api/multiplayer/ready',
    access: 'signed-in',
    summary: 'Says ready or not',
    body: readyLobbyBodySchema,
  }),
  start: defineRoute({
    method: 'POST',
    path: '/api/multiplayer/start',
    access: 'signed-in',
    summary: 'The host starts the game',
    body: lobbyActionBodySchema,
  }),
  leave: defineRoute({
    method: 'POST',
    path: '/api/multiplayer/leave',
    access: 'signed-in',
    summary: 'Leaves the lobby',
    body: lobbyActionBodySchema,
  }),
  answer: defineRoute({
    method: 'POST',
    path: '/api/multiplayer/answer',
    access: 'signed-in',
    summary: 'Answers the current round',
    body: lobbyAnswerBodySchema,
  }),
  nextRound: defineRoute({
    method: 'POST',
    path: '/api/multiplayer/next-round',
    access: 'signed-in',
    summary: 'Moves on after round results',
    body: nextRoundBodySchema,
  }),
  kick: defineRoute({
    method: 'POST',
    path: '/api/multiplayer/kick',
    access: 'signed-in',
    summary: 'The host removes a player',
    body: kickLobbyBodySchema,
  }),
  language: defineRoute({
    method: 'POST',
    path: '/api/multiplayer/language',
    access: 'signed-in',
    summary: 'The host sets the language',
    body: lobbyLanguageBodySchema,
  }),
  roundTime: defineRoute({
    method: 'POST',
    path: '/api/multiplayer/round-time',
    access: 'signed-in',
    summary: 'The host sets the round time (15, 30 or 45 s)',
    body: lobbyRoundTimeBodySchema,
  }),
  rematch: defineRoute({
    method: 'POST',
    path: '/api/multiplayer/rematch',
    access: 'signed-in',
    summary: 'The host starts a rematch',
    body: lobbyActionBodySchema,
  }),
  lobby: defineRoute({
    method: 'GET',
    path: '/api/multiplayer/lobby/:code',
    access: 'signed-in',
    summary:
      'The lobby (polled every 2 s; 304 without a body to an If-None-Match naming its ETag; a long poll with Prefer: wait)',
    params: code,
    isLongPoll: true,
  }),
  game: defineRoute({
    method: 'GET',
    path: '/api/multiplayer/game/:code',
    access: 'signed-in',
    summary:
      'The game state (polled every 1 s; 304 without a body to an If-None-Match naming its ETag; a long poll with Prefer: wait)',
    params: code,
    isLongPoll: true,
  }),
  private: defineRoute({
    method: 'POST',
    path: '/api/multiplayer/private',
    access: 'signed-in',
    summary: 'The host turns watching off (403 lobby-private to new watchers) or on',
    body: lobbyPrivateBodySchema,
  }),
  command: defineRoute({
    method: 'POST',
    path: '/api/multiplayer/command',
    access: 'signed-in',
    summary:
      'Any lobby command by the signed-in player, as a WebSocket client sends it: { lobbyCode, command: { type, ...fields } }',
    body: lobbyCommandBodySchema,
  }),
  watch: defineRoute({
    method: 'POST',
    path: '/api/multiplayer/watch',
    access: 'public',
    summary: 'Watches a lobby by its code, guests too: the watcher’s token and the game (403 lobby-private)',
    body: watchLobbyBodySchema,
    response: responses.watchLobbyResponseSchema,
  }),
  watchedGame: defineRoute({
    method: 'GET',
    path: '/api/multiplayer/watch/:code',
    access: 'public',
    summary:
      'A watcher’s view of the game (poll every 1 s, or the watcher is dropped after 10 s; 304 to a matching If-None-Match; a long poll with Prefer: wait; 403 not-watching or lobby-private once watching ended)',
    params: code,
    query: watcherQuerySchema,
    isLongPoll: true,
  }),
  watchCall: defineRoute({
    method: 'POST',
    path: '/api/multiplayer/watch-call',
    access: 'public',
    summary:
      'A watcher calls REAL or FAKE on the round in play, once (409 call-not-open, already-called; 403 not-watching)',
    body: watchCallBodySchema,
  }),
} as const;
