import { parseRoute, safeReturnPath, signInPathFor } from './routes';

describe('parseRoute', () => {
  it('shows the subscription page on its path, whatever the query', () => {
    expect(parseRoute('/subscription', '')).toEqual({ kind: 'subscription' });
    expect(parseRoute('/Subscription/', '?challenge=ABCD2345')).toEqual({ kind: 'subscription' });
    expect(parseRoute('/subscription', '?payment=success&plan=wordsmith')).toEqual({ kind: 'subscription' });
  });

  it('shows the stats view on /stats', () => {
    expect(parseRoute('/stats', '')).toEqual({ kind: 'stats' });
    expect(parseRoute('/Stats/', '?challenge=ABCD2345')).toEqual({ kind: 'stats' });
  });

  it('shows the Wordsmith page on /wordsmith', () => {
    expect(parseRoute('/wordsmith', '')).toEqual({ kind: 'wordsmith' });
    expect(parseRoute('/WordSmith/', '?challenge=ABCD2345')).toEqual({ kind: 'wordsmith' });
  });

  it('shows the admin panel on /admin', () => {
    expect(parseRoute('/admin', '')).toEqual({ kind: 'admin' });
    expect(parseRoute('/Admin/', '?challenge=ABCD2345')).toEqual({ kind: 'admin' });
  });

  it('shows the game on any other path', () => {
    const plainGame = {
      kind: 'game',
      challengeCode: null,
      sharedSessionCode: null,
      lobbyCode: null,
      watchCode: null,
      hasBadCode: false,
    };
    expect(parseRoute('/', '')).toEqual(plainGame);
    expect(parseRoute('/somewhere/else', '')).toEqual(plainGame);
  });

  it('opens the challenge landing for a challenge code on the root, uppercased', () => {
    expect(parseRoute('/', '?challenge=abcd2345')).toMatchObject({ challengeCode: 'ABCD2345' });
    expect(parseRoute('/other', '?challenge=ABCD2345')).toMatchObject({ challengeCode: null });
  });

  it('reads a shared session code', () => {
    expect(parseRoute('/', '?session=WXYZ6789')).toMatchObject({ sharedSessionCode: 'WXYZ6789' });
  });

  it('reads a lobby share link on the root, normalised as the join field does', () => {
    expect(parseRoute('/', '?lobby=abc123')).toMatchObject({ lobbyCode: 'ABC123', hasBadCode: false });
    expect(parseRoute('/', '?lobby=%20')).toMatchObject({ lobbyCode: null });
    expect(parseRoute('/other', '?lobby=ABC123')).toMatchObject({ lobbyCode: null });
  });

  it('reads a watch link on the root', () => {
    expect(parseRoute('/', '?watch=abc123')).toMatchObject({ watchCode: 'ABC123', lobbyCode: null });
    expect(parseRoute('/', '?watch=%20')).toMatchObject({ watchCode: null });
    expect(parseRoute('/other', '?watch=ABC123')).toMatchObject({ watchCode: null });
  });

  it('flags query values that cannot be session codes instead of using them', () => {
    expect(parseRoute('/', '?challenge=%7B%22%24gt%22%3A1%7D')).toEqual({
      kind: 'game',
      challengeCode: null,
      sharedSessionCode: null,
      lobbyCode: null,
      watchCode: null,
      hasBadCode: true,
    });
    expect(parseRoute('/', '?session=short')).toMatchObject({ sharedSessionCode: null, hasBadCode: true });
    expect(parseRoute('/', '?utm=mail')).toMatchObject({ hasBadCode: false });
  });

  it('gives sign-in its own address, with the page to come back to', () => {
    expect(parseRoute('/sign-in', '')).toEqual({ kind: 'sign-in', returnTo: '/' });
    expect(parseRoute('/sign-in/', '?return=%2Fwordsmith')).toEqual({
      kind: 'sign-in',
      returnTo: '/wordsmith',
    });
    expect(signInPathFor('/subscription')).toBe('/sign-in?return=%2Fsubscription');
    expect(signInPathFor('/')).toBe('/sign-in');
  });

  it('comes back from sign-in to a page of this app only', () => {
    for (const outside of ['//evil.example', 'https://evil.example', '/\\evil.example', 'wordsmith', '']) {
      expect(safeReturnPath(outside)).toBe('/');
    }
    expect(safeReturnPath(null)).toBe('/');
    expect(safeReturnPath('/sign-in')).toBe('/');
    expect(safeReturnPath('/admin?x=1#top')).toBe('/admin');
  });
});
