import { ERROR_CODES, ERROR_MESSAGES } from '@bluffle/shared-schema';
import { ApiError } from '../api/api-error';
import { actionFailureEnding, pollFailureEnding, restOpenFailure, restRefusalMessage } from './rest-failure';

const kickedEnding = { kind: 'seat-ended', reason: 'kicked' };

describe('restOpenFailure', () => {
  it('reads an unanswered call (status 0) as unreachable', () => {
    expect(restOpenFailure(new ApiError('Cannot reach the server.', 0))).toEqual({
      isUnreachable: true,
      code: null,
      message: null,
    });
  });

  it("keeps a refusal's code and words and hides a server fault's", () => {
    expect(restOpenFailure(new ApiError(ERROR_MESSAGES.lobbyFull, 409, ERROR_CODES.lobbyFull))).toEqual({
      isUnreachable: false,
      code: ERROR_CODES.lobbyFull,
      message: ERROR_MESSAGES.lobbyFull,
    });
    expect(restOpenFailure(new ApiError(ERROR_MESSAGES.internal, 500, ERROR_CODES.internal))).toEqual({
      isUnreachable: false,
      code: null,
      message: null,
    });
    expect(restOpenFailure(new TypeError('fetch failed')).isUnreachable).toBe(true);
    expect(restOpenFailure(new Error('bug')).isUnreachable).toBe(false);
  });
});

describe('restRefusalMessage', () => {
  it('carries the message and code of a 4xx refusal, nothing readable otherwise', () => {
    expect(restRefusalMessage(new ApiError(ERROR_MESSAGES.notHost, 403, ERROR_CODES.notHost))).toEqual({
      message: ERROR_MESSAGES.notHost,
      code: ERROR_CODES.notHost,
    });
    expect(restRefusalMessage(new ApiError('Cannot reach the server.', 0))).toEqual({
      message: null,
      code: null,
    });
    expect(restRefusalMessage(new Error('boom'))).toEqual({ message: null, code: null });
    expect(restRefusalMessage(new ApiError(ERROR_MESSAGES.internal, 500, ERROR_CODES.internal))).toEqual({
      message: null,
      code: ERROR_CODES.internal,
    });
  });
});

describe('pollFailureEnding', () => {
  it('ends the seat when the lobby is gone or the player is out of it', () => {
    for (const code of [ERROR_CODES.lobbyNotFound, ERROR_CODES.notInLobby]) {
      expect(pollFailureEnding(new ApiError('Out.', 403, code))).toEqual({
        kind: 'seat-refused',
        code,
        message: 'Out.',
      });
    }
    expect(pollFailureEnding(new ApiError('', 404, null))).toEqual({
      kind: 'seat-refused',
      code: null,
      message: null,
    });
  });

  it("tells a removed player the host removed them, by the code, as the live room's kick does", () => {
    const kicked = ERROR_CODES.kickedFromLobby;
    expect(pollFailureEnding(new ApiError(ERROR_MESSAGES.kickedFromLobby, 403, kicked))).toEqual(
      kickedEnding,
    );
    expect(pollFailureEnding(new ApiError('', 403, kicked))).toEqual(kickedEnding);
  });

  it('tells a poller its lobby closed because the server is restarting (a 503 server-draining)', () => {
    const draining = new ApiError(ERROR_MESSAGES.lobbyClosedForRestart, 503, ERROR_CODES.serverDraining);
    expect(pollFailureEnding(draining)).toEqual({ kind: 'seat-ended', reason: 'server-restarting' });
    // An open refused the same way keeps the code, so the page words it (try again shortly).
    expect(restOpenFailure(draining)).toMatchObject({
      isUnreachable: false,
      code: ERROR_CODES.serverDraining,
    });
  });

  it('keeps polling through network trouble and server faults', () => {
    expect(pollFailureEnding(new ApiError('Cannot reach the server.', 0))).toBeNull();
    expect(pollFailureEnding(new ApiError('Oops', 500, ERROR_CODES.internal))).toBeNull();
    expect(pollFailureEnding(new TypeError('x'))).toBeNull();
  });
});

describe('actionFailureEnding', () => {
  it('ends the seat for a refusal that says it is gone', () => {
    const kicked = new ApiError('whatever', 403, ERROR_CODES.kickedFromLobby);
    expect(actionFailureEnding(kicked, 'ready')).toEqual(kickedEnding);
    const closed = new ApiError(ERROR_MESSAGES.lobbyNotFound, 404, ERROR_CODES.lobbyNotFound);
    expect(actionFailureEnding(closed, 'start')).toEqual({
      kind: 'seat-refused',
      code: ERROR_CODES.lobbyNotFound,
      message: ERROR_MESSAGES.lobbyNotFound,
    });
  });

  it('keeps the seat of a host whose kick names a player who has gone', () => {
    const gone = new ApiError('That player is not in this lobby.', 403, ERROR_CODES.notInLobby);
    expect(actionFailureEnding(gone, 'kick')).toBeNull();
    expect(actionFailureEnding(gone, 'ready')).toMatchObject({ kind: 'seat-refused' });
  });

  it('keeps the seat for any other refusal, a 404 about something else included', () => {
    const noWords = new ApiError(ERROR_MESSAGES.noWordsAvailable, 404, ERROR_CODES.noWordsAvailable);
    expect(actionFailureEnding(noWords, 'start')).toBeNull();
    const notHost = new ApiError(ERROR_MESSAGES.notHost, 403, ERROR_CODES.notHost);
    expect(actionFailureEnding(notHost, 'start')).toBeNull();
    expect(actionFailureEnding(new Error('network'), 'start')).toBeNull();
  });
});
