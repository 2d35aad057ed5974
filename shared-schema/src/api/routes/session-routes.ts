import { sessionCodeSchema } from '../common';
import { sessionBoardQuerySchema } from '../session-board';
import {
  completeSessionBodySchema,
  createSessionBodySchema,
  duplicateSessionBodySchema,
  openRoundBodySchema,
  submitAnswerBodySchema,
} from '../sessions';
import { wordsForPlayQuerySchema } from '../words';
import * as responses from './response-schemas';
import { defineRoute } from './route-contract';

// Solo sessions and words for play (docs/product.md §7): guests play too; a session's own calls need its player
// token, and a payload userId must be the signed-in user (checked in the route).
const code = { code: sessionCodeSchema };

export const SESSION_ROUTES = {
  create: defineRoute({
    method: 'POST',
    path: '/api/sessions/create',
    access: 'public',
    status: 201,
    summary: 'Creates a solo session',
    body: createSessionBodySchema,
    response: responses.createSessionResponseSchema,
  }),
  read: defineRoute({
    method: 'GET',
    path: '/api/sessions/:code',
    access: 'public',
    summary: 'A session and, for its player or a finished challenger, its answers',
    params: code,
    response: responses.getSessionResponseSchema,
    playerToken: 'optional',
  }),
  duplicate: defineRoute({
    method: 'POST',
    path: '/api/sessions/:code/duplicate',
    access: 'public',
    status: 201,
    summary: 'Plays a finished session’s words again (a challenge)',
    params: code,
    body: duplicateSessionBodySchema,
    response: responses.duplicateSessionResponseSchema,
  }),
  answer: defineRoute({
    method: 'POST',
    path: '/api/sessions/:code/answers',
    access: 'public',
    summary: 'Answers a round (phase one or the follow-up); the server judges and times it',
    params: code,
    body: submitAnswerBodySchema,
    playerToken: 'required',
  }),
  nextRound: defineRoute({
    method: 'POST',
    path: '/api/sessions/:code/rounds/next',
    access: 'public',
    summary: 'Opens the next round',
    params: code,
    body: openRoundBodySchema,
    playerToken: 'required',
  }),
  currentRound: defineRoute({
    method: 'GET',
    path: '/api/sessions/:code/rounds/current',
    access: 'public',
    summary: 'Where a running game stands, for its player coming back to it (a reload, a new tab)',
    params: code,
    response: responses.currentRoundResponseSchema,
    playerToken: 'required',
  }),
  complete: defineRoute({
    method: 'POST',
    path: '/api/sessions/:code/complete',
    access: 'public',
    summary: 'Completes the session (idempotent; a judged game completes by itself)',
    params: code,
    body: completeSessionBodySchema,
    playerToken: 'required',
  }),
  // The challenge board: public to route; the service lets in the set's creator and those who
  // finished it (a signed-in user, a guest id or a player token), and refuses everyone else 403.
  board: defineRoute({
    method: 'GET',
    path: '/api/sessions/:code/board',
    access: 'public',
    summary:
      'The challenge board: the set’s counted attempts, best first (its creator, and those who finished it); 304 without a body to an If-None-Match naming its ETag, for pages that poll it',
    params: code,
    query: sessionBoardQuerySchema,
    playerToken: 'optional',
  }),
} as const;

export const WORD_ROUTES = {
  forSession: defineRoute({
    method: 'GET',
    path: '/api/words/session/:code',
    access: 'public',
    summary: 'The session’s words: the rounds opened so far',
    params: code,
    query: wordsForPlayQuerySchema,
    response: responses.sessionWordsResponseSchema,
    playerToken: 'required',
  }),
  random: defineRoute({
    method: 'GET',
    path: '/api/words/random',
    access: 'public',
    summary: 'Random words for play (the fallback list)',
    query: wordsForPlayQuerySchema,
    response: responses.randomWordsResponseSchema,
  }),
} as const;

/** The paths as constants, for callers that name them. */
export const NEXT_ROUND_PATH = SESSION_ROUTES.nextRound.path;
export const CURRENT_ROUND_PATH = SESSION_ROUTES.currentRound.path;
export const SESSION_BOARD_PATH = SESSION_ROUTES.board.path;
export const nextRoundPathOf = (sessionCode: string) =>
  SESSION_ROUTES.nextRound.toPath({ code: sessionCode });
export const currentRoundPathOf = (sessionCode: string) =>
  SESSION_ROUTES.currentRound.toPath({ code: sessionCode });
export const sessionBoardPath = (sessionCode: string) => SESSION_ROUTES.board.toPath({ code: sessionCode });
