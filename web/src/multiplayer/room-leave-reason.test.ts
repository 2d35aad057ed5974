import { ERROR_MESSAGES } from '@bluffle/shared-schema';
import { LEAVE_REASON_TEXTS, leaveReasonText } from './room-leave-reason';

describe('leaveReasonText', () => {
  const context = { code: 4000, wasKicked: false, wasReplaced: false };

  it('says the host removed the player when the room sent kicked', () => {
    expect(leaveReasonText({ ...context, wasKicked: true })).toBe(ERROR_MESSAGES.kickedFromLobby);
  });

  it('says another tab took the seat when the room sent replaced', () => {
    expect(leaveReasonText({ ...context, wasReplaced: true })).toBe(LEAVE_REASON_TEXTS.replaced);
  });

  it('tells a server restart, a closed lobby and a lost connection apart', () => {
    expect(leaveReasonText({ ...context, code: 4001 })).toBe(LEAVE_REASON_TEXTS.serverShutdown);
    expect(leaveReasonText(context)).toBe(LEAVE_REASON_TEXTS.closed);
    expect(leaveReasonText({ ...context, code: 4003 })).toBe(LEAVE_REASON_TEXTS.lost);
    expect(leaveReasonText({ ...context, code: 1006 })).toBe(LEAVE_REASON_TEXTS.lost);
  });
});
