import type { SeatEndReason } from './lobby-connection';

// Why a WebSocket seat ended when the player did not leave (room.onLeave), for the message the modal shows
// on its way back to the join view (worded by lobby-failure-text.ts). Close codes are Colyseus's (CloseCode
// in @colyseus/shared-types).
const CONSENTED = 4000;
const SERVER_SHUTDOWN = 4001;

export interface LeaveContext {
  code: number;
  /** The room sent 'kicked' before closing the connection. */
  wasKicked: boolean;
  /** The room sent 'replaced': the same account took the seat in another tab. */
  wasReplaced: boolean;
  /**
   * The room sent 'server-restarting': its server began to stop, before the game started or once its players
   * had read the final standings (the session keeps those on show: standings-after-close.ts).
   */
  wasRestarting?: boolean;
}

export function leaveReasonOf(context: LeaveContext): SeatEndReason {
  if (context.wasKicked) return 'kicked';
  if (context.wasReplaced) return 'replaced';
  if (context.wasRestarting === true) return 'server-restarting';
  if (context.code === SERVER_SHUTDOWN) return 'server-shutdown';
  if (context.code === CONSENTED) return 'closed';
  // 1006 and friends, FAILED_TO_RECONNECT (4003), a room too young for auto-reconnect, errors (4002).
  return 'lost';
}
