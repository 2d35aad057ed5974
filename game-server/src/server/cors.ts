import { matchMaker } from '@colyseus/core';

/**
 * Colyseus core answers every OPTIONS request itself and, by default, reflects any Origin with credentials
 * on every response, our Express routes included. The web app is served from
 * this same origin, so no cross-origin caller is invited: no Access-Control-Allow-Origin or -Credentials
 * header is ever sent, and browsers refuse cross-origin reads. Same-origin requests need no CORS headers.
 * matchmake-guard.ts counts on this: it hands /api calls to Express past Colyseus's listener, which would
 * add nothing to them; allowing an origin here would have to add the headers there too.
 */
export function restrictCrossOrigin(): void {
  // Without an allowed origin the rest (methods, headers, max-age) says nothing to a browser, yet it went out
  // on every response: about 150 bytes and three setHeader calls per API answer.
  const defaults: Record<string, string> = matchMaker.controller.DEFAULT_CORS_HEADERS;
  for (const name of Object.keys(defaults)) delete defaults[name];
  matchMaker.controller.getCorsHeaders = () => ({});
}
