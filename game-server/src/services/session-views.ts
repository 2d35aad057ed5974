import {
  answerViewOf,
  gameSummaryOf,
  type SessionAnswerView,
  type SessionPublicView,
  type SessionSummary,
} from '@bluffle/shared-schema';
import type { GameSessionRecord, SessionAnswerRecord } from '../domain/session';
import type { Store } from '../store/port';
import type { StoredWord } from '../domain/word';

/** What anyone holding a session code may see: the challenge landing needs only name, score and rounds. */
export function toPublicView(session: GameSessionRecord): SessionPublicView {
  const isComplete = session.status === 'completed';
  return {
    kind: 'game',
    sessionCode: session.code,
    playerName: session.playerName,
    language: session.language,
    totalRounds: session.totalRounds,
    status: session.status,
    score: isComplete ? session.score.totalScore : null,
    correctAnswers: isComplete ? session.score.correct : null,
    isPractice: session.isPractice,
    isRelaxed: session.isRelaxed,
    createdAt: session.createdAt,
    completedAt: session.completedAt,
  };
}

/** The per-answer details with each word's truth; only for the player or a challenger whose first try is done. */
export async function answerViews(store: Store, session: GameSessionRecord): Promise<SessionAnswerView[]> {
  const words = await store.words.findByIds(session.answers.map((answer) => answer.wordId));
  const wordsById = new Map<string, StoredWord>(words.map((word) => [word.id, word]));
  return session.answers.map((answer) => {
    const word = wordsById.get(answer.wordId);
    return word ? answerViewOf(answer, word) : withoutWord(answer);
  });
}

/** A round whose word has since been deleted: what was answered, and no truth to show. */
function withoutWord(answer: SessionAnswerRecord): SessionAnswerView {
  return {
    roundNumber: answer.roundNumber,
    wordId: answer.wordId,
    word: answer.word,
    isReal: false,
    difficulty: 'medium',
    playerAnswer: answer.playerAnswer,
    followupAnswer: answer.followupAnswer,
    isCorrect: answer.isCorrect,
    isFast: answer.isFast,
    timeSpent: answer.timeSpent,
    definition: '',
    usage: '',
    explanation: '',
    correctAnswer: '',
  };
}

/** The results the server stands behind (docs/product.md §4 End): its own tally, accuracy and XP, never the client's. */
export async function buildSummary(store: Store, session: GameSessionRecord): Promise<SessionSummary> {
  return gameSummaryOf({
    sessionCode: session.code,
    playerName: session.playerName,
    totalRounds: session.totalRounds,
    score: session.score,
    answers: await answerViews(store, session),
    isPractice: session.isPractice,
    isRelaxed: session.isRelaxed,
  });
}
