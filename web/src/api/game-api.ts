import {
  DAILY_FIVE_ROUTES,
  ROUNDS_PER_GAME,
  SESSION_ROUTES,
  WORD_ROUTES,
  WORDS_PER_SESSION,
  type CreateSessionResponse,
  type CurrentRoundResponse,
  type DailyArchive,
  type DailyFiveState,
  type DuplicateSessionResponse,
  type GetSessionResponse,
  type OpenedWords,
  type OpenRoundResponse,
  type PlayLanguage,
  type SessionSummary,
  type SessionWordsResponse,
  type StartDailyFiveResponse,
  type SubmitAnswerResponse,
} from '@bluffle/shared-schema';
import { guestIdFrom } from '../storage/guest-id';
import { browserStorage } from '../storage/key-value-storage';
import { httpClient, type HttpClient } from './http-client';

/** A phase-one answer (null = the timer ran out) or a follow-up answer (null = timed out), docs/product.md §4 Timeout. */
export type AnswerBody =
  | { wordId: string; roundNumber: number; playerAnswer: boolean | null }
  | { wordId: string; roundNumber: number; followupAnswer: string | null };

/**
 * The REST calls of the solo game and challenge (shared-schema/src/api). Game flow modules depend on this
 * interface, so unit tests inject a fake and the browser uses the real one below.
 */
export interface GameApi {
  createSession(input: {
    playerName: string;
    language: PlayLanguage;
    isRelaxed: boolean;
  }): Promise<CreateSessionResponse>;
  /**
   * Fetching opens round 1 on the server clock: start the timer right after it resolves. The words are the
   * opened rounds' (round 1's); each later one comes with openNextRound.
   */
  fetchSessionWords(input: {
    sessionCode: string;
    playerToken: string;
    language: PlayLanguage;
  }): Promise<OpenedWords>;
  /** Opens the next round when its feedback is over: its word and the seconds left. */
  openNextRound(input: {
    sessionCode: string;
    playerToken: string;
    roundNumber: number;
  }): Promise<OpenRoundResponse>;
  /** Where a running game stands (a reload, a new tab): its round, with the server's time left. */
  readCurrentRound(input: { sessionCode: string; playerToken: string }): Promise<CurrentRoundResponse>;
  submitAnswer(input: {
    sessionCode: string;
    playerToken: string;
    body: AnswerBody;
  }): Promise<SubmitAnswerResponse>;
  completeSession(input: { sessionCode: string; playerToken: string }): Promise<SessionSummary>;
  getSession(sessionCode: string, playerToken?: string): Promise<GetSessionResponse>;
  duplicateSession(input: {
    sessionCode: string;
    playerName: string;
    isRelaxed: boolean;
  }): Promise<DuplicateSessionResponse>;
  /** The daily five: today's state for this account, else this browser's guest id. */
  readDailyFive(language: PlayLanguage): Promise<DailyFiveState>;
  /**
   * Starts today's set, or with `day` a past day's from the archive (practice): its session, with round 1
   * open on the server's clock, and its words.
   */
  startDailyFive(input: {
    playerName: string;
    language: PlayLanguage;
    day?: string;
    isRelaxed: boolean;
  }): Promise<StartDailyFiveResponse>;
  /** The past days' sets of the language, newest first. */
  readDailyArchive(language: PlayLanguage): Promise<DailyArchive>;
}

/**
 * `guestId` names this browser when it starts or accepts a game (docs/design.md decision 11: a replay of words it
 * played before is practice); the server ignores it for a signed-in player.
 */
export function createGameApi(
  http: HttpClient = httpClient,
  guestId: () => string | undefined = () => undefined,
): GameApi {
  return {
    createSession: ({ playerName, language, isRelaxed }) =>
      http.request<CreateSessionResponse>(SESSION_ROUTES.create.toPath(), {
        method: 'POST',
        body: { playerName, totalRounds: ROUNDS_PER_GAME, language, isRelaxed },
        guestId: guestId(),
      }),
    fetchSessionWords: async ({ sessionCode, playerToken, language }) => {
      const query = new URLSearchParams({ count: String(WORDS_PER_SESSION), language });
      const response = await http.request<SessionWordsResponse>(
        `${WORD_ROUTES.forSession.toPath({ code: sessionCode })}?${query.toString()}`,
        { playerToken },
      );
      // The server hands back all the session's words (docs/design.md decision 14, for the spec's clients); this
      // client plays round 1's and takes each later one from its opening, so the store mirrors the rounds
      // opened, as before.
      return { words: response.words.slice(0, 1), totalRounds: response.totalRounds };
    },
    openNextRound: ({ sessionCode, playerToken, roundNumber }) =>
      http.request<OpenRoundResponse>(SESSION_ROUTES.nextRound.toPath({ code: sessionCode }), {
        method: 'POST',
        body: { roundNumber },
        playerToken,
      }),
    readCurrentRound: ({ sessionCode, playerToken }) =>
      http.request<CurrentRoundResponse>(SESSION_ROUTES.currentRound.toPath({ code: sessionCode }), {
        playerToken,
      }),
    submitAnswer: ({ sessionCode, playerToken, body }) =>
      http.request<SubmitAnswerResponse>(SESSION_ROUTES.answer.toPath({ code: sessionCode }), {
        method: 'POST',
        body,
        playerToken,
      }),
    completeSession: ({ sessionCode, playerToken }) =>
      http.request<SessionSummary>(SESSION_ROUTES.complete.toPath({ code: sessionCode }), {
        method: 'POST',
        body: {},
        playerToken,
      }),
    getSession: (sessionCode, playerToken) =>
      // The guest id lets the server tell a guest their own game's link (isOwn).
      http.request<GetSessionResponse>(SESSION_ROUTES.read.toPath({ code: sessionCode }), {
        playerToken,
        guestId: guestId(),
      }),
    duplicateSession: ({ sessionCode, playerName, isRelaxed }) =>
      http.request<DuplicateSessionResponse>(SESSION_ROUTES.duplicate.toPath({ code: sessionCode }), {
        method: 'POST',
        body: { playerName, isRelaxed },
        guestId: guestId(),
      }),
    // A guest's daily five is kept by its guest id, so even reading it names this browser.
    readDailyFive: (language) =>
      http.request<DailyFiveState>(
        `${DAILY_FIVE_ROUTES.state.toPath()}?${new URLSearchParams({ language }).toString()}`,
        {
          guestId: guestId(),
        },
      ),
    startDailyFive: ({ playerName, language, day, isRelaxed }) =>
      http.request<StartDailyFiveResponse>(DAILY_FIVE_ROUTES.start.toPath(), {
        method: 'POST',
        body:
          day === undefined ? { language, playerName, isRelaxed } : { language, playerName, day, isRelaxed },
        guestId: guestId(),
      }),
    readDailyArchive: (language) =>
      http.request<DailyArchive>(
        `${DAILY_FIVE_ROUTES.archive.toPath()}?${new URLSearchParams({ language }).toString()}`,
        { guestId: guestId() },
      ),
  };
}

const guestIdStorage = browserStorage('local');
export const gameApi = createGameApi(httpClient, () =>
  guestIdFrom(guestIdStorage, (count) => crypto.getRandomValues(new Uint8Array(count))),
);
