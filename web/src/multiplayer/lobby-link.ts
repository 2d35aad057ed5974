import { LOBBY_CODE_LENGTH } from '@bluffle/shared-schema';
import { codeLink } from './code-link';

/** The query parameter of a lobby's share link: `origin/?lobby=CODE`. */
export const LOBBY_QUERY_PARAM = 'lobby';

const lobbyLink = codeLink(LOBBY_QUERY_PARAM);

export const lobbyShareLink = lobbyLink.shareLink;
/** The code a share link carries, normalised as the join field would; null when there is none. */
export const lobbyCodeFromQuery = lobbyLink.codeFromQuery;
/** The query without the lobby link (with its '?', or ''), once the link has been taken up. */
export const searchWithoutLobby = lobbyLink.searchWithout;
/** The query with the lobby's code in it (with its '?'): the address while the player holds a seat. */
export const searchWithLobby = lobbyLink.searchWith;

/** What the code field holds as the player types (docs/product.md §5 Join lobby: uppercased, at most 6 characters). */
export function typedLobbyCode(typed: string): string {
  return typed.replace(/\s+/g, '').toUpperCase().slice(0, LOBBY_CODE_LENGTH);
}
