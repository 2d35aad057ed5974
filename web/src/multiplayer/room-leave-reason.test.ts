import { leaveReasonOf } from './room-leave-reason';

describe('leaveReasonOf', () => {
  const context = { code: 4000, wasKicked: false, wasReplaced: false };

  it('says the host removed the player when the room sent kicked', () => {
    expect(leaveReasonOf({ ...context, wasKicked: true })).toBe('kicked');
  });

  it('says another tab took the seat when the room sent replaced', () => {
    expect(leaveReasonOf({ ...context, wasReplaced: true })).toBe('replaced');
  });

  it('says the server is restarting when the room closed for a restart, whatever the close code', () => {
    expect(leaveReasonOf({ ...context, code: 4001, wasRestarting: true })).toBe('server-restarting');
    expect(leaveReasonOf({ ...context, code: 1006, wasRestarting: true })).toBe('server-restarting');
  });

  it('tells a server restart, a closed lobby and a lost connection apart', () => {
    expect(leaveReasonOf({ ...context, code: 4001 })).toBe('server-shutdown');
    expect(leaveReasonOf(context)).toBe('closed');
    expect(leaveReasonOf({ ...context, code: 4003 })).toBe('lost');
    expect(leaveReasonOf({ ...context, code: 1006 })).toBe('lost');
  });
});
