import { ADMIN_WORD_ROUTES, type AdminWordView, type AdminWordsResponse } from '@bluffle/shared-schema';
import { httpClient, type HttpClient } from './http-client';

/** The moderation queue's REST calls (docs/design.md decision 13); the server checks the admin role on each. */
export interface ModerationApi {
  /** Contributed words waiting for an admin. */
  listPendingWords(query: { limit: number; offset: number }): Promise<AdminWordsResponse>;
  approveWord(wordId: string): Promise<{ word: AdminWordView }>;
  /** The reason is required: the author reads it in My Bluffles. */
  rejectWord(wordId: string, reason: string): Promise<{ word: AdminWordView }>;
}

export function createModerationApi(http: HttpClient = httpClient): ModerationApi {
  return {
    listPendingWords: ({ limit, offset }) => {
      const query = new URLSearchParams({ limit: String(limit), offset: String(offset) });
      return http.request<AdminWordsResponse>(`${ADMIN_WORD_ROUTES.pending.toPath()}?${query.toString()}`);
    },
    approveWord: (wordId) =>
      http.request<{ word: AdminWordView }>(ADMIN_WORD_ROUTES.approve.toPath({ wordId }), {
        method: 'POST',
        body: {},
      }),
    rejectWord: (wordId, reason) =>
      http.request<{ word: AdminWordView }>(ADMIN_WORD_ROUTES.reject.toPath({ wordId }), {
        method: 'POST',
        body: { reason },
      }),
  };
}

export const moderationApi = createModerationApi();
