import { lobbyCodeFromQuery, searchWithLobby, searchWithoutLobby } from './lobby-link';
import type { LobbyRole, LobbyState } from './lobby-store';
import { searchWithoutWatch, searchWithWatch, watchCodeFromQuery } from './watch-link';

/**
 * The address while in a lobby: `?lobby=CODE` while the player holds a seat, so a reload or the
 * same address in a new tab comes back to that seat; `?watch=CODE` while watching it, so a reload
 * watches again. Dropped when the seat or the watching goes (left, refused, ended), so a reload then does not
 * knock on a lobby the player is done with. With the code hidden for streaming, no code at all. Null: the address
 * stays as it is.
 */
export function lobbyAddressSearch(
  search: string,
  state: Pick<LobbyState, 'view' | 'lobby'> & { role?: LobbyRole | null; isCodeHidden?: boolean },
  previous: Pick<LobbyState, 'view'>,
): string | null {
  if (state.view === 'seated' && state.lobby !== null && state.isCodeHidden === true) {
    // Hide code keeps the code off the address bar too, which a stream shows as well; a reload
    // then finds the seat in the tab's own memory (seat-memory.ts).
    const bare = searchWithoutWatch(searchWithoutLobby(search));
    return bare === search ? null : bare;
  }
  if (state.view === 'seated' && state.lobby !== null) {
    const code = state.lobby.lobbyCode;
    const withCode =
      state.role === 'watcher'
        ? searchWithWatch(searchWithoutLobby(search), code)
        : searchWithLobby(searchWithoutWatch(search), code);
    return withCode === search ? null : withCode;
  }
  const wasInLobby = previous.view === 'seated' || previous.view === 'connecting';
  const isOutOfLobby =
    state.view === 'closed' ||
    state.view === 'choose' ||
    state.view === 'ended' ||
    state.view === 'closed-after-game';
  const hasCode = lobbyCodeFromQuery(search) !== null || watchCodeFromQuery(search) !== null;
  if (wasInLobby && isOutOfLobby && hasCode) return searchWithoutWatch(searchWithoutLobby(search));
  return null;
}
