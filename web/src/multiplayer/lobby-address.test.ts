import { lobbyAddressSearch } from './lobby-address';
import { roomViews } from './room-fixtures';

const { lobby } = roomViews({ code: 'ABC234' });

describe('the address while in a lobby', () => {
  it('carries the code while the player holds a seat, beside what the query already had', () => {
    expect(lobbyAddressSearch('', { view: 'seated', lobby }, { view: 'connecting' })).toBe('?lobby=ABC234');
    expect(lobbyAddressSearch('?utm=mail', { view: 'seated', lobby }, { view: 'seated' })).toBe(
      '?utm=mail&lobby=ABC234',
    );
    expect(lobbyAddressSearch('?lobby=ABC234', { view: 'seated', lobby }, { view: 'seated' })).toBeNull();
  });

  it('drops the code once the seat is gone, and only then', () => {
    expect(lobbyAddressSearch('?lobby=ABC234', { view: 'closed', lobby: null }, { view: 'seated' })).toBe('');
    expect(lobbyAddressSearch('?lobby=ABC234', { view: 'choose', lobby: null }, { view: 'connecting' })).toBe(
      '',
    );
    // A share link waiting for the page to take it up is left alone.
    expect(
      lobbyAddressSearch('?lobby=ABC234', { view: 'closed', lobby: null }, { view: 'closed' }),
    ).toBeNull();
    expect(
      lobbyAddressSearch('?lobby=ABC234', { view: 'choose', lobby: null }, { view: 'closed' }),
    ).toBeNull();
    expect(
      lobbyAddressSearch('?lobby=ABC234', { view: 'connecting', lobby: null }, { view: 'choose' }),
    ).toBeNull();
    expect(lobbyAddressSearch('', { view: 'closed', lobby: null }, { view: 'seated' })).toBeNull();
  });

  it('drops the code when the room closed after its game, though its standings stay on show', () => {
    // The lobby is gone with its server's restart: a reload must not knock on it.
    expect(
      lobbyAddressSearch('?lobby=ABC234', { view: 'closed-after-game', lobby }, { view: 'seated' }),
    ).toBe('');
  });
});

describe('the address while watching', () => {
  it('carries ?watch=CODE while watching, and drops it when watching ends', () => {
    const watching = { view: 'seated', lobby, role: 'watcher' } as const;
    expect(lobbyAddressSearch('', watching, { view: 'connecting' })).toBe('?watch=ABC234');
    expect(lobbyAddressSearch('?watch=ABC234', watching, { view: 'seated' })).toBeNull();
    expect(lobbyAddressSearch('?watch=ABC234', { view: 'ended', lobby: null }, { view: 'seated' })).toBe('');
    expect(lobbyAddressSearch('?watch=ABC234', { view: 'closed', lobby: null }, { view: 'seated' })).toBe('');
  });
});

describe('the address with the code hidden for streaming', () => {
  it('carries no code while seated or watching, and takes off one it had', () => {
    const hidden = { view: 'seated', lobby, isCodeHidden: true } as const;
    expect(lobbyAddressSearch('', hidden, { view: 'connecting' })).toBeNull();
    expect(lobbyAddressSearch('?lobby=ABC234', hidden, { view: 'seated' })).toBe('');
    expect(lobbyAddressSearch('?utm=mail&lobby=ABC234', hidden, { view: 'seated' })).toBe('?utm=mail');
    expect(lobbyAddressSearch('?watch=ABC234', { ...hidden, role: 'watcher' }, { view: 'seated' })).toBe('');
    // Shown again, the code comes back.
    expect(lobbyAddressSearch('', { ...hidden, isCodeHidden: false }, { view: 'seated' })).toBe(
      '?lobby=ABC234',
    );
  });
});
