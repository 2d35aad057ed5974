import { ERROR_CODES } from '../../errors';
import { MAX_LOBBY_PLAYERS } from '../../constants';
import { refuseSeat } from './lobby-seats';

const seated = (count: number) => Array.from({ length: count }, (_, index) => ({ userId: `user-${index}` }));

describe('refuseSeat', () => {
  it('seats a newcomer while fewer than 4 are seated', () => {
    expect(MAX_LOBBY_PLAYERS).toBe(4);
    for (const count of [0, 1, 2, 3]) {
      expect(refuseSeat(seated(count), 'newcomer')).toBeNull();
    }
  });

  it('refuses a fifth player as lobby-full', () => {
    expect(refuseSeat(seated(4), 'newcomer')).toEqual({
      code: ERROR_CODES.lobbyFull,
      message: expect.stringContaining('full'),
    });
  });

  it('gives a seated player their own seat back even when the lobby is full', () => {
    expect(refuseSeat(seated(4), 'user-2')).toBeNull();
  });
});
