import type { MySessionsResponse } from '@bluffle/shared-schema';
import type { Store } from '../../store/port';
import type { StoredWord } from '../../domain/word';
import type { ServiceDeps } from '../service-deps';
import { toContributedWordView } from './contributed-word-view';
import { toCustomSessionView } from './custom-session-view';
import { isOwnWord } from './usable-words';

/** Pages of the author's contributed words read at once; a prolific author takes several. */
const CONTRIBUTED_WORDS_PAGE = 500;

/**
 * GET /api/sessions/my-sessions (docs/product.md §2 My Bluffles): the author's custom sessions, newest first, and every
 * word they contributed, newest first, each with how it fooled players.
 */
export async function listMySessions(deps: ServiceDeps, authorId: string): Promise<MySessionsResponse> {
  const [sessions, contributed] = await Promise.all([
    deps.store.customSessions.listByUser(authorId),
    contributedWords(deps.store, authorId),
  ]);
  const contributedIds = new Set(contributed.map((word) => word.id));
  const otherIds = [...new Set(sessions.flatMap((session) => session.wordIds))].filter(
    (id) => !contributedIds.has(id),
  );
  const [otherWords, plays] = await Promise.all([
    deps.store.words.findByIds(otherIds),
    deps.store.wordPlays.countsOf([...contributedIds]),
  ]);
  const wordsById = new Map([...contributed, ...otherWords].map((word) => [word.id, word]));
  return {
    sessions: sessions.map((session) => toCustomSessionView(session, wordsById, plays)),
    words: contributed.map((word) => toContributedWordView(word, plays.get(word.id))),
  };
}

async function contributedWords(store: Store, authorId: string): Promise<StoredWord[]> {
  const words: StoredWord[] = [];
  for (;;) {
    const page = await store.words.list({
      createdBy: authorId,
      limit: CONTRIBUTED_WORDS_PAGE,
      offset: words.length,
    });
    words.push(...page.words);
    if (page.words.length === 0 || words.length >= page.total) break;
  }
  // An admin's generated and uploaded words carry their id too; only wordsmith contributions are theirs here.
  return words.filter((word) => isOwnWord(word, authorId));
}
