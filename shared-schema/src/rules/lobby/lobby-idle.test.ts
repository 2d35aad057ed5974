import type { Word } from '../../word';
import {
  newLobbyGame,
  type LobbyEffect,
  type LobbyEvent,
  type LobbyGame,
  type LobbyRules,
} from './lobby-game-state';
import { reduceLobby } from './lobby-reducer';

// Idle lobbies close, and an account that opens another lobby leaves this one, on a clock the
// test moves by hand.

const MINUTE_MS = 60_000;
const RULES: LobbyRules = {
  roundSeconds: 15,
  resultsMs: 3000,
  reconnectSeconds: 20,
  restSilenceMs: 10_000,
  emptyLobbyMs: MINUTE_MS,
  idleLobbyMs: 15 * MINUTE_MS,
  allowanceMs: 750,
};

const WORD = { id: 'w1', word: 'w', definition: 'd', isReal: true } as Word;

function lobby() {
  let game: LobbyGame = newLobbyGame({
    language: 'english',
    roundSeconds: RULES.roundSeconds,
    totalRounds: 1,
    nowMs: 0,
  });
  let nowMs = 0;
  const effects: LobbyEffect[] = [];
  const send = (event: LobbyEvent) => {
    const step = reduceLobby(game, event, { nowMs, rules: RULES });
    game = step.game;
    effects.push(...step.effects);
    return step;
  };
  return {
    get game() {
      return game;
    },
    effects,
    send,
    at(ms: number) {
      nowMs = ms;
      return send({ type: 'tick' });
    },
    sit(userId: string) {
      return send({
        type: 'seat',
        user: { id: userId, name: userId, avatar: '' },
        connection: { kind: 'ws', sessionId: `s-${userId}` },
        playerId: `p-${userId}`,
      });
    },
  };
}

describe('idle lobbies', () => {
  it('close after the idle time with no player move, not a moment before', () => {
    const room = lobby();
    room.sit('host');
    room.sit('guest');
    expect(room.at(15 * MINUTE_MS - 1).effects).toEqual([]);
    expect(room.at(15 * MINUTE_MS).effects).toEqual([{ type: 'close-lobby' }]);
    expect(room.game.isClosed).toBe(true);
    // Said once.
    expect(room.at(16 * MINUTE_MS).effects).toEqual([]);
  });

  it('stay open while players move: a join, a ready, a language change each count', () => {
    const room = lobby();
    room.sit('host');
    room.at(10 * MINUTE_MS);
    room.sit('guest');
    room.at(20 * MINUTE_MS);
    room.send({ type: 'ready', userId: 'guest', isReady: true });
    room.at(30 * MINUTE_MS);
    room.send({ type: 'set-language', userId: 'host', language: 'filipino' });
    expect(room.at(44 * MINUTE_MS).effects).toEqual([]);
    expect(room.at(45 * MINUTE_MS).effects).toEqual([{ type: 'close-lobby' }]);
  });

  it('do not count polls, reads or refused moves as activity', () => {
    const room = lobby();
    room.sit('host');
    room.at(5 * MINUTE_MS);
    room.send({ type: 'read', userId: 'host' });
    room.send({ type: 'polled', userId: 'host' });
    expect(room.send({ type: 'start', userId: 'host' }).ruling.isRefused).toBe(true);
    expect(room.game.lastActivityAtMs).toBe(0);
    expect(room.at(15 * MINUTE_MS).effects).toEqual([{ type: 'close-lobby' }]);
  });

  it('never close during a game', () => {
    const room = lobby();
    room.sit('host');
    room.sit('guest');
    room.send({ type: 'ready', userId: 'guest', isReady: true });
    room.send({ type: 'start', userId: 'host' });
    expect(room.at(20 * MINUTE_MS).effects).toEqual([]);
    expect(room.game.isClosed).toBe(false);
  });
});

describe('an account that opens another lobby', () => {
  it('leaves this one, which closes when it was the last player', () => {
    const room = lobby();
    room.sit('host');
    expect(room.send({ type: 'opened-another', userId: 'host' }).effects).toEqual([
      { type: 'close-socket', sessionId: 's-host', reason: 'left' },
      { type: 'close-lobby' },
    ]);
  });

  it('leaves it to the others, the next longest seated hosting', () => {
    const room = lobby();
    room.sit('host');
    room.sit('guest');
    room.send({ type: 'opened-another', userId: 'host' });
    expect(room.game.seats.map((seat) => [seat.userId, seat.isHost])).toEqual([['guest', true]]);
    expect(room.game.isClosed).toBe(false);
  });

  it('keeps its seat in a game under way', () => {
    const room = lobby();
    room.sit('host');
    room.sit('guest');
    room.send({ type: 'ready', userId: 'guest', isReady: true });
    room.send({ type: 'start', userId: 'host' });
    room.send({ type: 'words-drawn', words: [WORD] });
    expect(room.game.status).toBe('playing');
    const step = room.send({ type: 'opened-another', userId: 'host' });
    expect(step.effects).toEqual([]);
    expect(room.game.seats).toHaveLength(2);
  });

  it('is not in a lobby it already left', () => {
    const room = lobby();
    room.sit('host');
    room.sit('guest');
    expect(room.send({ type: 'opened-another', userId: 'stranger' }).ruling.isRefused).toBe(true);
  });
});
