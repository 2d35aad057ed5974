import {
  lobbyCodeFromQuery,
  lobbyShareLink,
  searchWithLobby,
  searchWithoutLobby,
  typedLobbyCode,
} from './lobby-link';

describe('lobby share links', () => {
  it("is the site's origin with the code as ?lobby=", () => {
    expect(lobbyShareLink('https://bluffle.example/', 'ABC234')).toBe(
      'https://bluffle.example/?lobby=ABC234',
    );
  });

  it('reads the code back as the join field would', () => {
    expect(lobbyCodeFromQuery('?lobby=abc234')).toBe('ABC234');
    expect(lobbyCodeFromQuery('?lobby=%20')).toBeNull();
    expect(lobbyCodeFromQuery('?session=X')).toBeNull();
  });

  it('drops only the lobby parameter once taken up', () => {
    expect(searchWithoutLobby('?lobby=ABC234')).toBe('');
    expect(searchWithoutLobby('?lobby=ABC234&utm=mail')).toBe('?utm=mail');
  });

  it('puts the code in the query, replacing any other lobby code', () => {
    expect(searchWithLobby('', 'ABC234')).toBe('?lobby=ABC234');
    expect(searchWithLobby('?lobby=XYZ789&utm=mail', 'ABC234')).toBe('?lobby=ABC234&utm=mail');
  });
});

describe('typedLobbyCode (docs/product.md §5 Join lobby)', () => {
  it('uppercases and keeps at most 6 characters, without spaces', () => {
    expect(typedLobbyCode('abc 2345')).toBe('ABC234');
    expect(typedLobbyCode('')).toBe('');
  });
});
