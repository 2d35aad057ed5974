import {
  ADMIN_WORD_ROUTES,
  type AdminWordsResponse,
  type CsvUploadResult,
  type GenerateWordsResponse,
  type Language,
} from '@bluffle/shared-schema';
import { playFilterParams, type AdminWordPlayFilters } from './admin-word-filters';
import { httpClient, type HttpClient } from './http-client';

/** The first Generate loads the word generator on the server (seconds); a large CSV takes a while to send. */
const GENERATE_TIMEOUT_MS = 120_000;
const UPLOAD_TIMEOUT_MS = 120_000;

export interface AdminWordsRequest {
  limit: number;
  offset: number;
  search: string;
  /** 'all' for every language. */
  language: Language | 'all';
  /** The order, and the filters on how players called the words. */
  playFilters: AdminWordPlayFilters;
}

/** The admin panel's REST calls (docs/product.md §7 admin rows); the server checks the admin role on each. */
export interface AdminApi {
  generateWords(input: { count: number; language: Language; userId: string }): Promise<GenerateWordsResponse>;
  uploadCsv(csvText: string): Promise<CsvUploadResult>;
  listWords(query: AdminWordsRequest): Promise<AdminWordsResponse>;
}

export function createAdminApi(http: HttpClient = httpClient): AdminApi {
  return {
    generateWords: (body) =>
      http.request<GenerateWordsResponse>(ADMIN_WORD_ROUTES.generate.toPath(), {
        method: 'POST',
        body,
        timeoutMs: GENERATE_TIMEOUT_MS,
      }),
    uploadCsv: (csvText) =>
      http.request<CsvUploadResult>(ADMIN_WORD_ROUTES.uploadCsv.toPath(), {
        method: 'POST',
        body: { csvText },
        timeoutMs: UPLOAD_TIMEOUT_MS,
      }),
    listWords: ({ limit, offset, search, language, playFilters }) => {
      const query = new URLSearchParams({
        limit: String(limit),
        offset: String(offset),
        search,
        language,
        ...playFilterParams(playFilters),
      });
      return http.request<AdminWordsResponse>(`${ADMIN_WORD_ROUTES.list.toPath()}?${query.toString()}`);
    },
  };
}

export const adminApi = createAdminApi();
