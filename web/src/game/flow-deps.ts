import type { PlayLanguage, RandomSource, SessionSummary, Word } from '@bluffle/shared-schema';
import type { StoreApi } from 'zustand/vanilla';
import type { GameApi } from '../api/game-api';
import type { SessionState } from '../state/session-store';
import type { SoloGameState } from '../state/solo-game-store';

/** What the game flow needs from the page: injected, so unit tests pass fakes (a fake API, stores, clock). */
export interface GameFlowDeps {
  api: GameApi;
  gameStore: StoreApi<SoloGameState>;
  sessionStore: StoreApi<SessionState>;
  language: () => PlayLanguage;
  /** The menu's 'Relaxed (no timer)' choice, read when a game starts. */
  isRelaxed: () => boolean;
  /** Built-in words with their truth, for offline play (docs/product.md §9: 10 daily words, 5 challenge words). */
  offlineWords: { daily: readonly Word[]; challenge: readonly Word[] };
  /** Local stats after each finished game (docs/product.md §4 End). */
  recordGame: (summary: SessionSummary) => void;
  savePlayerName: (name: string) => void;
  now: () => number;
  random: RandomSource;
  /**
   * The server refused a new game: the player has started their plan's games for today. The
   * flow is back on the menu; this shows why and how to get more. `message` is the server's, for a person.
   */
  onDailyLimitReached: (message: string) => void;
  /** docs/product.md §8: game and session errors are only logged. */
  log: (message: string, error?: unknown) => void;
}
