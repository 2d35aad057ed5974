import { ERROR_CODES, type Language } from '@bluffle/shared-schema';
import { ConflictError } from '../errors';
import type { Store } from '../store/port';
import { customSessionWords, findCustomSessionOrThrow } from './custom-sessions/custom-session-landing';

/** What a challenge copies: the words in play order, and the code it names as the original. */
export interface ChallengeSource {
  code: string;
  language: Language;
  totalRounds: number;
  wordIds: string[];
}

/**
 * The session a challenge link names: a finished game, or a wordsmith's custom session (one code space:
 * fresh-session-code.ts), which is always ready to be played.
 */
export async function challengeSourceOf(store: Store, code: string): Promise<ChallengeSource> {
  const game = await store.sessions.findByCode(code);
  if (game !== null) {
    // Only a finished game can be a challenge: duplicating one still in play would let its own player time
    // out the copy, read every reveal, and then answer the original perfectly (docs/design.md decision 3).
    if (game.status !== 'completed') {
      throw new ConflictError(
        'This game is not finished yet, so it cannot be played as a challenge.',
        ERROR_CODES.sessionNotFinished,
      );
    }
    return {
      code: game.code,
      language: game.language,
      totalRounds: game.totalRounds,
      wordIds: [...game.wordIds],
    };
  }
  const custom = await findCustomSessionOrThrow(store, code);
  const { words, language } = await customSessionWords(store, custom);
  return {
    code: custom.sessionCode,
    language,
    totalRounds: words.length,
    wordIds: words.map((word) => word.id),
  };
}
