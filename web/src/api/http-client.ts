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

/** A long poll's ask: the ETag of the view held, and how long the server may hold the GET. */
export interface PollOptions {
  etag: string | null;
  waitSeconds: number;
  /** Aborts the poll (the page left the lobby): it then fails as unreachable, and nobody reads it. */
  signal?: AbortSignal;
  /** Who reads, for a view only some may (a challenge board): as in RequestOptions. */
  playerToken?: string;
  guestId?: string;
}

/** A poll's answer: the view, or null when the one held is still current (304); the ETag to send next. */
export interface PolledView<T> {
  view: T | null;
  etag: string | null;
  /** Whether the server held the poll (Preference-Applied: wait=N, N >= 1): the next may go out at once. */
  isWaitApplied: boolean;
}

/** The HTTP client with the lobby's conditional long polls (GET with If-None-Match and Prefer: wait). */
export interface PollingHttpClient extends HttpClient {
  poll<T>(path: string, options: PollOptions): Promise<PolledView<T>>;
}

function isWaitApplied(preferenceApplied: string | null): boolean {
  const seconds = /(?:^|,)\s*wait=(\d+)/i.exec(preferenceApplied ?? '')?.[1];
  return seconds !== undefined && Number(seconds) >= 1;
}

export function createHttpClient(fetchImpl: Fetch = (...args) => fetch(...args)): PollingHttpClient {
  return {
    /**
     * The view, held by the server until it changes or the wait ends. The page names the ETag itself, so the
     * browser's cache stays out of it (Fetch: a request with its own If-None-Match is not stored) and a 304
     * reaches us as the null view. It may take the wait plus the usual timeout.
     */
    async poll<T>(path: string, options: PollOptions): Promise<PolledView<T>> {
      const headers: Record<string, string> = {
        accept: 'application/json',
        prefer: `wait=${options.waitSeconds}`,
      };
      if (options.etag !== null) headers['if-none-match'] = options.etag;
      if (options.playerToken) headers[PLAYER_TOKEN_HEADER] = options.playerToken;
      if (options.guestId) headers[GUEST_ID_HEADER] = options.guestId;
      const response = await fetchWithin(
        fetchImpl,
        path,
        { headers, credentials: 'same-origin', cache: 'no-store' },
        options.waitSeconds * 1000 + REQUEST_TIMEOUT_MS,
        options.signal,
      );
      const etag = response.headers.get('etag') ?? options.etag;
      const isHeld = isWaitApplied(response.headers.get('preference-applied'));
      if (response.status === 304) return { view: null, etag, isWaitApplied: isHeld };
      return { view: await answerOf<T>(response), etag, isWaitApplied: isHeld };
    },
    async request<T>(path: string, options: RequestOptions = {}): Promise<T> {
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
      const init: RequestInit = {
        method: options.method ?? 'GET',
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        credentials: 'same-origin',
      };
      const response = await fetchWithin(fetchImpl, path, init, options.timeoutMs ?? REQUEST_TIMEOUT_MS);
      return answerOf<T>(response);
    },
  };
}

/**
 * The response to a request, or an ApiError with status 0 when none came: the server was unreachable, or did
 * not answer within `timeoutMs`, or `signal` aborted it (the page left).
 */
async function fetchWithin(
  fetchImpl: Fetch,
  path: string,
  init: RequestInit,
  timeoutMs: number,
  signal?: AbortSignal,
): Promise<Response> {
  const controller = new AbortController();
  const abort = () => controller.abort();
  signal?.addEventListener('abort', abort, { once: true });
  const timer = setTimeout(abort, timeoutMs);
  try {
    return await fetchImpl(path, { ...init, signal: controller.signal });
  } catch {
    throw new ApiError(
      controller.signal.aborted ? 'The server took too long to answer.' : 'Cannot reach the server.',
      0,
    );
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abort);
  }
}

/** The JSON of an answer, or the ApiError its status and `{ error, code }` body say. */
async function answerOf<T>(response: Response): Promise<T> {
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

export const httpClient: PollingHttpClient = createHttpClient();
