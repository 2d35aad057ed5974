import { ApiError } from '../api/api-error';
import type { Messages } from '../i18n/messages';

/**
 * What a failed admin call shows (spec §8 Admin): a refusal of the server (4xx) in the catalogue's words for
 * it (the server's own words in English), else the call's fallback, as when the server failed or was out of reach.
 */
export function failureText(error: unknown, fallback: string, refusal: Messages['admin']['refusal']): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    return refusal({ code: error.code, serverText: error.message, fallback });
  }
  return fallback;
}
