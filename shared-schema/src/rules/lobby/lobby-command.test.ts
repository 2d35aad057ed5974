import { ERROR_CODES } from '../../errors';
import {
  LOBBY_COMMAND_TYPES,
  lobbyCommandSchema,
  lobbyEventOf,
  parseLobbyCommand,
  type LobbyActor,
} from './lobby-command';

const player: LobbyActor = { kind: 'player', userId: 'ada' };
const watcher: LobbyActor = { kind: 'watcher', watcherId: 'w1', via: 'rest' };

describe('lobby commands', () => {
  it('are named as the reducer names its events, the names a WebSocket client sends', () => {
    expect(LOBBY_COMMAND_TYPES).toEqual([
      'ready',
      'start',
      'answer',
      'kick',
      'set-language',
      'set-round-time',
      'rematch',
      'leave',
      'call',
      'set-private',
    ]);
  });

  it('reads a room message as its command: the type it came as, its payload as the fields', () => {
    expect(parseLobbyCommand('set-round-time', { roundSeconds: 30 })).toEqual({
      isRefused: false,
      value: { type: 'set-round-time', roundSeconds: 30 },
    });
    expect(parseLobbyCommand('start', undefined)).toEqual({ isRefused: false, value: { type: 'start' } });
    expect(parseLobbyCommand('set-round-time', { roundSeconds: 20 })).toEqual({
      isRefused: true,
      refusal: { code: ERROR_CODES.invalidMessage, message: 'roundSeconds must be 15, 30 or 45.' },
    });
    expect(parseLobbyCommand('round-time', { roundSeconds: 30 })).toMatchObject({
      isRefused: true,
      refusal: { code: ERROR_CODES.invalidMessage },
    });
  });

  it('takes a whole command as one object, with the same words for a bad field or an unknown type', () => {
    expect(lobbyCommandSchema.parse({ type: 'kick', playerId: ' p2 ' })).toEqual({
      type: 'kick',
      playerId: 'p2',
    });
    const badField = lobbyCommandSchema.safeParse({ type: 'ready', isReady: 'yes' });
    expect(badField.error?.issues[0]?.message).toBe('isReady must be true or false.');
    const extra = lobbyCommandSchema.safeParse({ type: 'start', force: true });
    expect(extra.error?.issues[0]?.message).toBe(
      'The start message does not take force: send {} or nothing.',
    );
    const unknown = lobbyCommandSchema.safeParse({ type: 'round-time', roundSeconds: 30 });
    expect(unknown.error?.issues[0]?.message).toBe(
      'Unknown message type "round-time": send one of ready, start, answer, kick, set-language, set-round-time, rematch, leave, call, set-private.',
    );
  });

  it('becomes the reducer event of its sender: a seat command a player’s, a call a watcher’s', () => {
    expect(lobbyEventOf(player, { type: 'set-private', isPrivate: true })).toEqual({
      isRefused: false,
      value: { type: 'set-private', isPrivate: true, userId: 'ada' },
    });
    expect(lobbyEventOf(watcher, { type: 'call', round: 2, calledReal: false })).toEqual({
      isRefused: false,
      value: { type: 'call', round: 2, calledReal: false, watcherId: 'w1', via: 'rest' },
    });
  });

  it('refuses a watcher a seat’s command and a player a watcher’s call', () => {
    expect(lobbyEventOf(watcher, { type: 'start' })).toMatchObject({
      isRefused: true,
      refusal: { code: ERROR_CODES.notInLobby },
    });
    expect(lobbyEventOf(player, { type: 'call', round: 1, calledReal: true })).toMatchObject({
      isRefused: true,
      refusal: { code: ERROR_CODES.notWatching },
    });
  });
});
