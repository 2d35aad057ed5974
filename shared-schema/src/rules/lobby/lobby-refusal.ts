import type { ErrorCode } from '../../errors';

/** Why a lobby rule said no: a stable code for programs, a message for the person. */
export interface LobbyRefusal {
  code: ErrorCode;
  message: string;
}

/** A lobby rule's answer: the value it worked out, or why it refused. */
export type LobbyRuling<T> = { isRefused: false; value: T } | { isRefused: true; refusal: LobbyRefusal };
