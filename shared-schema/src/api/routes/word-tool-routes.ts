import { adminWordsQuerySchema, csvUploadBodySchema, generateWordsBodySchema } from '../admin-words';
import { wordIdSchema } from '../common';
import {
  autofillBodySchema,
  createCustomSessionBodySchema,
  moderationQueueQuerySchema,
  mySessionsQuerySchema,
  rejectWordBodySchema,
  submitWordBodySchema,
  summonBodySchema,
  wordFormSchema,
  wordSearchQuerySchema,
} from '../wordsmith';
import * as responses from './response-schemas';
import { defineRoute } from './route-contract';

const wordId = { wordId: wordIdSchema };

// The admin's word tools (docs/product.md §7 admin rows): generate, CSV upload and the word database; and the
// moderation of contributed words (docs/design.md decision 13).
export const ADMIN_WORD_ROUTES = {
  generate: defineRoute({
    method: 'POST',
    path: '/api/admin/words/generate',
    access: { role: 'admin' },
    summary: 'Generates and stores words',
    body: generateWordsBodySchema,
    response: responses.generateWordsResponseSchema,
  }),
  uploadCsv: defineRoute({
    method: 'POST',
    path: '/api/words/upload-csv',
    access: { role: 'admin' },
    summary: 'Stores the words of a CSV file',
    body: csvUploadBodySchema,
    response: responses.csvUploadResponseSchema,
  }),
  list: defineRoute({
    method: 'GET',
    path: '/api/words',
    access: { role: 'admin' },
    summary: 'The word database, a page at a time',
    query: adminWordsQuerySchema,
    response: responses.adminWordsResponseSchema,
  }),
  pending: defineRoute({
    method: 'GET',
    path: '/api/admin/words/pending',
    access: { role: 'admin' },
    summary: 'Contributed words waiting for review',
    query: moderationQueueQuerySchema,
  }),
  approve: defineRoute({
    method: 'POST',
    path: '/api/admin/words/:wordId/approve',
    access: { role: 'admin' },
    summary: 'Approves a contributed word',
    params: wordId,
  }),
  reject: defineRoute({
    method: 'POST',
    path: '/api/admin/words/:wordId/reject',
    access: { role: 'admin' },
    summary: 'Rejects a contributed word',
    params: wordId,
    body: rejectWordBodySchema,
  }),
} as const;

// The wordsmith's tools (docs/product.md §7 wordsmith rows): wordsmiths and admins. A wordsmith's custom
// sessions come under /api/sessions, declared on the server before /api/sessions/:code, which would take the path.
export const WORDSMITH_ROUTES = {
  createCustomSession: defineRoute({
    method: 'POST',
    path: '/api/sessions/create-custom',
    access: { role: 'wordsmith' },
    status: 201,
    summary: 'Creates a wordsmith’s five-word custom session',
    body: createCustomSessionBodySchema,
    response: responses.createCustomSessionResponseSchema,
  }),
  mySessions: defineRoute({
    method: 'GET',
    path: '/api/sessions/my-sessions',
    access: { role: 'wordsmith' },
    summary: 'The wordsmith’s custom sessions and contributed words',
    query: mySessionsQuerySchema,
    response: responses.mySessionsResponseSchema,
  }),
  validate: defineRoute({
    method: 'POST',
    path: '/api/words/validate',
    access: { role: 'wordsmith' },
    summary: 'Checks a word form',
    body: wordFormSchema,
    response: responses.validateWordResponseSchema,
  }),
  autofill: defineRoute({
    method: 'POST',
    path: '/api/words/autofill',
    access: { role: 'wordsmith' },
    summary: 'Fills in a word form’s other fields',
    body: autofillBodySchema,
  }),
  summon: defineRoute({
    method: 'POST',
    path: '/api/words/summon',
    access: { role: 'wordsmith' },
    summary: 'Summons a whole word form',
    body: summonBodySchema,
  }),
  submit: defineRoute({
    method: 'POST',
    path: '/api/words/wordsmith',
    access: { role: 'wordsmith' },
    summary: 'Submits a contributed word',
    body: submitWordBodySchema,
  }),
  search: defineRoute({
    method: 'GET',
    path: '/api/words/search',
    access: { role: 'wordsmith' },
    summary: 'Searches the bank and the caller’s own words',
    query: wordSearchQuerySchema,
    response: responses.wordSearchResponseSchema,
  }),
} as const;
