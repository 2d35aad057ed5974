import type { SessionState } from '../state/session-store';
import type { SoloGameState } from '../state/solo-game-store';
import type { RunningGame } from './running-game-memory';

/** A round of a game is on screen (or its next word on its way): leaving now loses it. */
export function isGameInPlay(game: Pick<SoloGameState, 'phase' | 'hasNoWord'>): boolean {
  return (game.phase === 'playing' || game.phase === 'followup') && !game.hasNoWord;
}

/**
 * The game worth keeping for a reload, from the stores: a server game whose rounds are under way, with the
 * query it is played under. Null otherwise: before its words came, offline (nothing on the server to come
 * back to), or once it is over.
 */
export function runningGameOf(
  session: SessionState,
  game: SoloGameState,
  address: string,
): RunningGame | null {
  const { sessionCode, playerToken, mode } = session;
  if (!isGameInPlay(game) || game.isLoading || sessionCode === null || playerToken === null) return null;
  if (mode === 'offline') return null;
  const { challenge } = game;
  return {
    sessionCode,
    playerToken,
    playerName: session.playerName,
    mode,
    isPractice: session.isPractice,
    isRelaxed: session.isRelaxed,
    dailyDay: session.dailyDay,
    isDailyArchive: session.isDailyArchive,
    address,
    challenge:
      challenge === null
        ? null
        : {
            sessionCode: challenge.sessionCode,
            kind: challenge.kind,
            originalPlayer: challenge.originalPlayer,
            score: challenge.score,
            totalRounds: challenge.totalRounds,
            isPractice: challenge.isPractice,
            isRelaxed: challenge.isRelaxed,
          },
  };
}
