import type { ErrorCode } from '@bluffle/shared-schema';
import type { ActionRefusal, LobbyAsk, SeatEnding } from './lobby-connection';

/**
 * What went wrong, as the lobby store keeps it: data, not words. The modal words it in the interface
 * language when it shows it (lobby-failure-text.ts), so the store never holds English.
 */
export type LobbyNotice =
  /**
   * A seat could not be had: the server's refusal (code, words), nothing readable, or no server at all
   * (isUnreachable: the modal says so rather than 'check the code').
   */
  | {
      kind: 'open-failed';
      request: LobbyAsk;
      code: ErrorCode | null;
      message: string | null;
      isUnreachable?: boolean;
    }
  /** The room turned an action down; the seat stays. */
  | { kind: 'action-refused'; refusal: ActionRefusal }
  | SeatEnding;
