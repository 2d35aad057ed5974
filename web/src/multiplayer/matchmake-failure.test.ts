import { CATALOGUES } from '../i18n/messages';
import { openFailureText } from './lobby-failure-text';
import { matchmakeFailureOf, matchmakeOpenFailure } from './matchmake-failure';

/** What @colyseus/sdk rejects create/joinById with: a MatchMakeError (message and numeric code). */
function matchMakeError(message: string, code: unknown): Error {
  return Object.assign(new Error(message), { name: 'MatchMakeError', code });
}

describe('matchmakeOpenFailure', () => {
  it('sends a fetch that reached no server to the REST fallback', () => {
    expect(matchmakeOpenFailure(matchMakeError('Failed to fetch', undefined))).toEqual({
      isUnreachable: true,
      code: null,
      message: null,
    });
    expect(matchmakeOpenFailure(matchMakeError('connect ECONNREFUSED', 'ECONNREFUSED')).isUnreachable).toBe(
      true,
    );
    expect(matchmakeOpenFailure(new Error('chunk failed to load')).isUnreachable).toBe(true);
  });

  it('sends a socket that could not open, or a proxy without the game server, to the fallback', () => {
    expect(matchmakeOpenFailure(matchMakeError('', 1006)).isUnreachable).toBe(true);
    for (const status of [404, 502, 503, 504]) {
      expect(matchmakeOpenFailure(matchMakeError('Bad Gateway', status)).isUnreachable).toBe(true);
    }
  });

  it("shows the room's own refusals with our code, read from the status each refusal has", () => {
    expect(matchmakeOpenFailure(matchMakeError('You must be logged in to join a lobby', 401))).toEqual({
      isUnreachable: false,
      code: 'unauthorized',
      message: 'You must be logged in to join a lobby',
    });
    expect(matchmakeOpenFailure(matchMakeError('Removed.', 403)).code).toBe('kicked-from-lobby');
    expect(matchmakeOpenFailure(matchMakeError('This lobby is full.', 409))).toEqual({
      isUnreachable: false,
      code: 'lobby-full',
      message: 'This lobby is full.',
    });
    expect(matchmakeOpenFailure(matchMakeError('Started.', 423)).code).toBe('game-in-progress');
    // A refusal with no status of its own keeps the server's words, without a code.
    expect(
      matchmakeOpenFailure(matchMakeError('These join options could not be read.', 400)).code,
    ).toBeNull();
  });

  it("gives Colyseus's own matchmaking texts and server faults the spec's default", () => {
    expect(matchmakeOpenFailure(matchMakeError('room "ABC234" not found', 522))).toEqual({
      isUnreachable: false,
      code: null,
      message: null,
    });
    expect(matchmakeOpenFailure(matchMakeError('onAuth failed', 525)).message).toBeNull();
    expect(matchmakeOpenFailure(matchMakeError('Internal', 500)).message).toBeNull();
  });
});

describe('matchmakeFailureOf: the same three kinds as a REST call', () => {
  it('reads the room refusing a seat as a refusal, a server fault as ours, no answer as unreachable', () => {
    expect(matchmakeFailureOf(matchMakeError('You must be logged in to join a lobby', 401))).toEqual({
      kind: 'refused',
      code: 'unauthorized',
      message: 'You must be logged in to join a lobby',
      status: 401,
    });
    expect(matchmakeFailureOf(matchMakeError('Internal', 500))).toEqual({ kind: 'our-fault', code: null });
    expect(matchmakeFailureOf(matchMakeError('Failed to fetch', undefined))).toEqual({ kind: 'unreachable' });
  });

  it("words a join refusal through the same table as the REST lobby's, in the interface language", () => {
    const { english, filipino } = CATALOGUES;
    const signIn = matchmakeOpenFailure(matchMakeError('You must be logged in to join a lobby', 401));
    expect(openFailureText('join', signIn, filipino.lobby, filipino.serverErrors)).toBe(
      filipino.lobby.refusals.joinSignIn,
    );
    const internal = matchmakeOpenFailure(matchMakeError('Internal', 500));
    expect(openFailureText('create', internal, english.lobby, english.serverErrors)).toBe(
      english.lobby.failed.create,
    );
  });
});
