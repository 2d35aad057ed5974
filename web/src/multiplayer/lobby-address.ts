import { lobbyCodeFromQuery, searchWithLobby, searchWithoutLobby } from './lobby-link';
import type { LobbyState } from './lobby-store';

/**
 * The address while in a lobby (issue 20): `?lobby=CODE` while the player holds a seat, so a reload or the
 * same address in a new tab comes back to that seat; dropped when the seat goes (left, refused, ended), so
 * a reload then does not knock on a lobby the player is done with. Null: the address stays as it is.
 */
export function lobbyAddressSearch(
  search: string,
  state: Pick<LobbyState, 'view' | 'lobby'>,
  previous: Pick<LobbyState, 'view'>,
): string | null {
  if (state.view === 'seated' && state.lobby !== null) {
    const withCode = searchWithLobby(search, state.lobby.lobbyCode);
    return withCode === search ? null : withCode;
  }
  const wasInLobby = previous.view === 'seated' || previous.view === 'connecting';
  const isOutOfLobby = state.view === 'closed' || state.view === 'choose';
  if (wasInLobby && isOutOfLobby && lobbyCodeFromQuery(search) !== null) return searchWithoutLobby(search);
  return null;
}
