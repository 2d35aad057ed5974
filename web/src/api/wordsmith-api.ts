import {
  WORDSMITH_ROUTES,
  type CreateCustomSessionResponse,
  type Language,
  type MySessionsResponse,
  type SubmitWordResponse,
  type ValidateWordResponse,
  type WordForm,
  type WordFormFill,
  type WordSearchResponse,
} from '@bluffle/shared-schema';
import { httpClient, type HttpClient } from './http-client';

/**
 * The generator may load its data on the first Summon or Fill-in after a server start: about 15 s on an idle
 * machine, and several times that on a busy one. Waiting beats a failure the person can only retry.
 */
const GENERATOR_TIMEOUT_MS = 90_000;

export interface WordSearchRequest {
  query: string;
  limit: number;
  language: Language;
}

/**
 * The Wordsmith page's REST calls (docs/product.md §7 wordsmith rows). The server checks the wordsmith role on each and
 * that a payload's userId is the signed-in user; the client sends it because the spec's client did.
 */
export interface WordsmithApi {
  validateWord(form: WordForm, userId: string): Promise<ValidateWordResponse>;
  autofillWord(input: { word: string; language: Language; userId: string }): Promise<WordFormFill>;
  summonWord(input: { language: Language; userId: string }): Promise<WordFormFill>;
  submitWord(form: WordForm, userId: string): Promise<SubmitWordResponse>;
  searchWords(request: WordSearchRequest): Promise<WordSearchResponse>;
  createCustomSession(input: {
    wordIds: string[];
    playerName: string;
    userId: string;
  }): Promise<CreateCustomSessionResponse>;
  mySessions(userId: string): Promise<MySessionsResponse>;
}

export function createWordsmithApi(http: HttpClient = httpClient): WordsmithApi {
  return {
    validateWord: (form, userId) =>
      http.request<ValidateWordResponse>(WORDSMITH_ROUTES.validate.toPath(), {
        method: 'POST',
        body: { ...form, userId },
        timeoutMs: GENERATOR_TIMEOUT_MS,
      }),
    autofillWord: (body) =>
      http.request<WordFormFill>(WORDSMITH_ROUTES.autofill.toPath(), {
        method: 'POST',
        body,
        timeoutMs: GENERATOR_TIMEOUT_MS,
      }),
    summonWord: (body) =>
      http.request<WordFormFill>(WORDSMITH_ROUTES.summon.toPath(), {
        method: 'POST',
        body,
        timeoutMs: GENERATOR_TIMEOUT_MS,
      }),
    submitWord: (form, userId) =>
      http.request<SubmitWordResponse>(WORDSMITH_ROUTES.submit.toPath(), {
        method: 'POST',
        body: { ...form, userId },
        timeoutMs: GENERATOR_TIMEOUT_MS,
      }),
    searchWords: ({ query, limit, language }) => {
      const search = new URLSearchParams({ query, limit: String(limit), language });
      return http.request<WordSearchResponse>(`${WORDSMITH_ROUTES.search.toPath()}?${search.toString()}`);
    },
    createCustomSession: (body) =>
      http.request<CreateCustomSessionResponse>(WORDSMITH_ROUTES.createCustomSession.toPath(), {
        method: 'POST',
        body,
      }),
    mySessions: (userId) =>
      http.request<MySessionsResponse>(
        `${WORDSMITH_ROUTES.mySessions.toPath()}?${new URLSearchParams({ userId }).toString()}`,
      ),
  };
}

export const wordsmithApi = createWordsmithApi();
