import { ERROR_CODES } from '../../errors';
import type { AudienceTotals, RoundAudience } from './lobby-game-state';
import type { LobbyRefusal } from './lobby-refusal';
import { isLobbyRoundLate, type LobbyRoundClock } from './lobby-round-end';
import type { LobbyStatus } from './lobby-status';

// The audience's calls: counters, not a record per watcher, so a lobby of 500 watchers costs a
// few numbers. A call is counted the moment it comes; the crowd's split is shown only with the truth, at the
// round's results, and never moves a player's score or the round's end.

/** The lobby and the calling watcher as the call guards see them. */
export interface CallContext extends LobbyRoundClock {
  status: LobbyStatus;
  round: number;
  /** The last round this watcher called (0: none). */
  calledRound: number;
}

/**
 * Whether a watcher's call on `round` may count, read top to bottom; null when it may. A call belongs to the
 * round in play, before its time (with the network allowance) is up; one call a round, the first counts.
 */
export function refuseCall(context: CallContext, round: number): LobbyRefusal | null {
  if (context.status !== 'playing' || round !== context.round || isLobbyRoundLate(context)) {
    const what = context.status === 'playing' ? `round ${context.round}` : 'the next round';
    return {
      code: ERROR_CODES.callNotOpen,
      message: `Round ${round} is not open for calls: call ${what} while it is played.`,
    };
  }
  if (context.calledRound === round) {
    return {
      code: ERROR_CODES.alreadyCalled,
      message: `You already called round ${round}: your first call counts.`,
    };
  }
  return null;
}

/** The round's split with one more call; `isReal` is the word's truth, used only for the game's accuracy. */
export function countCall(tally: RoundAudience, calledReal: boolean, isReal: boolean): RoundAudience {
  return {
    calls: tally.calls + 1,
    saidReal: tally.saidReal + (calledReal ? 1 : 0),
    correct: tally.correct + (calledReal === isReal ? 1 : 0),
  };
}

/** The game's totals once a round is judged: its calls and right calls are added. */
export function addJudgedRound(totals: AudienceTotals, round: RoundAudience): AudienceTotals {
  if (round.calls === 0) return totals;
  return { calls: totals.calls + round.calls, correct: totals.correct + round.correct };
}
