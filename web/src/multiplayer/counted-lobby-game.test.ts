import { hasCountedLobbyGameEnded } from './counted-lobby-game';
import { roomViews } from './room-fixtures';

describe('hasCountedLobbyGameEnded', () => {
  const seated = (
    status: 'waiting' | 'playing' | 'round-results' | 'finished',
    role = 'player' as const,
  ) => ({
    view: 'seated' as const,
    role,
    lobby: roomViews({ status, round: status === 'waiting' ? 0 : 5 }).lobby,
  });
  const closed = { view: 'closed' as const, role: null, lobby: null };

  it("is true when a player's game ends: the server has counted it", () => {
    expect(hasCountedLobbyGameEnded(seated('round-results'), seated('finished'))).toBe(true);
    expect(hasCountedLobbyGameEnded(seated('finished'), seated('finished'))).toBe(false);
    expect(hasCountedLobbyGameEnded(seated('playing'), seated('round-results'))).toBe(false);
  });

  it('is true when a player leaves a lobby whose game had started, not one still gathering', () => {
    expect(hasCountedLobbyGameEnded(seated('finished'), closed)).toBe(true);
    expect(hasCountedLobbyGameEnded(seated('playing'), closed)).toBe(true);
    expect(hasCountedLobbyGameEnded(seated('waiting'), closed)).toBe(false);
  });

  it('is never true for a watcher, whose calls count nowhere', () => {
    const watching = (status: 'round-results' | 'finished') => ({
      ...seated(status),
      role: 'watcher' as const,
    });
    expect(hasCountedLobbyGameEnded(watching('round-results'), watching('finished'))).toBe(false);
    expect(hasCountedLobbyGameEnded(watching('finished'), closed)).toBe(false);
  });
});
