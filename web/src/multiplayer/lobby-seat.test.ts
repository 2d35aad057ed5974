import { ERROR_MESSAGES } from '@bluffle/shared-schema';
import { CATALOGUES } from '../i18n/messages';
import { ownPlayerOf, startBlockedReason } from './lobby-seat';
import { playerSnapshot, roomViews } from './room-fixtures';

describe('ownPlayerOf', () => {
  it("finds the signed-in account's seat by user id", () => {
    const { lobby } = roomViews();
    expect(ownPlayerOf(lobby.players, 'user-bob')?.id).toBe('bob');
    expect(ownPlayerOf(lobby.players, 'user-zed')).toBeNull();
    expect(ownPlayerOf(lobby.players, null)).toBeNull();
  });
});

describe('startBlockedReason (docs/product.md §5 Start lobby)', () => {
  const english = CATALOGUES.english.lobby;

  it("gives the spec's reason while the room would refuse", () => {
    const { lobby } = roomViews();
    expect(startBlockedReason(lobby.players, 'ada', english)).toBe(ERROR_MESSAGES.playersNotReady);
    expect(startBlockedReason(lobby.players, 'bob', english)).toBe(ERROR_MESSAGES.notHost);
    const alone = roomViews({ players: { ada: playerSnapshot('ada', { isHost: true }) } }).lobby;
    expect(startBlockedReason(alone.players, 'ada', english)).toBe(ERROR_MESSAGES.notEnoughPlayers);
  });

  it('gives it in Filipino on a Filipino screen', () => {
    const alone = roomViews({ players: { ada: playerSnapshot('ada', { isHost: true }) } }).lobby;
    expect(
      startBlockedReason(alone.players, 'ada', CATALOGUES.filipino.lobby, CATALOGUES.filipino.serverErrors),
    ).toBe('Kailangan ng hindi bababa sa 2 manlalaro para masimulan ang laro');
  });

  it('lets the host start once every other player is ready (the host counts as ready)', () => {
    const { lobby } = roomViews({
      players: {
        ada: playerSnapshot('ada', { isHost: true, isReady: false, seatedAt: 1 }),
        bob: playerSnapshot('bob', { isReady: true, seatedAt: 2 }),
      },
    });
    expect(startBlockedReason(lobby.players, 'ada', english)).toBeNull();
  });
});
