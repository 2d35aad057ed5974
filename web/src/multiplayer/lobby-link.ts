import { normaliseLobbyCode, LOBBY_CODE_LENGTH } from '@bluffle/shared-schema';

/** The query parameter of a lobby's share link: `origin/?lobby=CODE`. */
export const LOBBY_QUERY_PARAM = 'lobby';

export function lobbyShareLink(origin: string, code: string): string {
  const base = origin.replace(/\/+$/, '');
  return `${base}/?${LOBBY_QUERY_PARAM}=${encodeURIComponent(code)}`;
}

/** The code a share link carries, normalised as the join field would; null when there is none. */
export function lobbyCodeFromQuery(search: string): string | null {
  const raw = new URLSearchParams(search).get(LOBBY_QUERY_PARAM);
  if (raw === null) return null;
  const ruling = normaliseLobbyCode(raw);
  return ruling.isRefused ? null : ruling.value;
}

/** The query without the lobby link (with its '?', or ''), once the link has been taken up. */
export function searchWithoutLobby(search: string): string {
  const query = new URLSearchParams(search);
  query.delete(LOBBY_QUERY_PARAM);
  const rest = query.toString();
  return rest === '' ? '' : `?${rest}`;
}

/** The query with the lobby's code in it (with its '?'): the address while the player holds a seat. */
export function searchWithLobby(search: string, code: string): string {
  const query = new URLSearchParams(search);
  query.set(LOBBY_QUERY_PARAM, code);
  return `?${query.toString()}`;
}

/** What the code field holds as the player types (spec §5 Join lobby: uppercased, at most 6 characters). */
export function typedLobbyCode(typed: string): string {
  return typed.replace(/\s+/g, '').toUpperCase().slice(0, LOBBY_CODE_LENGTH);
}
