import { PLAYER_TOKEN_HEADER } from '@bluffle/shared-schema';

export interface RestResponse<Body> {
  status: number;
  body: Body;
  headers: Headers;
}

export interface RestRequest {
  method?: string;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as is, with Content-Type application/json (for malformed or oversized bodies). */
  rawBody?: string;
  /** The player token, sent as the x-player-token header. */
  token?: string;
  headers?: Record<string, string>;
}

/** One real HTTP call (global fetch); the body is parsed as JSON when it is JSON, else left as text. */
export async function rest<Body = unknown>(
  baseUrl: string,
  path: string,
  request: RestRequest = {},
): Promise<RestResponse<Body>> {
  const headers: Record<string, string> = { ...request.headers };
  let payload: string | undefined;
  if (request.rawBody !== undefined) {
    payload = request.rawBody;
    headers['content-type'] ??= 'application/json';
  } else if (request.body !== undefined) {
    payload = JSON.stringify(request.body);
    headers['content-type'] ??= 'application/json';
  }
  if (request.token !== undefined) {
    headers[PLAYER_TOKEN_HEADER] = request.token;
  }
  const response = await fetch(`${baseUrl}${path}`, {
    method: request.method ?? (payload === undefined ? 'GET' : 'POST'),
    headers,
    body: payload,
  });
  const text = await response.text();
  const isJson = response.headers.get('content-type')?.includes('application/json') ?? false;
  return {
    status: response.status,
    body: (isJson ? JSON.parse(text) : text) as Body,
    headers: response.headers,
  };
}
