import { ERROR_CODES } from '../../errors';
import type { LobbyRefusal } from './lobby-refusal';
import { isLobbyRoundLate, type LobbyRoundClock } from './lobby-round-end';
import type { LobbyStatus } from './lobby-status';

/** The lobby and the answering player as the answer guards see them. */
export interface LobbyAnswerContext extends LobbyRoundClock {
  status: LobbyStatus;
  round: number;
  hasAnswered: boolean;
}

/**
 * The guards a REAL/FAKE answer passes before it is judged (: answers for another round, a second
 * answer and late answers are refused), read top to bottom. Null when the answer may be judged.
 */
export function refuseLobbyAnswer(context: LobbyAnswerContext, roundNumber: number): LobbyRefusal | null {
  // Answers belong to a round in play: none before the game starts...
  if (context.status === 'waiting') {
    return { code: ERROR_CODES.roundNotStarted, message: 'The game has not started: wait for the host.' };
  }
  // ...and none once its results are shown or the game is over.
  if (context.status !== 'playing' || roundNumber < context.round) {
    return { code: ERROR_CODES.roundOver, message: `Round ${roundNumber} is over: wait for the next round.` };
  }
  // A client ahead of the room (a stale or forged round number) is told which round is on.
  if (roundNumber > context.round) {
    return {
      code: ERROR_CODES.roundNotStarted,
      message: `Round ${roundNumber} has not started: the current round is ${context.round}.`,
    };
  }
  // One answer a round: the first one counts, so a second cannot change a verdict.
  if (context.hasAnswered) {
    return {
      code: ERROR_CODES.alreadyAnswered,
      message: `You already answered round ${roundNumber}: your first answer counts.`,
    };
  }
  // The server's clock decides lateness, with the network allowance already in the deadline.
  if (isLobbyRoundLate(context)) {
    return { code: ERROR_CODES.roundOver, message: `Time is up for round ${roundNumber}.` };
  }
  return null;
}
