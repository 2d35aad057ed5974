import { ADMIN_WORD_MESSAGES, CSV_UPLOAD_MAX_BYTES } from '@bluffle/shared-schema';
import express, { type RequestHandler } from 'express';
import { PayloadTooLargeError } from '../errors';

/** The CSV upload's path as the /api router sees it: it reads its own, larger body (json-body.ts). */
export const CSV_UPLOAD_PATH = '/words/upload-csv';

/**
 * The JSON body of every /api call at the default limit, except the CSV upload's: that one is read only after
 * its access check (csvUploadBody), so nobody but an admin can make the server read megabytes.
 */
export function defaultJsonBody(limit: string): RequestHandler {
  const parseJson = express.json({ limit });
  return (request, response, next) => {
    if (request.method === 'POST' && request.path === CSV_UPLOAD_PATH) {
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
