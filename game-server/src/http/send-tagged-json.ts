import type { Request, Response } from 'express';
import { etagOfJson, isEtagMatched } from '../multiplayer/view-etag';

/**
 * A JSON answer that a page polls (a challenge board filling in as friends play): tagged with a hash of its
 * body, and 304 without it when the poller's If-None-Match names that tag, so an unchanged board costs a
 * few bytes. The app's own ETags are off (configure-http-app.ts); this is for the routes that are polled.
 */
export function sendTaggedJson(request: Request, response: Response, body: unknown): void {
  const json = JSON.stringify(body);
  const etag = etagOfJson(json);
  response.set('ETag', etag);
  // The browser keeps it but asks each time, so a change is never missed.
  response.set('Cache-Control', 'private, no-cache');
  if (isEtagMatched(request.headers['if-none-match'], etag)) {
    response.status(304).end();
    return;
  }
  response.type('application/json').send(json);
}
