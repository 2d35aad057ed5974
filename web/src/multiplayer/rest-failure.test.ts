import { ERROR_CODES, ERROR_MESSAGES } from '@bluffle/shared-schema';
import { ApiError } from '../api/api-error';
import {
  actionFailureEnding,
  pollFailureEnding,
  restOpenFailure,
  restRefusalMessage,
  SEAT_GONE_TEXT,
} from './rest-failure';
import { LEAVE_REASON_TEXTS } from './room-leave-reason';

describe('restOpenFailure', () => {
  it('reads an unanswered call (status 0) as unreachable', () => {
    expect(restOpenFailure(new ApiError('Cannot reach the server.', 0))).toEqual({
      isUnreachable: true,
      message: null,
    });
  });

  it("keeps a refusal's words and hides a server fault's", () => {
    expect(restOpenFailure(new ApiError(ERROR_MESSAGES.lobbyFull, 409, ERROR_CODES.lobbyFull))).toEqual({
      isUnreachable: false,
      message: ERROR_MESSAGES.lobbyFull,
    });
    expect(restOpenFailure(new ApiError(ERROR_MESSAGES.internal, 500, ERROR_CODES.internal))).toEqual({
      isUnreachable: false,
      message: null,
    });
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
  });
});

describe('pollFailureEnding', () => {
  it('ends the seat when the lobby is gone or the player is out of it', () => {
    for (const code of [ERROR_CODES.lobbyNotFound, ERROR_CODES.notInLobby]) {
      expect(pollFailureEnding(new ApiError('Out.', 403, code))).toBe('Out.');
    }
    expect(pollFailureEnding(new ApiError('', 404, null))).toBe(SEAT_GONE_TEXT);
  });

  it("tells a removed player the host removed them, by the code, as the live room's kick does", () => {
    const kicked = ERROR_CODES.kickedFromLobby;
    expect(pollFailureEnding(new ApiError(ERROR_MESSAGES.kickedFromLobby, 403, kicked))).toBe(
      ERROR_MESSAGES.kickedFromLobby,
    );
    expect(pollFailureEnding(new ApiError('', 403, kicked))).toBe(ERROR_MESSAGES.kickedFromLobby);
    expect(pollFailureEnding(new ApiError('Out.', 403, kicked))).toBe(LEAVE_REASON_TEXTS.kicked);
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
    expect(actionFailureEnding(kicked)).toBe(ERROR_MESSAGES.kickedFromLobby);
    const closed = new ApiError(ERROR_MESSAGES.lobbyNotFound, 404, ERROR_CODES.lobbyNotFound);
    expect(actionFailureEnding(closed)).toBe(ERROR_MESSAGES.lobbyNotFound);
  });

  it('keeps the seat for any other refusal, a 404 about something else included', () => {
    const noWords = new ApiError(ERROR_MESSAGES.noWordsAvailable, 404, ERROR_CODES.noWordsAvailable);
    expect(actionFailureEnding(noWords)).toBeNull();
    expect(actionFailureEnding(new ApiError(ERROR_MESSAGES.notHost, 403, ERROR_CODES.notHost))).toBeNull();
    expect(actionFailureEnding(new Error('network'))).toBeNull();
  });
});
