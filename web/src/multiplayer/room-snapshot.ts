import {
  liveGameViewOf,
  LOBBY_STATUSES,
  lobbyViewOf,
  type LobbySnapshot,
  type LobbyView,
  type MultiplayerGameView,
} from '@bluffle/shared-schema';

// The room's synced state reaches the web without its schema classes (the SDK decodes it by reflection, so
// @colyseus/schema's definitions stay out of the bundle); toJSON() gives the plain LobbySnapshot the shared
// views are built from, the same views the REST fallback receives.

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Enough of a LobbySnapshot to build views from: the first patch of a fresh room may not be there yet. */
export function isLobbySnapshot(value: unknown): value is LobbySnapshot {
  return (
    isRecord(value) &&
    typeof value.code === 'string' &&
    value.code !== '' &&
    (LOBBY_STATUSES as readonly unknown[]).includes(value.status) &&
    isRecord(value.players)
  );
}

/** The lobby and game views of a room's state (a decoded Schema or its JSON), or null if not readable yet. */
export function viewsOfRoomState(state: unknown): { lobby: LobbyView; game: MultiplayerGameView } | null {
  const json =
    isRecord(state) && typeof state.toJSON === 'function' ? (state.toJSON as () => unknown)() : state;
  if (!isLobbySnapshot(json)) return null;
  return { lobby: lobbyViewOf(json), game: liveGameViewOf(json) };
}
