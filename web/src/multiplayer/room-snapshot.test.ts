import { isLobbySnapshot, viewsOfRoomState } from './room-snapshot';
import { roomSnapshot } from './room-fixtures';

describe('viewsOfRoomState', () => {
  it('builds the shared views from a decoded state via its toJSON', () => {
    const snapshot = roomSnapshot();
    const decoded = { toJSON: () => snapshot };
    const views = viewsOfRoomState(decoded);
    expect(views?.lobby.lobbyCode).toBe('ABC234');
    expect(views?.lobby.players.map((player) => player.playerName)).toEqual(['ADA', 'BOB']);
    expect(views?.game.gameStatus).toBe('waiting');
  });

  it('waits for a state that has its code, status and players', () => {
    expect(viewsOfRoomState({ toJSON: () => ({}) })).toBeNull();
    expect(viewsOfRoomState(undefined)).toBeNull();
    expect(isLobbySnapshot({ ...roomSnapshot(), status: 'lost' })).toBe(false);
    expect(isLobbySnapshot({ ...roomSnapshot(), code: '' })).toBe(false);
  });
});
