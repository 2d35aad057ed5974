import { GUEST_ID_HEADER, isErrorCode, PLAYER_TOKEN_HEADER, type ErrorCode } from '@bluffle/shared-schema';
import { ApiError } from './api-error';

// The one HTTP client of the web app (STYLE habit 9): JSON in, typed JSON out, `{ error, code }` bodies become
// an ApiError carrying the server's message and code, and every call gives up after a timeout so a hung server turns
// into the offline fallback instead of an endless loading screen.
export const REQUEST_TIMEOUT_MS = 8000;

export interface RequestOptions {
  method?: 'GET' | 'POST';
  body?: unknown;
  playerToken?: string;
  /** The browser's guest id (x-guest-id), sent when starting or accepting a game. */
  guestId?: string;
  timeoutMs?: number;
}

type Fetch = typeof fetch;

export interface HttpClient {
  request<T>(path: string, options?: RequestOptions): Promise<T>;
}

export function createHttpClient(fetchImpl: Fetch = (...args) => fetch(...args)): HttpClient {
  return {
    async request<T>(path: string, options: RequestOptions = {}): Promise<T> {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? REQUEST_TIMEOUT_MS);
      const headers: Record<string, string> = { accept: 'application/json' };
      if (options.body !== undefined) {
        headers['content-type'] = 'application/json';
      }
      if (options.playerToken) {
        headers[PLAYER_TOKEN_HEADER] = options.playerToken;
      }
      if (options.guestId) {
        headers[GUEST_ID_HEADER] = options.guestId;
      }
      let response: Response;
      try {
        response = await fetchImpl(path, {
          method: options.method ?? 'GET',
          headers,
          body: options.body === undefined ? undefined : JSON.stringify(options.body),
          credentials: 'same-origin',
          signal: controller.signal,
        });
      } catch {
        const reason = controller.signal.aborted
          ? 'The server took too long to answer.'
          : 'Cannot reach the server.';
        throw new ApiError(reason, 0);
      } finally {
        clearTimeout(timer);
      }
      if (response.status === 204) {
        // No Content (POST /auth/logout): success with nothing to read.
        return undefined as T;
      }
      const payload = await readJson(response);
      if (!response.ok) {
        const failure = readFailure(payload);
        // An error without our `{ error }` body comes from something in front of the API (a static host, a
        // proxy with the server down): the API itself is unreachable, so report status 0.
        throw failure === undefined
          ? new ApiError(`The server is unavailable (${response.status}).`, 0)
          : new ApiError(failure.message, response.status, failure.code, payload);
      }
      if (payload === undefined) {
        // A 200 without JSON is not our server (e.g. a static host answering index.html): treat as unreachable.
        throw new ApiError('The server sent an unexpected answer.', 0);
      }
      return payload as T;
    },
  };
}

async function readJson(response: Response): Promise<unknown> {
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('application/json')) {
    return undefined;
  }
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

function readFailure(payload: unknown): { message: string; code: ErrorCode | null } | undefined {
  if (typeof payload === 'object' && payload !== null && 'error' in payload) {
    const { error, code } = payload as { error: unknown; code?: unknown };
    if (typeof error !== 'string') return undefined;
    // A code this build does not know (a newer server) is no code: the caller falls back to its default.
    return { message: error, code: isErrorCode(code) ? code : null };
  }
  return undefined;
}

export const httpClient = createHttpClient();
