import { cleanPlayerName, initialPlayerName } from '@bluffle/shared-schema';
import type { KeyValueStorage } from '../storage/key-value-storage';

// docs/product.md §5 Player name: saved locally and in session storage; the initial name comes from session storage,
// then local storage, then a random funny name (the choice itself is the shared rule initialPlayerName).
export const PLAYER_NAME_KEY = 'bluffle:player-name';

export interface PlayerNameStorages {
  local: KeyValueStorage;
  session: KeyValueStorage;
}

export function loadInitialPlayerName(storages: PlayerNameStorages): string {
  return initialPlayerName({
    sessionName: storages.session.getItem(PLAYER_NAME_KEY),
    storedName: storages.local.getItem(PLAYER_NAME_KEY),
  });
}

export function storedPlayerName(storages: PlayerNameStorages): string | null {
  return storages.session.getItem(PLAYER_NAME_KEY) ?? storages.local.getItem(PLAYER_NAME_KEY);
}

export function savePlayerName(storages: PlayerNameStorages, name: string): void {
  const cleaned = cleanPlayerName(name);
  if (!cleaned) {
    return;
  }
  storages.local.setItem(PLAYER_NAME_KEY, cleaned);
  storages.session.setItem(PLAYER_NAME_KEY, cleaned);
}
