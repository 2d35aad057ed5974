import { ERROR_CODES } from '../../errors';
import { joinRefusalCodeOf, joinRefusalStatus } from './join-refusals';

describe('join refusals over Colyseus matchmaking', () => {
  it('gives each refusal of a seat its own status, and reads the code back from it', () => {
    const codes = [
      ERROR_CODES.unauthorized,
      ERROR_CODES.kickedFromLobby,
      ERROR_CODES.lobbyFull,
      ERROR_CODES.gameInProgress,
    ];
    const statuses = codes.map(joinRefusalStatus);
    expect(new Set(statuses).size).toBe(codes.length);
    expect(statuses.map((status) => joinRefusalCodeOf(status!))).toEqual(codes);
  });

  it('has no status for other codes, and no code for other statuses', () => {
    expect(joinRefusalStatus(ERROR_CODES.notHost)).toBeNull();
    expect(joinRefusalCodeOf(400)).toBeNull();
    expect(joinRefusalCodeOf(500)).toBeNull();
  });
});
