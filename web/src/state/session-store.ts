import { createStore } from 'zustand/vanilla';

/**
 * How the current game is judged: by the server (solo, challenge, the daily five) or in the browser
 * (offline, docs/product.md §4 Start). 'daily' lets the results and the share text name the day's game.
 */
export type SessionMode = 'solo' | 'challenge' | 'daily' | 'offline';

export interface SessionState {
  /** The server session being played; null before a game and in offline mode (nothing to share then). */
  sessionCode: string | null;
  /** Proves this browser owns the session (x-player-token). */
  playerToken: string | null;
  playerName: string;
  mode: SessionMode;
  /** A replay of words this player has played before: it counts nowhere (docs/design.md decision 11). */
  isPractice: boolean;
  /** The game is played relaxed: no countdown and no fast bonus, as the judge was told. */
  isRelaxed: boolean;
  /** The UTC day ('YYYY-MM-DD') of the daily five being played, as the server started it; else null. */
  dailyDay: string | null;
  /** That daily five is a past day's set from the archive: practice, said so everywhere. */
  isDailyArchive: boolean;
}

export const sessionStore = createStore<SessionState>()(() => ({
  sessionCode: null,
  playerToken: null,
  playerName: '',
  mode: 'solo',
  isPractice: false,
  isRelaxed: false,
  dailyDay: null,
  isDailyArchive: false,
}));

/** docs/product.md §4 Reset: 'returns to the menu and clears the session'; the typed name stays for the next game. */
export function clearSession(): void {
  sessionStore.setState({
    sessionCode: null,
    playerToken: null,
    mode: 'solo',
    isPractice: false,
    isRelaxed: false,
    dailyDay: null,
    isDailyArchive: false,
  });
}

export function setPlayerName(playerName: string): void {
  sessionStore.setState({ playerName });
}
