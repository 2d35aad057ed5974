import {
  foolRate,
  type CustomSessionView,
  type CustomSessionWordView,
  type WordPlayCounts,
} from '@bluffle/shared-schema';
import type { CustomSessionRecord } from '../../domain/custom-session';
import type { StoredWord } from '../../domain/word';
import { NO_PLAYS } from './contributed-word-view';
import { isOwnWord } from './usable-words';

/**
 * A custom session as its author sees it: the words in the order they are played; the author's own words
 * with their truth and fool rate, bank words without any truth (the author did not make them, so knowing
 * which are real would be a way to look up answers). A word deleted since is left out.
 */
export function toCustomSessionView(
  session: CustomSessionRecord,
  wordsById: ReadonlyMap<string, StoredWord>,
  playsById: ReadonlyMap<string, WordPlayCounts>,
): CustomSessionView {
  const words: CustomSessionWordView[] = [];
  for (const wordId of session.wordIds) {
    const word = wordsById.get(wordId);
    if (word !== undefined) words.push(sessionWordView(word, session.userId, playsById));
  }
  return {
    id: session.id,
    sessionCode: session.sessionCode,
    createdAt: session.createdAt,
    playerName: session.playerName,
    timesPlayed: session.timesPlayed,
    calls: session.calls,
    fooled: session.fooled,
    words,
  };
}

function sessionWordView(
  word: StoredWord,
  authorId: string,
  playsById: ReadonlyMap<string, WordPlayCounts>,
): CustomSessionWordView {
  const shared = {
    id: word.id,
    word: word.word,
    language: word.language,
    wordClass: word.wordClass,
    difficulty: word.difficulty,
  };
  if (!isOwnWord(word, authorId)) return { ...shared, isOwn: false };
  const plays = playsById.get(word.id) ?? NO_PLAYS;
  return {
    ...shared,
    isOwn: true,
    isReal: word.isReal,
    foolRate: foolRate({ isReal: word.isReal, ...plays }),
  };
}
