import {
  defaultPlayerName,
  type CreateCustomSessionBody,
  type CreateCustomSessionResponse,
  type Language,
} from '@bluffle/shared-schema';
import { BadRequestError } from '../../errors';
import type { StoredWord } from '../../domain/word';
import { isGameSessionCode, storeUnderFreshCode } from '../fresh-session-code';
import type { ServiceDeps } from '../service-deps';
import { toCustomSessionView } from './custom-session-view';
import { isUsableBy } from './usable-words';

/** The author as the route knows them: the signed-in user (the route checked any payload userId). */
export interface SessionAuthor {
  id: string;
  username: string;
}

/**
 * POST /api/sessions/create-custom (docs/product.md §5 Session creation): five different words the author may use, all
 * of one language, stored under a code no game session holds. Every refusal comes before the one write, so
 * a refused call stores nothing.
 */
export async function createCustomSession(
  deps: ServiceDeps,
  body: CreateCustomSessionBody,
  author: SessionAuthor,
): Promise<CreateCustomSessionResponse> {
  // The schema has checked there are exactly five ids; they must be five different words.
  if (new Set(body.wordIds).size !== body.wordIds.length) {
    throw new BadRequestError('Please select 5 different words: a word was selected more than once.');
  }
  // Every word must exist and be the author's to use; unknown and unusable ones are refused alike.
  const found = await deps.store.words.findByIds(body.wordIds);
  const words = found.filter((word) => isUsableBy(word, author.id));
  const usableIds = new Set(words.map((word) => word.id));
  const unknownIds = body.wordIds.filter((id) => !usableIds.has(id));
  if (unknownIds.length > 0) {
    throw new BadRequestError(unknownWordsMessage(unknownIds));
  }
  // One game is played in one language.
  const languages = languageCounts(words);
  if (languages.size > 1) {
    throw new BadRequestError(
      `All five words must be in the same language: ${describeLanguages(languages)}. Remove the odd ones out.`,
    );
  }

  const playerName = body.playerName ?? defaultPlayerName({ mode: 'custom', username: author.username });
  const session = await storeUnderFreshCode(deps, isGameSessionCode(deps.store), (sessionCode) =>
    deps.store.customSessions.create({ sessionCode, userId: author.id, playerName, wordIds: body.wordIds }),
  );
  const plays = await deps.store.wordPlays.countsOf(body.wordIds);
  deps.logger.info({ sessionCode: session.sessionCode, userId: author.id }, 'custom session created');
  return {
    sessionCode: session.sessionCode,
    session: toCustomSessionView(session, new Map(words.map((word) => [word.id, word])), plays),
  };
}

function unknownWordsMessage(unknownIds: readonly string[]): string {
  const count = unknownIds.length;
  const subject = count === 1 ? '1 of the selected words is' : `${count} of the selected words are`;
  return `${subject} not available (${unknownIds.join(', ')}). Search again and pick others.`;
}

function languageCounts(words: readonly StoredWord[]): Map<Language, number> {
  const counts = new Map<Language, number>();
  for (const word of words) counts.set(word.language, (counts.get(word.language) ?? 0) + 1);
  return counts;
}

/** "3 english, 2 filipino" */
function describeLanguages(counts: ReadonlyMap<Language, number>): string {
  return [...counts].map(([language, count]) => `${count} ${language}`).join(', ');
}
