import { ERROR_CODES } from '../errors';
import {
  LOBBY_MESSAGE_SCHEMAS,
  LOBBY_MESSAGE_TYPES,
  answerMessageSchema,
  callMessageSchema,
  isLobbyMessageType,
  kickMessageSchema,
  leaveMessageSchema,
  parseLobbyMessage,
  readyMessageSchema,
  rematchMessageSchema,
  setLanguageMessageSchema,
  setPrivateMessageSchema,
  setRoundTimeMessageSchema,
  startMessageSchema,
  unknownLobbyMessage,
} from './lobby-messages';

/** The first problem's message, as the room's error reply would carry it. */
function problemOf(
  schema: { safeParse(value: unknown): { success: boolean; error?: { issues: { message: string }[] } } },
  value: unknown,
) {
  const parsed = schema.safeParse(value);
  expect(parsed.success).toBe(false);
  return parsed.error?.issues[0]?.message;
}

describe('lobby message types', () => {
  it('names the seven lobby messages and the round time, call and private in kebab-case, each with a schema', () => {
    expect(Object.values(LOBBY_MESSAGE_TYPES).sort()).toEqual(
      [
        'answer',
        'kick',
        'leave',
        'ready',
        'rematch',
        'set-language',
        'set-round-time',
        'start',
        'call',
        'set-private',
      ].sort(),
    );
    expect(Object.keys(LOBBY_MESSAGE_SCHEMAS).sort()).toEqual(Object.values(LOBBY_MESSAGE_TYPES).sort());
    expect(isLobbyMessageType('set-language')).toBe(true);
    expect(isLobbyMessageType('setLanguage')).toBe(false);
    expect(isLobbyMessageType(7)).toBe(false);
  });
});

describe('call and set-private', () => {
  it('takes a round and a REAL or FAKE call, and a private switch, saying what to send otherwise', () => {
    expect(callMessageSchema.parse({ round: 2, calledReal: false })).toEqual({ round: 2, calledReal: false });
    expect(problemOf(callMessageSchema, { round: 0, calledReal: true })).toBe('round starts at 1.');
    expect(problemOf(callMessageSchema, { round: 1 })).toBe(
      'calledReal must be true (REAL) or false (FAKE).',
    );
    expect(setPrivateMessageSchema.parse({ isPrivate: true })).toEqual({ isPrivate: true });
    expect(problemOf(setPrivateMessageSchema, { isPrivate: 'yes' })).toBe('isPrivate must be true or false.');
  });
});

describe('ready', () => {
  it('takes a boolean isReady', () => {
    expect(readyMessageSchema.parse({ isReady: true })).toEqual({ isReady: true });
    expect(readyMessageSchema.parse({ isReady: false })).toEqual({ isReady: false });
  });

  it('refuses a missing or non-boolean isReady, saying what to send', () => {
    expect(problemOf(readyMessageSchema, {})).toBe('isReady must be true or false.');
    expect(problemOf(readyMessageSchema, { isReady: 'yes' })).toBe('isReady must be true or false.');
    expect(problemOf(readyMessageSchema, true)).toBe(
      'The ready message must be an object like { "isReady": true }.',
    );
  });

  it('refuses fields it does not know, naming them', () => {
    expect(problemOf(readyMessageSchema, { isReady: true, isHost: true })).toBe(
      'The ready message does not take isHost: send { "isReady": true }.',
    );
  });
});

describe('messages that carry nothing: start, rematch, leave', () => {
  it('take no payload or an empty object', () => {
    for (const schema of [startMessageSchema, rematchMessageSchema, leaveMessageSchema]) {
      expect(schema.parse(undefined)).toEqual({});
      expect(schema.parse(null)).toEqual({});
      expect(schema.parse({})).toEqual({});
    }
  });

  it('refuse anything inside, naming the field', () => {
    expect(problemOf(startMessageSchema, { force: true })).toBe(
      'The start message does not take force: send {} or nothing.',
    );
    expect(problemOf(leaveMessageSchema, 'now')).toBe(
      'The leave message must be an object like {} or nothing.',
    );
  });
});

