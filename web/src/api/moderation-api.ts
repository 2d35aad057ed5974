import type { AdminWordView, AdminWordsResponse } from '@bluffle/shared-schema';
import { httpClient, type HttpClient } from './http-client';

/** The moderation queue's REST calls (docs/design.md decision 13); the server checks the admin role on each. */
export interface ModerationApi {
  /** Contributed words waiting for an admin. */
  listPendingWords(query: { limit: number; offset: number }): Promise<AdminWordsResponse>;
  approveWord(wordId: string): Promise<{ word: AdminWordView }>;
  /** The reason is required: the author reads it in My Bluffles. */
  rejectWord(wordId: string, reason: string): Promise<{ word: AdminWordView }>;
}

const verdictPath = (wordId: string, verdict: 'approve' | 'reject') =>
  `/api/admin/words/${encodeURIComponent(wordId)}/${verdict}`;

export function createModerationApi(http: HttpClient = httpClient): ModerationApi {
  return {
    listPendingWords: ({ limit, offset }) => {
      const query = new URLSearchParams({ limit: String(limit), offset: String(offset) });
      return http.request<AdminWordsResponse>(`/api/admin/words/pending?${query.toString()}`);
    },
    approveWord: (wordId) =>
      http.request<{ word: AdminWordView }>(verdictPath(wordId, 'approve'), { method: 'POST', body: {} }),
    rejectWord: (wordId, reason) =>
      http.request<{ word: AdminWordView }>(verdictPath(wordId, 'reject'), {
        method: 'POST',
        body: { reason },
      }),
  };
}

export const moderationApi = createModerationApi();
