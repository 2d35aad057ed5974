import {
  CUSTOM_SESSION_WORD_COUNT,
  ERROR_CODES,
  ERROR_MESSAGES,
  type Language,
  type SessionPublicView,
} from '@bluffle/shared-schema';
import { NotFoundError } from '../../errors';
import type { Store } from '../../store/port';
import type { CustomSessionRecord } from '../../domain/custom-session';
import type { StoredWord } from '../../domain/word';
import { isUsableBy } from './usable-words';

/** The custom session with this code; 404 as for a game session when none has it. */
export async function findCustomSessionOrThrow(
  store: Pick<Store, 'customSessions'>,
  code: string,
): Promise<CustomSessionRecord> {
  const custom = await store.customSessions.findByCode(code);
  if (custom === null) {
    throw new NotFoundError(ERROR_MESSAGES.sessionNotFound, ERROR_CODES.sessionNotFound);
  }
  return custom;
}

/**
 * What anyone holding a custom session's code sees (GET /api/sessions/{code}): who made it and its language.
 * Nobody plays the custom session itself, so it is always ready to be taken as a challenge: status
 * 'completed', with no score and no answers to show.
 */
export async function customSessionPublicView(
  store: Pick<Store, 'words'>,
  custom: CustomSessionRecord,
): Promise<SessionPublicView> {
  const [firstWord] = await store.words.findByIds(custom.wordIds.slice(0, 1));
  return {
    kind: 'custom',
    sessionCode: custom.sessionCode,
    playerName: custom.playerName,
    language: firstWord?.language ?? 'english',
    totalRounds: CUSTOM_SESSION_WORD_COUNT,
    status: 'completed',
    score: null,
    correctAnswers: null,
    isPractice: false,
    // Never played itself, so never played relaxed.
    isRelaxed: false,
    createdAt: custom.createdAt,
    // Ready to be played since it was made.
    completedAt: custom.createdAt,
  };
}

/**
 * The words a challenge on a custom session plays, in the author's order. A word deleted or rejected since
 * the session was made would break the game halfway, so the session is refused as a whole instead.
 */
export async function customSessionWords(
  store: Pick<Store, 'words'>,
  custom: CustomSessionRecord,
): Promise<{ words: StoredWord[]; language: Language }> {
  const words = (await store.words.findByIds(custom.wordIds)).filter((word) =>
    isUsableBy(word, custom.userId),
  );
  const [firstWord] = words;
  if (firstWord === undefined || words.length !== custom.wordIds.length) {
    throw new NotFoundError(
      'A word of this session is no longer available, so it cannot be played. Ask its author for a new session.',
      ERROR_CODES.wordUnavailable,
    );
  }
  return { words, language: firstWord.language };
}
