import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { matchMaker } from '@colyseus/core';
import {
  ERROR_CODES,
  ERROR_MESSAGES,
  type ErrorCode,
  MATCHMAKE_MESSAGES,
  matchmakeOptionsSchema,
  reconnectOptionsSchema,
} from '@bluffle/shared-schema';
import type { SecurityHeaders } from '../http/security-headers';
import { DRAINING_RETRY_AFTER_SECONDS, SERVER_DRAINING } from '../multiplayer/lobby-drain';
import { roomTargetProblem } from './room-target';

/** Join options are a few small fields; Colyseus itself would read a body of any size. */
export const MATCHMAKE_BODY_LIMIT_BYTES = 16 * 1024;

/** The matchmaking methods whose target is a room id; the others name a room type. */
const BY_ROOM_ID: ReadonlySet<string> = new Set(['joinById', 'reconnect']);

type RequestListener = (request: IncomingMessage, response: ServerResponse) => void;

/** The REST error shape (docs/design.md decision 9): what a person reads and the stable code a program matches. */
interface Refusal {
  status: number;
  error: string;
  code: ErrorCode;
  retryAfterSeconds?: number;
}

function isMatchmakeUrl(url: string): boolean {
  return url === '/matchmake' || url.startsWith('/matchmake/') || url.startsWith('/matchmake?');
}

/**
 * A REST call Colyseus has nothing to add to: its router has no /api route, and the CORS headers its
 * listener sets are none (cors.ts). A preflight still goes to Colyseus, which answers every OPTIONS itself.
 */
function isApiCall(request: IncomingMessage): boolean {
  return request.method !== 'OPTIONS' && (request.url ?? '/').startsWith('/api/');
}

/**
 * Puts checks in front of Colyseus's own HTTP route, POST /matchmake/:method/:roomName (core's
 * router/default_routes), which answers mistakes with its 52x codes, repeats the input in its message
 * however long, reads a body of any size, and lets a GET fall through to the web app. Every /matchmake
 * request now gets the security headers, and a mistake gets a short 4xx `{ error }` before Colyseus sees
 * it; what Colyseus still refuses is translated by matchmake-errors.ts. Installed once Colyseus has bound
 * its request listener (at listen); every other request goes to that listener untouched.
 */
export function guardMatchmakeRoutes(
  server: Server,
  securityHeaders: SecurityHeaders,
  /**
   * The API's listener (the poll lane, then the Express app), handed the REST calls (isApiCall) directly:
   * Colyseus's listener in front of it builds a fetch `Headers` of every request and looks its path up in
   * Colyseus's router before passing it on, about 6 µs of every API call for nothing.
   */
  expressApp?: RequestListener,
  /** Whether the process drains (lobby-drain.ts): no new room or seat, only a seat's reconnection. */
  isDraining: () => boolean = () => false,
): void {
  const listeners = server.listeners('request') as RequestListener[];
  const forward: RequestListener = (request, response) => {
    for (const listener of listeners) listener.call(server, request, response);
  };
  server.removeAllListeners('request');
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (expressApp !== undefined && isApiCall(request)) {
      expressApp(request, response);
      return;
    }
    if (!isMatchmakeUrl(request.url ?? '/')) {
      forward(request, response);
      return;
    }
    securityHeaders(request, response, () => undefined);
    checkMatchmakeRequest(request, isDraining()).then(
      (refusal) => (refusal === null ? forward(request, response) : refuse(response, refusal)),
      () =>
        refuse(response, { status: 400, error: ERROR_MESSAGES.invalidJson, code: ERROR_CODES.invalidJson }),
    );
  });
}

