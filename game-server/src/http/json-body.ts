import {
  ADMIN_WORD_MESSAGES,
  ADMIN_WORD_ROUTES,
  CSV_UPLOAD_MAX_BYTES,
  PAYMENT_ROUTES,
} from '@bluffle/shared-schema';
import express, { type RequestHandler } from 'express';
import { PayloadTooLargeError } from '../errors';
import { underApi } from './api-path';

/** The CSV upload's path as the /api router sees it: it reads its own, larger body (json-body.ts). */
export const CSV_UPLOAD_PATH = underApi(ADMIN_WORD_ROUTES.uploadCsv.path);
/** Stripe's webhook, as the /api router sees it: its signature covers the exact bytes, so it reads them raw. */
export const PAYMENT_WEBHOOK_PATH = underApi(PAYMENT_ROUTES.webhook.path);
const READS_OWN_BODY: ReadonlySet<string> = new Set([CSV_UPLOAD_PATH, PAYMENT_WEBHOOK_PATH]);
/** Stripe's events are a few kilobytes; an invoice with many lines is larger, never this large. */
const WEBHOOK_BODY_LIMIT = '512kb';

/**
 * The JSON body of every /api call at the default limit, except the CSV upload's: that one is read only after
 * its access check (csvUploadBody), so nobody but an admin can make the server read megabytes; and Stripe's
 * webhook's, which must stay the bytes Stripe signed (webhookBody).
 */
export function defaultJsonBody(limit: string): RequestHandler {
  const parseJson = express.json({ limit });
  return (request, response, next) => {
    if (request.method === 'POST' && READS_OWN_BODY.has(request.path)) {
      next();
      return;
    }
    parseJson(request, response, next);
  };
}

/** The CSV upload's body: room for 2,000 full rows, and a message that says what to do when it is larger. */
export function csvUploadBody(): RequestHandler {
  const parseJson = express.json({ limit: CSV_UPLOAD_MAX_BYTES });
  return (request, response, next) => {
    parseJson(request, response, (error?: unknown) => {
      const isTooLarge = (error as { type?: string } | undefined)?.type === 'entity.too.large';
      next(isTooLarge ? new PayloadTooLargeError(ADMIN_WORD_MESSAGES.csvTooLarge) : error);
    });
  };
}

/** The webhook's body as the Buffer Stripe signed (constructEvent fails on a parsed object). */
export function webhookBody(): RequestHandler {
  return express.raw({ type: 'application/json', limit: WEBHOOK_BODY_LIMIT });
}
