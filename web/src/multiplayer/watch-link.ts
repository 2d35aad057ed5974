import { normaliseLobbyCode } from '@bluffle/shared-schema';

// A lobby's watch link (issue 23, The audience): `origin/?watch=CODE` opens the lobby as a watcher, no
// sign-in asked. Read as the join field reads a code, like the players' link (lobby-link.ts).

export const WATCH_QUERY_PARAM = 'watch';

export function watchShareLink(origin: string, code: string): string {
  const base = origin.replace(/\/+$/, '');
  return `${base}/?${WATCH_QUERY_PARAM}=${encodeURIComponent(code)}`;
}

/** The code a watch link carries, normalised; null when there is none or it cannot be a code. */
export function watchCodeFromQuery(search: string): string | null {
  const raw = new URLSearchParams(search).get(WATCH_QUERY_PARAM);
  if (raw === null) return null;
  const ruling = normaliseLobbyCode(raw);
  return ruling.isRefused ? null : ruling.value;
}

/** The query without the watch link (with its '?', or ''), once the link has been taken up. */
export function searchWithoutWatch(search: string): string {
  const query = new URLSearchParams(search);
  query.delete(WATCH_QUERY_PARAM);
  const rest = query.toString();
  return rest === '' ? '' : `?${rest}`;
}

/** The query with the watched lobby's code in it: the address while watching, so a reload watches again. */
export function searchWithWatch(search: string, code: string): string {
  const query = new URLSearchParams(search);
  query.set(WATCH_QUERY_PARAM, code);
  return `?${query.toString()}`;
}