describe('answer', () => {
  it('takes a round number and REAL (true) or FAKE (false)', () => {
    expect(answerMessageSchema.parse({ roundNumber: 3, answer: false })).toEqual({
      roundNumber: 3,
      answer: false,
    });
  });

  it('refuses a missing, fractional or zero round number', () => {
    expect(problemOf(answerMessageSchema, { answer: true })).toBe(
      'roundNumber must be the number of the round you are answering.',
    );
    expect(problemOf(answerMessageSchema, { roundNumber: 1.5, answer: true })).toBe(
      'roundNumber must be a whole number.',
    );
    expect(problemOf(answerMessageSchema, { roundNumber: 0, answer: true })).toBe('roundNumber starts at 1.');
  });

  it('refuses an answer that is not a boolean', () => {
    expect(problemOf(answerMessageSchema, { roundNumber: 1, answer: 'REAL' })).toBe(
      'answer must be true (REAL) or false (FAKE).',
    );
  });

  it('refuses a client-sent time: the server times answers itself', () => {
    expect(problemOf(answerMessageSchema, { roundNumber: 1, answer: true, timeSpent: 10 })).toContain(
      'does not take timeSpent',
    );
  });
});

describe('kick', () => {
  it('takes a trimmed player id', () => {
    expect(kickMessageSchema.parse({ playerId: '  p2 ' })).toEqual({ playerId: 'p2' });
  });

  it('refuses a blank, missing or overlong id', () => {
    expect(problemOf(kickMessageSchema, { playerId: '  ' })).toBe(
      'playerId must be the id of a player in this lobby.',
    );
    expect(problemOf(kickMessageSchema, {})).toBe('playerId must be the id of a player in this lobby.');
    expect(problemOf(kickMessageSchema, { playerId: 'x'.repeat(65) })).toBe(
      'playerId is too long to be a player id.',
    );
  });
});

describe('set-language', () => {
  it('takes English or Filipino, in any case', () => {
    expect(setLanguageMessageSchema.parse({ language: 'Filipino' })).toEqual({ language: 'filipino' });
  });

  it('refuses a language that is not played', () => {
    expect(problemOf(setLanguageMessageSchema, { language: 'latin' })).toBe(
      'language must be english or filipino',
    );
  });
});

describe('set-round-time', () => {
  it('takes 15, 30 or 45 seconds', () => {
    for (const roundSeconds of [15, 30, 45]) {
      expect(setRoundTimeMessageSchema.parse({ roundSeconds })).toEqual({ roundSeconds });
    }
  });

  it('refuses any other time, text, or a missing one, with the choices', () => {
    for (const roundSeconds of [20, 0, '30', undefined]) {
      expect(problemOf(setRoundTimeMessageSchema, { roundSeconds })).toBe(
        'roundSeconds must be 15, 30 or 45.',
      );
    }
  });
});

describe('parseLobbyMessage', () => {
  it('gives the parsed message', () => {
    expect(parseLobbyMessage('answer', { roundNumber: 2, answer: true })).toEqual({
      isRefused: false,
      value: { roundNumber: 2, answer: true },
    });
  });

  it('refuses with invalid-message and the first problem', () => {
    expect(parseLobbyMessage('ready', { isReady: 1 })).toEqual({
      isRefused: true,
      refusal: { code: ERROR_CODES.invalidMessage, message: 'isReady must be true or false.' },
    });
  });

  it('words a refusal for an unknown message type with the types it knows', () => {
    expect(unknownLobbyMessage('redy')).toEqual({
      code: ERROR_CODES.invalidMessage,
      message:
        'Unknown message type "redy": send one of ready, start, answer, kick, set-language, set-round-time, rematch, leave, call, set-private.',
    });
  });
});
