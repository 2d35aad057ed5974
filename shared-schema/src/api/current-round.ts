import type { PlayWord } from '../word';
import type { FollowupQuestion, ScoreState } from '../rules/round/session-views';

// ---- GET /api/sessions/{code}/rounds/current -----------------------------------------------------

/**
 * The round a running game is at, for its own player coming back to it (a reload, a new tab): the stage
 * being played with the seconds its server clock has left, or the next round still waiting to be asked for
 * (its word stays on the server until then), or 'over' when the game has nothing left to play. Only what
 * the player already had: a word whose round has opened, a follow-up they reached by answering phase one.
 */
export type CurrentRound =
  | { stage: 'phase-one'; roundNumber: number; word: PlayWord; secondsLeft: number }
  | {
      stage: 'followup';
      roundNumber: number;
      word: PlayWord;
      followup: FollowupQuestion;
      secondsLeft: number;
      /** The player's own first answer (the right one: the follow-up follows no other). */
      phaseOneAnswer: boolean;
    }
  | { stage: 'waiting'; roundNumber: number; opensInMs: number }
  | { stage: 'over' };

export interface CurrentRoundResponse {
  sessionCode: string;
  totalRounds: number;
  score: ScoreState;
  isPractice: boolean;
  isRelaxed: boolean;
  round: CurrentRound;
}