/** The guards, top to bottom; null when the request may go on to Colyseus (with its body parsed). */
async function checkMatchmakeRequest(request: IncomingMessage, isDraining: boolean): Promise<Refusal | null> {
  // A CORS preflight is Colyseus's to answer (cors.ts decides what it says).
  if (request.method === 'OPTIONS') return null;
  // Only POST is routed by Colyseus; anything else used to reach the web app's index.html.
  if (request.method !== 'POST')
    return { status: 405, error: MATCHMAKE_MESSAGES.postOnly, code: ERROR_CODES.methodNotAllowed };
  // Exactly /matchmake/<method>/<target>.
  const path = (request.url ?? '/').split('?')[0] ?? '/';
  const [method, target, ...rest] = path.slice('/matchmake/'.length).split('/');
  if (method === undefined || target === undefined || rest.length > 0) {
    return { status: 404, error: MATCHMAKE_MESSAGES.unknownRoute, code: ERROR_CODES.notFoundRoute };
  }
  // A method Colyseus exposes (the list is Colyseus's own).
  if (!matchMaker.controller.exposedMethods.includes(method)) {
    return { status: 404, error: MATCHMAKE_MESSAGES.unknownRoute, code: ERROR_CODES.notFoundRoute };
  }
  // A stopping process opens no room and seats nobody new; a dropped seat may still come back to its game.
  if (isDraining && method !== 'reconnect') {
    return {
      status: 503,
      error: SERVER_DRAINING.message,
      code: SERVER_DRAINING.code,
      retryAfterSeconds: DRAINING_RETRY_AFTER_SECONDS,
    };
  }
  // A sane room name or id: short, no control characters, not an Object.prototype key.
  const targetProblem = roomTargetProblem(target);
  if (targetProblem !== null) {
    return { status: 400, error: targetProblem, code: ERROR_CODES.validationFailed };
  }
  // A room type that is defined (ids are looked up by Colyseus; an unknown one is translated to 404).
  if (!BY_ROOM_ID.has(method) && !Object.hasOwn(matchMaker.getAllHandlers(), target)) {
    return { status: 404, error: MATCHMAKE_MESSAGES.unknownRoomType, code: ERROR_CODES.notFound };
  }
  // Options: a small JSON object.
  const options = await readJsonOptions(request);
  if ('status' in options) return options;
  // A reconnect without its token is a client mistake Colyseus reports as a server error (523).
  if (method === 'reconnect' && !reconnectOptionsSchema.safeParse(options.value).success) {
    return {
      status: 400,
      error: MATCHMAKE_MESSAGES.reconnectionTokenRequired,
      code: ERROR_CODES.validationFailed,
    };
  }
  // Colyseus's route reads req.body when it is set, instead of the (consumed) stream.
  const parsed = request as IncomingMessage & { body?: unknown };
  parsed.body = options.value;
  request.headers['content-type'] = 'application/json';
  return null;
}

async function readJsonOptions(
  request: IncomingMessage,
): Promise<{ value: Record<string, unknown> } | Refusal> {
  const declaredLength = Number(request.headers['content-length'] ?? 0);
  if (declaredLength > MATCHMAKE_BODY_LIMIT_BYTES) {
    return { status: 413, error: ERROR_MESSAGES.bodyTooLarge, code: ERROR_CODES.bodyTooLarge };
  }
  const hasBody = declaredLength > 0 || request.headers['transfer-encoding'] !== undefined;
  if (!hasBody) return { value: {} };
  if (!(request.headers['content-type'] ?? '').toLowerCase().includes('application/json')) {
    return { status: 415, error: MATCHMAKE_MESSAGES.optionsNotJson, code: ERROR_CODES.jsonRequired };
  }
  const raw = await readBody(request, MATCHMAKE_BODY_LIMIT_BYTES);
  if (raw === null) {
    return { status: 413, error: ERROR_MESSAGES.bodyTooLarge, code: ERROR_CODES.bodyTooLarge };
  }
  const text = raw.toString('utf8');
  let value: unknown;
  try {
    value = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    return { status: 400, error: ERROR_MESSAGES.invalidJson, code: ERROR_CODES.invalidJson };
  }
  // Checked, not parsed: the object goes on to Colyseus as the client sent it.
  if (!matchmakeOptionsSchema.safeParse(value).success) {
    return { status: 400, error: MATCHMAKE_MESSAGES.optionsNotObject, code: ERROR_CODES.validationFailed };
  }
  return { value: value as Record<string, unknown> };
}

/** The body, or null as soon as it passes `limit` (the rest is left unread: the answer closes the connection). */
function readBody(request: IncomingMessage, limit: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        request.off('data', onData);
        request.pause();
        resolve(null);
        return;
      }
      chunks.push(chunk);
    };
    request.on('data', onData);
    request.once('end', () => resolve(Buffer.concat(chunks)));
    request.once('error', reject);
  });
}

function refuse(response: ServerResponse, refusal: Refusal): void {
  if (response.headersSent) {
    response.end();
    return;
  }
  const body = JSON.stringify({ error: refusal.error, code: refusal.code });
  response.writeHead(refusal.status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    ...(refusal.status === 405 ? { Allow: 'POST, OPTIONS' } : {}),
    ...(refusal.retryAfterSeconds === undefined ? {} : { 'Retry-After': String(refusal.retryAfterSeconds) }),
    // The rest of an oversized body is not read: this connection ends with the answer.
    ...(refusal.status === 413 ? { Connection: 'close' } : {}),
  });
  response.end(body);
}
