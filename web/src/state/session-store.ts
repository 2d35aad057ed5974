import { createStore } from 'zustand/vanilla';

/**
 * How the current game is judged: by the server (solo, challenge, the daily five of issue 10) or in the browser
 * (offline, spec §4 Start). 'daily' lets the results and the share text name the day's game.
 */
export type SessionMode = 'solo' | 'challenge' | 'daily' | 'offline';

export interface SessionState {
  /** The server session being played; null before a game and in offline mode (nothing to share then). */
  sessionCode: string | null;
  /** Proves this browser owns the session (x-player-token). */
  playerToken: string | null;
  playerName: string;
  mode: SessionMode;
  /** A replay of words this player has played before: it counts nowhere (DESIGN decision 11). */
  isPractice: boolean;
  /** The game is played relaxed (issue 23): no countdown and no fast bonus, as the judge was told. */
  isRelaxed: boolean;
  /** The UTC day ('YYYY-MM-DD') of the daily five being played, as the server started it; else null. */
  dailyDay: string | null;
  /** That daily five is a past day's set from the archive (issue 23): practice, said so everywhere. */
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

/** spec §4 Reset: 'returns to the menu and clears the session'; the typed name stays for the next game. */
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
