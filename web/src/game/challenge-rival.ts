import type { StoreApi } from 'zustand/vanilla';
import type { GameApi } from '../api/game-api';
import type { SessionState } from '../state/session-store';
import type { RivalAnswers, SoloGameState } from '../state/solo-game-store';

export interface ChallengeRivalDeps {
  api: Pick<GameApi, 'getSession'>;
  gameStore: StoreApi<SoloGameState>;
  sessionStore: StoreApi<SessionState>;
  log: (message: string, error?: unknown) => void;
}

/**
 * The original player's answers for a finished challenge's verdict. They come from
 * GET /api/sessions/{original} with the challenger's own player token: the server hands them only to a reader
 * whose counted attempt at the same words is complete (docs/design.md decision 3), so this runs on the results only.
 */
export function createChallengeRival(deps: ChallengeRivalDeps) {
  const { gameStore, sessionStore } = deps;

  /** Stores the outcome only if the same challenge's results are still on screen. */
  const settle = (originalCode: string, rival: RivalAnswers) => {
    const { phase, challenge } = gameStore.getState();
    if (phase !== 'results' || challenge?.sessionCode !== originalCode) return;
    gameStore.setState({ challenge: { ...challenge, rival } });
  };

  async function load(): Promise<void> {
    const { phase, challenge, summary } = gameStore.getState();
    const { playerToken, mode } = sessionStore.getState();
    // A custom session has no player and so no answers; an offline game has no token to show the server.
    const isComparable =
      phase === 'results' && mode === 'challenge' && challenge?.kind === 'game' && summary !== null;
    if (!isComparable || !playerToken || challenge.rival.status !== 'idle') return;
    const originalCode = challenge.sessionCode;
    gameStore.setState({ challenge: { ...challenge, rival: { status: 'loading' } } });
    try {
      const { answers } = await deps.api.getSession(originalCode, playerToken);
      settle(originalCode, answers === null ? { status: 'withheld' } : { status: 'ready', answers });
    } catch (error) {
      deps.log('Failed to load the original answers', error);
      settle(originalCode, { status: 'failed' });
    }
  }

  return { load };
}

export type ChallengeRival = ReturnType<typeof createChallengeRival>;
