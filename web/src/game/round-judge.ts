import type {
  OpenRoundResponse,
  PlayWord,
  SessionSummary,
  SubmitAnswerResponse,
} from '@bluffle/shared-schema';

/**
 * Who decides a round. Online the server does (docs/design.md decision 3: the truth stays on the server); offline the
 * browser does with the built-in words and the shared rules (docs/product.md §4 Start). The game flow talks only to this,
 * so both modes run the same flow and answer with the same shapes. Both judge with the same round reducer
 * (shared-schema rules/round), which opens and times the rounds on the judge's own clock.
 */
export interface RoundJudge {
  /**
   * Opens round `roundNumber` once the last round's feedback is over (: it may be held open to read):
   * its word and the whole seconds left of its phase-one time. Round 1 is open from the start.
   */
  openRound(roundNumber: number): Promise<OpenRoundResponse>;
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
