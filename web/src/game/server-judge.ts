import type { GameApi } from '../api/game-api';
import type { RoundJudge } from './round-judge';

/** Rounds judged by the server: every answer is posted and the server's verdict is what the player sees. */
export function createServerJudge(
  api: GameApi,
  session: { sessionCode: string; playerToken: string },
): RoundJudge {
  // The server opens each round on its own clock (round 1 when the words are fetched, each next one when
  // asked for), and hands out a round's word only then.
  return {
    openRound: (roundNumber) => api.openNextRound({ ...session, roundNumber }),
    answerPhaseOne: ({ word, roundNumber, answer }) =>
      api.submitAnswer({ ...session, body: { wordId: word.id, roundNumber, playerAnswer: answer } }),
    answerFollowup: ({ word, roundNumber, answer }) =>
      api.submitAnswer({ ...session, body: { wordId: word.id, roundNumber, followupAnswer: answer } }),
    complete: () => api.completeSession(session),
  };
}
