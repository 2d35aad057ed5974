import {
  ERROR_CODES,
  LOBBY_MESSAGE_TYPES,
  MAX_LOBBY_PLAYERS,
  MIN_LOBBY_PLAYERS_TO_START,
  type ErrorCode,
  type LobbyMessageType,
} from '@bluffle/shared-schema';
import type { lobbyEnglish } from '../i18n/catalogue/lobby';
import type { ActionRefusal, LobbyRequest, OpenFailure, SeatEndReason } from './lobby-connection';
import type { LobbyNotice } from './lobby-notice';

// The words for what went wrong in a lobby (spec §8 Multiplayer), in the interface language. The room says
// why by code (STYLE: the web matches codes, never message text); a code we know gets our words, one we do
// not gets the server's own, and nothing readable gets the spec's default text.

export type LobbyMessages = typeof lobbyEnglish;

/** What the player was doing when refused: opening a seat, or one of the room's messages. */
export type LobbyDoing = LobbyRequest['kind'] | LobbyMessageType | null;

type Refusals = LobbyMessages['refusals'];

function notHostText(doing: LobbyDoing, words: Refusals): string | null {
  switch (doing) {
    case LOBBY_MESSAGE_TYPES.start:
      return words.notHostStart;
    case LOBBY_MESSAGE_TYPES.kick:
      return words.notHostKick;
    case LOBBY_MESSAGE_TYPES.setLanguage:
      return words.notHostLanguage;
    case LOBBY_MESSAGE_TYPES.rematch:
      return words.notHostRematch;
    default:
      return null;
  }
}

function gameInProgressText(doing: LobbyDoing, words: Refusals): string {
  if (doing === 'join' || doing === 'create') return words.gameInProgress;
  return doing === LOBBY_MESSAGE_TYPES.rematch ? words.rematchAfterGame : words.gameStarted;
}

/** Our words for a refusal code, as it reads for what was being done; null for a code we do not word. */
export function refusalText(code: ErrorCode | null, doing: LobbyDoing, lobby: LobbyMessages): string | null {
  const words = lobby.refusals;
  switch (code) {
    case ERROR_CODES.unauthorized:
      // A seat needs sign-in (spec §5), in create's and join's words.
      if (doing === 'create') return words.createSignIn;
      return doing === 'join' ? words.joinSignIn : null;
    case ERROR_CODES.lobbyCodeRequired:
      return words.lobbyCodeRequired;
    case ERROR_CODES.lobbyFull:
      return words.lobbyFull({ max: MAX_LOBBY_PLAYERS });
    case ERROR_CODES.lobbyNotFound:
      return words.lobbyNotFound;
    case ERROR_CODES.kickedFromLobby:
      return lobby.seatEnded.kicked;
    case ERROR_CODES.notInLobby:
      // A host's kick is refused this way when the player it names has gone.
      return doing === LOBBY_MESSAGE_TYPES.kick ? words.kickTargetGone : words.notInLobby;
    case ERROR_CODES.gameInProgress:
      return gameInProgressText(doing, words);
    case ERROR_CODES.notHost:
      return notHostText(doing, words);
    case ERROR_CODES.notEnoughPlayers:
      return words.notEnoughPlayers({ min: MIN_LOBBY_PLAYERS_TO_START });
    case ERROR_CODES.playersNotReady:
      return words.playersNotReady;
    case ERROR_CODES.noWordsAvailable:
      return words.noWords;
    case ERROR_CODES.badRequest:
      return doing === LOBBY_MESSAGE_TYPES.kick ? words.kickSelf : null;
    default:
      return null;
  }
}

/** Our words, else the server's (a code we do not know), else the default; a fault of ours is not explained. */
function wordsFor(
  code: ErrorCode | null,
  message: string | null,
  doing: LobbyDoing,
  fallback: string,
  lobby: LobbyMessages,
): string {
  if (code === ERROR_CODES.internal) return fallback;
  return refusalText(code, doing, lobby) ?? message ?? fallback;
}

/** spec §8: a join or create shows the server's refusal, else its own default text. */
export function openFailureText(
  request: LobbyRequest['kind'],
  failure: Pick<OpenFailure, 'code' | 'message'>,
  lobby: LobbyMessages,
): string {
  return wordsFor(failure.code, failure.message, request, lobby.failed[request], lobby);
}

/** spec §8: start shows the server's error, else 'Failed to start game'; an answer always the spec's text. */
export function actionFailureText(refusal: ActionRefusal, lobby: LobbyMessages): string {
  if (refusal.type === LOBBY_MESSAGE_TYPES.answer) return lobby.failed.answer;
  const fallback = refusal.type === LOBBY_MESSAGE_TYPES.start ? lobby.failed.start : lobby.failed.other;
  return wordsFor(refusal.code, refusal.message, refusal.type, fallback, lobby);
}

const SEAT_END_KEYS = {
  kicked: 'kicked',
  replaced: 'replaced',
  'server-shutdown': 'serverShutdown',
  closed: 'closed',
  lost: 'lost',
  'seat-gone': 'seatGone',
} as const satisfies Record<SeatEndReason, keyof LobbyMessages['seatEnded']>;

export function seatEndText(reason: SeatEndReason, lobby: LobbyMessages): string {
  return lobby.seatEnded[SEAT_END_KEYS[reason]];
}

/** The modal's error line for whatever the store kept. */
export function lobbyNoticeText(notice: LobbyNotice, lobby: LobbyMessages): string {
  switch (notice.kind) {
    case 'open-failed':
      return openFailureText(notice.request, notice, lobby);
    case 'action-refused':
      return actionFailureText(notice.refusal, lobby);
    case 'seat-ended':
      return seatEndText(notice.reason, lobby);
    case 'seat-refused':
      // The seat is gone either way: a refusal without readable words says so in general terms.
      return wordsFor(notice.code, notice.message, null, lobby.seatEnded.seatGone, lobby);
  }
}
