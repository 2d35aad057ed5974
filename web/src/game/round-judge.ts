import type { PlayWord, SessionSummary, SubmitAnswerResponse } from '@bluffle/shared-schema';

/**
 * Who decides a round. Online the server does (DESIGN decision 3: the truth stays on the server); offline the
 * browser does with the built-in words and the shared rules (spec §4 Start). The game flow talks only to this,
 * so both modes run the same flow and answer with the same shapes. Both judge with the same round reducer
 * (shared-schema rules/round), which opens and times the rounds on the judge's own clock.
 */
export interface RoundJudge {
  answerPhaseOne(input: {
    word: PlayWord;
    roundNumber: number;
    answer: boolean | null;
  }): Promise<SubmitAnswerResponse>;
  answerFollowup(input: {
    word: PlayWord;
    roundNumber: number;
    answer: string | null;
  }): Promise<SubmitAnswerResponse>;
  complete(): Promise<SessionSummary>;
}
