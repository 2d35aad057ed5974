// JSON over node:http with kept-alive sockets for many signed-in bots at once (far less client CPU than
// fetch, which would share the server's two cores), each call carrying its player's session cookie.
import type { LocalSignInResponse } from '@bluffle/shared-schema';
import { Agent, request } from 'node:http';

export interface JsonReply<Body> {
  /** 304 (Not Modified) answers an `ifNoneMatch` that still names the view: `body` is then undefined. */
  status: number;
  body: Body;
  setCookies: string[];
  etag: string | undefined;
  /** The Preference-Applied header (a long poll's `wait=N`). */
  preferenceApplied: string | undefined;
}

/** A call the server answered outside 2xx; `call` names it, the message holds status and body. */
export class CallRefused extends Error {
  constructor(
    readonly call: string,
    readonly status: number,
    text: string,
  ) {
    super(`${call} -> ${status} ${text.slice(0, 200)}`);
  }
}

export type JsonClient = <Body>(
  method: 'GET' | 'POST',
  urlPath: string,
  options?: { body?: unknown; cookie?: string; ifNoneMatch?: string; prefer?: string },
) => Promise<JsonReply<Body>>;

/** Calls made and TCP connections opened for them (a kept-alive socket is reused; a new one is a connect). */
export interface ConnectionCount {
  calls: number;
  connectionsOpened: number;
}

function header(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(', ') : value;
}

export function jsonClient(baseUrl: string, maxSockets: number, count?: ConnectionCount): JsonClient {
  const { hostname, port } = new URL(baseUrl);
  const agent = new Agent({ keepAlive: true, maxSockets });
  return (method, urlPath, options = {}) =>
    new Promise((resolve, reject) => {
      const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
      const outgoing = request(
        {
          agent,
          hostname,
          port,
          method,
          path: urlPath,
          headers: {
            ...(payload === undefined
              ? {}
              : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
            ...(options.cookie === undefined ? {} : { cookie: options.cookie }),
            ...(options.ifNoneMatch === undefined ? {} : { 'if-none-match': options.ifNoneMatch }),
            ...(options.prefer === undefined ? {} : { prefer: options.prefer }),
          },
        },
        (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
          incoming.on('error', reject);
          incoming.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            const status = incoming.statusCode ?? 0;
            const isNotModified = status === 304 && options.ifNoneMatch !== undefined;
            if (!isNotModified && (status < 200 || status >= 300)) {
              reject(new CallRefused(`${method} ${urlPath}`, status, text));
              return;
            }
            resolve({
              status,
              body: isNotModified ? undefined : JSON.parse(text),
              setCookies: incoming.headers['set-cookie'] ?? [],
              etag: incoming.headers.etag,
              preferenceApplied: header(incoming.headers['preference-applied']),
            });
          });
        },
      );
      outgoing.on('error', reject);
      if (count !== undefined) {
        count.calls += 1;
        outgoing.once('socket', () => {
          if (!outgoing.reusedSocket) count.connectionsOpened += 1;
        });
      }
      outgoing.end(payload);
    });
}

/** A signed-in account: its id and the Cookie header its calls and its WebSocket's matchmaking send. */
export interface BotAccount {
  userId: string;
  username: string;
  cookie: string;
}

/** Local sign-in (on outside production): POST /auth/local answers the user and sets the session cookie. */
export async function signInLocally(client: JsonClient, username: string): Promise<BotAccount> {
  const reply = await client<LocalSignInResponse>('POST', '/auth/local', { body: { username } });
  const cookie = reply.setCookies.map((line) => line.split(';')[0]!.trim()).join('; ');
  if (cookie === '') throw new Error(`sign-in of ${username} set no cookie`);
  return { userId: reply.body.user.id, username: reply.body.user.username, cookie };
}
