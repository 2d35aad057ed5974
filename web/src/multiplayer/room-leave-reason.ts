import { ERROR_MESSAGES } from '@bluffle/shared-schema';

// Why a WebSocket seat ended when the player did not leave (room.onLeave), for the message the modal shows
// on its way back to the join view. Close codes are Colyseus's (CloseCode in @colyseus/shared-types).
const CONSENTED = 4000;
const SERVER_SHUTDOWN = 4001;

export const LEAVE_REASON_TEXTS = {
  kicked: ERROR_MESSAGES.kickedFromLobby,
  replaced: 'This lobby is now open in another tab or window.',
  serverShutdown: 'The game server restarted, so this lobby closed. Please create a new one.',
  closed: 'The lobby closed.',
  lost: 'Lost the connection to the lobby. Check your connection and join again.',
} as const;

export interface LeaveContext {
  code: number;
  /** The room sent 'kicked' before closing the connection. */
  wasKicked: boolean;
  /** The room sent 'replaced': the same account took the seat in another tab. */
  wasReplaced: boolean;
}

export function leaveReasonText(context: LeaveContext): string {
  if (context.wasKicked) return LEAVE_REASON_TEXTS.kicked;
  if (context.wasReplaced) return LEAVE_REASON_TEXTS.replaced;
  if (context.code === SERVER_SHUTDOWN) return LEAVE_REASON_TEXTS.serverShutdown;
  if (context.code === CONSENTED) return LEAVE_REASON_TEXTS.closed;
  // 1006 and friends, FAILED_TO_RECONNECT (4003), a room too young for auto-reconnect, errors (4002).
  return LEAVE_REASON_TEXTS.lost;
}
