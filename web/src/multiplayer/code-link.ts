import { normaliseLobbyCode } from '@bluffle/shared-schema';

/**
 * A link that carries a lobby's code in one query parameter (`origin/?lobby=CODE` to take a seat,
 * `origin/?watch=CODE` to watch: lobby-link.ts, watch-link.ts): how to make it, read it back as the join field
 * reads a code, and put it in or take it out of the page's address.
 */
export interface CodeLink {
  shareLink(origin: string, code: string): string;
  /** The code the query carries, normalised; null when there is none or it cannot be a code. */
  codeFromQuery(search: string): string | null;
  /** The query without the code (with its '?', or ''). */
  searchWithout(search: string): string;
  /** The query with the code in it (with its '?'). */
  searchWith(search: string, code: string): string;
}

export function codeLink(param: string): CodeLink {
  return {
    shareLink: (origin, code) => `${origin.replace(/\/+$/, '')}/?${param}=${encodeURIComponent(code)}`,
    codeFromQuery: (search) => {
      const raw = new URLSearchParams(search).get(param);
      if (raw === null) return null;
      const ruling = normaliseLobbyCode(raw);
      return ruling.isRefused ? null : ruling.value;
    },
    searchWithout: (search) => {
      const query = new URLSearchParams(search);
      query.delete(param);
      const rest = query.toString();
      return rest === '' ? '' : `?${rest}`;
    },
    searchWith: (search, code) => {
      const query = new URLSearchParams(search);
      query.set(param, code);
      return `?${query.toString()}`;
    },
  };
}
