import type { ErrorCode } from '@bluffle/shared-schema';
import { ApiError } from './api-error';

// The one reading of a failed call in the web app: every area asks this module what went wrong and
// words it with the one table (i18n/server-error-text.ts). Three kinds, because the player can do three
// different things about them: read the server's reason and change what they asked, try again later because
// we failed, or check their connection.

/** The server answered and said no (a 4xx with our `{ error, code }` body): its reason is worth showing. */
export interface Refused {
  kind: 'refused';
  /** The server's code; null for a code this build does not know (a newer server): its words are shown. */
  code: ErrorCode | null;
  /** The server's own words (English), trimmed; '' when it gave none. */
  message: string;
  /** The HTTP status, for an area that must read a refusal without a code we know (a bare 404). */
  status: number;
}

/** We failed (a 5xx, or our own code threw): nothing the player asked for was wrong. */
export interface OurFault {
  kind: 'our-fault';
  /** A code that still says something the player should know (payments-not-configured), else null or internal. */
  code: ErrorCode | null;
}

/** Nothing of our API answered: network down, a timeout, or something in front of the API (http-client.ts). */
export interface Unreachable {
  kind: 'unreachable';
}

export type CallFailure = Refused | OurFault | Unreachable;

/**
 * What a refusal's HTTP status says, for an area that must read a refusal whose code this build does not know
 * (a bare 404 from a route that no longer exists): 'not-found' (404), 'bad-request' (400), else 'other'. The
 * web app reads HTTP statuses here in api/ only (lint holds it), so the other folders speak in these words.
 */
export type RefusalStatus = 'not-found' | 'bad-request' | 'other';

export function refusalStatusOf(failure: Refused): RefusalStatus {
  if (failure.status === 404) return 'not-found';
  if (failure.status === 400) return 'bad-request';
  return 'other';
}

export const UNREACHABLE: Unreachable = { kind: 'unreachable' };

/**
 * What a failed call was. The HTTP client already reports a body that is not ours (a proxy's HTML page, a
 * 200 without JSON) as status 0, so the status alone decides here; `fetch` itself rejects with a TypeError
 * when the network fails, and anything else thrown is a bug of ours.
 */
export function callFailureOf(error: unknown): CallFailure {
  if (!(error instanceof ApiError)) {
    return error instanceof TypeError ? UNREACHABLE : { kind: 'our-fault', code: null };
  }
  if (error.status === 0) return UNREACHABLE;
  if (error.status >= 400 && error.status < 500) {
    return { kind: 'refused', code: error.code, message: error.message.trim(), status: error.status };
  }
  return { kind: 'our-fault', code: error.code };
}
