import type { MultiplayerGameView } from '@bluffle/shared-schema';
import { ownCallFor, type OwnCall } from './own-calls';

// What a watcher's round shows: the REAL/FAKE call buttons while the round is open and they have
// not called, 'You said REAL' once they have, and at round results whether that call was right. A watcher
// otherwise sees each phase as the players do (lobby-screen.ts): the waiting room, round, results, standings.

export type WatcherCallState =
  /** The round is open and the watcher has not called it: the buttons work. */
  | { kind: 'open' }
  /** Called this round: the buttons are locked on the call. */
  | { kind: 'called'; calledReal: boolean }
  /** No call can be made now (no round in play). */
  | { kind: 'closed' };

export function watcherCallState(
  game: Pick<MultiplayerGameView, 'gameStatus' | 'currentRound'>,
  calls: readonly OwnCall[],
): WatcherCallState {
  const own = ownCallFor(calls, game.currentRound);
  if (own !== null) return { kind: 'called', calledReal: own.calledReal };
  return game.gameStatus === 'playing' && game.currentRound > 0 ? { kind: 'open' } : { kind: 'closed' };
}

/** The watcher's call at round results: right, wrong, or none made (or not yet judged). */
export type WatcherVerdict = { kind: 'right' | 'wrong'; calledReal: boolean } | { kind: 'none' };

export function watcherVerdict(
  game: Pick<MultiplayerGameView, 'currentRound'>,
  calls: readonly OwnCall[],
): WatcherVerdict {
  const own = ownCallFor(calls, game.currentRound);
  if (own === null || own.isRight === null) return { kind: 'none' };
  return { kind: own.isRight ? 'right' : 'wrong', calledReal: own.calledReal };
}
