import { ERROR_CODES } from '../../errors';
import { refuseHostAction, refuseKickTarget } from './host-actions';

const host = { userId: 'u1', isHost: true };
const guest = { userId: 'u2', isHost: false };

describe('refuseHostAction', () => {
  it('lets the host act and names the action for anyone else', () => {
    expect(refuseHostAction(host, 'kick', 'playing')).toBeNull();
    expect(refuseHostAction(guest, 'kick', 'waiting')).toEqual({
      code: ERROR_CODES.notHost,
      message: 'Only the host can remove a player.',
    });
    expect(refuseHostAction(undefined, 'language', 'waiting')?.code).toBe(ERROR_CODES.notInLobby);
  });

  it('changes the language and round time only while the lobby gathers, and rematches only after a finished game', () => {
    expect(refuseHostAction(host, 'language', 'waiting')).toBeNull();
    expect(refuseHostAction(host, 'language', 'playing')?.code).toBe(ERROR_CODES.gameInProgress);
    expect(refuseHostAction(host, 'roundTime', 'waiting')).toBeNull();
    expect(refuseHostAction(host, 'roundTime', 'round-results')?.code).toBe(ERROR_CODES.gameInProgress);
    expect(refuseHostAction(guest, 'roundTime', 'waiting')?.message).toBe(
      'Only the host can change the round time.',
    );
    expect(refuseHostAction(host, 'rematch', 'finished')).toBeNull();
    expect(refuseHostAction(host, 'rematch', 'round-results')?.code).toBe(ERROR_CODES.gameInProgress);
  });
});

describe('refuseKickTarget', () => {
  it('removes a seated other player, never a stranger or the host', () => {
    expect(refuseKickTarget('u1', 'u2')).toBeNull();
    expect(refuseKickTarget('u1', undefined)?.code).toBe(ERROR_CODES.notInLobby);
    expect(refuseKickTarget('u1', 'u1')?.code).toBe(ERROR_CODES.badRequest);
  });
});
