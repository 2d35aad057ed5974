import {
  ERROR_CODES,
  LOBBY_MESSAGE_TYPES,
  type ErrorCode,
  type LobbyMessageType,
} from '@bluffle/shared-schema';
import type { lobbyEnglish } from '../i18n/catalogue/lobby';
import type { ServerErrorMessages } from '../i18n/catalogue/server-errors';
import { failureText } from '../i18n/server-error-text';
import { currentMessages } from '../state/use-messages';
import type { ActionRefusal, LobbyAsk, OpenFailure, SeatEndReason } from './lobby-connection';
import type { LobbyNotice } from './lobby-notice';

// The words for what went wrong in a lobby (docs/product.md §8 Multiplayer), in the interface language, read as every
// failure is (i18n/server-error-text.ts). The room says why by code (STYLE: the web matches codes, never
// message text); the lobby words only what depends on what was being done (a non-host's start, kick or
// rematch; sign-in to create or to join), the one table (catalogue/server-errors.ts) the rest; a code
// nobody words gets the server's own words, and nothing readable the spec's default text.
//
// The table defaults to the interface language's, as the components' `lobby` words are: they pass only those.

export type LobbyMessages = typeof lobbyEnglish;

/** What the player was doing when refused: opening a seat, or one of the room's messages. */
export type LobbyDoing = LobbyAsk | LobbyMessageType | null;

type Refusals = LobbyMessages['refusals'];

function notHostText(doing: LobbyDoing, words: Refusals): string | null {
  switch (doing) {
    case LOBBY_MESSAGE_TYPES.start:
      return words.notHostStart;
    case LOBBY_MESSAGE_TYPES.kick:
      return words.notHostKick;
    case LOBBY_MESSAGE_TYPES.setLanguage:
      return words.notHostLanguage;
    case LOBBY_MESSAGE_TYPES.setRoundTime:
      return words.notHostRoundTime;
    case LOBBY_MESSAGE_TYPES.rematch:
      return words.notHostRematch;
    case LOBBY_MESSAGE_TYPES.setPrivate:
      return words.notHostPrivate;
    default:
      return null;
  }
}

function gameInProgressText(doing: LobbyDoing, words: Refusals): string {
  if (doing === 'join' || doing === 'create') return words.gameInProgress;
  return doing === LOBBY_MESSAGE_TYPES.rematch ? words.rematchAfterGame : words.gameStarted;
}

/** The lobby's own words for a refusal code, as it reads for what was being done; null when it has none. */
export function refusalText(code: ErrorCode | null, doing: LobbyDoing, lobby: LobbyMessages): string | null {
  const words = lobby.refusals;
  switch (code) {
    case ERROR_CODES.unauthorized:
      // A seat needs sign-in (docs/product.md §5), in create's and join's words.
      if (doing === 'create') return words.createSignIn;
      return doing === 'join' ? words.joinSignIn : null;
    case ERROR_CODES.kickedFromLobby:
      return lobby.seatEnded.kicked;
    case ERROR_CODES.notInLobby:
      // A host's kick is refused this way when the player it names has gone.
      return doing === LOBBY_MESSAGE_TYPES.kick ? words.kickTargetGone : null;
    case ERROR_CODES.gameInProgress:
      return gameInProgressText(doing, words);
    case ERROR_CODES.notHost:
      return notHostText(doing, words);
    case ERROR_CODES.badRequest:
      return doing === LOBBY_MESSAGE_TYPES.kick ? words.kickSelf : null;
    default:
      return null;
  }
}

/**
 * The lobby's words, else the table's, else the server's (a code nobody words), else the default; a fault of
 * ours (internal) is not explained.
 */
function wordsFor(
  code: ErrorCode | null,
  message: string | null,
  doing: LobbyDoing,
  fallback: string,
  lobby: LobbyMessages,
  serverErrors: ServerErrorMessages,
): string {
  if (code === ERROR_CODES.internal)
    return failureText({ kind: 'our-fault', code }, serverErrors, { fallback });
  const own = refusalText(code, doing, lobby);
  const codes = own === null || code === null ? {} : { [code]: own };
  return failureText({ kind: 'refused', code, message: message ?? '' }, serverErrors, { codes, fallback });
}

/**
 * docs/product.md §8: a join or create shows the server's refusal, else its own default text; when neither the live room
 * nor the REST fallback could reach the server, that it cannot be reached (its default says 'check the code').
 */
export function openFailureText(
  request: LobbyAsk,
  failure: Pick<OpenFailure, 'code' | 'message'> & { isUnreachable?: boolean },
  lobby: LobbyMessages,
  serverErrors: ServerErrorMessages = currentMessages().serverErrors,
): string {
  if (failure.isUnreachable === true) return failureText({ kind: 'unreachable' }, serverErrors);
  return wordsFor(failure.code, failure.message, request, lobby.failed[request], lobby, serverErrors);
}

/** docs/product.md §8: start shows the server's error, else 'Failed to start game'; an answer always the spec's text. */
export function actionFailureText(
  refusal: ActionRefusal,
  lobby: LobbyMessages,
  serverErrors: ServerErrorMessages = currentMessages().serverErrors,
): string {
  if (refusal.type === LOBBY_MESSAGE_TYPES.answer) return lobby.failed.answer;
  const fallback = refusal.type === LOBBY_MESSAGE_TYPES.start ? lobby.failed.start : lobby.failed.other;
  return wordsFor(refusal.code, refusal.message, refusal.type, fallback, lobby, serverErrors);
}

const SEAT_END_KEYS = {
  kicked: 'kicked',
  replaced: 'replaced',
  'server-shutdown': 'serverShutdown',
  'server-restarting': 'serverRestarting',
  closed: 'closed',
  lost: 'lost',
  'seat-gone': 'seatGone',
  'made-private': 'madePrivate',
} as const satisfies Record<SeatEndReason, keyof LobbyMessages['seatEnded']>;

export function seatEndText(reason: SeatEndReason, lobby: LobbyMessages): string {
  return lobby.seatEnded[SEAT_END_KEYS[reason]];
}

/** The modal's error line for whatever the store kept. */
export function lobbyNoticeText(
  notice: LobbyNotice,
  lobby: LobbyMessages,
  serverErrors: ServerErrorMessages = currentMessages().serverErrors,
): string {
  switch (notice.kind) {
    case 'open-failed':
      return openFailureText(notice.request, notice, lobby, serverErrors);
    case 'action-refused':
      return actionFailureText(notice.refusal, lobby, serverErrors);
    case 'seat-ended':
      return seatEndText(notice.reason, lobby);
    case 'seat-refused':
      // The seat is gone either way: a refusal without readable words says so in general terms.
      return wordsFor(notice.code, notice.message, null, lobby.seatEnded.seatGone, lobby, serverErrors);
  }
}
