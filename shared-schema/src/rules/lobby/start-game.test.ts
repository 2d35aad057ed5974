import { ERROR_CODES } from '../../errors';
import { countsAsReady, refuseStart, type StartingPlayer } from './start-game';

const host: StartingPlayer = { id: 'host', isHost: true, isReady: false };
const ready = (id: string): StartingPlayer => ({ id, isHost: false, isReady: true });
const notReady = (id: string): StartingPlayer => ({ id, isHost: false, isReady: false });

describe('refuseStart', () => {
  it('lets the host start two or more players who are all ready', () => {
    expect(refuseStart([host, ready('b')], 'host')).toBeNull();
    expect(refuseStart([host, ready('b'), ready('c'), ready('d')], 'host')).toBeNull();
  });

  it('counts the host as ready without their flag', () => {
    expect(countsAsReady(host)).toBe(true);
    expect(countsAsReady(notReady('b'))).toBe(false);
  });

  it('refuses anyone but the host, with the spec’s message', () => {
    expect(refuseStart([host, ready('b')], 'b')).toEqual({
      code: ERROR_CODES.notHost,
      message: 'Only the host can start the game',
    });
    expect(refuseStart([host, ready('b')], 'stranger')?.code).toBe(ERROR_CODES.notHost);
  });

  it('refuses a host alone, with the spec’s message', () => {
    expect(refuseStart([host], 'host')).toEqual({
      code: ERROR_CODES.notEnoughPlayers,
      message: 'Need at least 2 players to start the game',
    });
  });

  it('refuses while a player is not ready, with the spec’s message', () => {
    expect(refuseStart([host, ready('b'), notReady('c')], 'host')).toEqual({
      code: ERROR_CODES.playersNotReady,
      message: 'All players must be ready before starting',
    });
  });

  it('checks the host first: a guest hears not-host even in a lobby that could not start anyway', () => {
    expect(refuseStart([host, notReady('b')], 'b')?.code).toBe(ERROR_CODES.notHost);
  });
});
