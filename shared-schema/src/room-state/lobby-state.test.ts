import { Decoder, Encoder } from '@colyseus/schema';
import { ROUNDS_PER_GAME } from '../constants';
import { LobbyState } from './lobby-state';
import { RoomPlayer } from './room-player';
import { toRoomWord } from './room-word';

const NUMBER_TYPES = new Set(['number', 'uint8', 'uint16', 'uint32', 'float32', 'float64', 'int8', 'int32']);

/** The declared number fields of a schema class (fields without .default() would start undefined: n++ is NaN). */
function numberFields(type: unknown): string[] {
  const metadataKey = (Symbol as unknown as { metadata: symbol }).metadata;
  const metadata = (type as Record<symbol, Record<string, { name?: string; type?: unknown }>>)[metadataKey];
  return Object.values(metadata ?? {}).flatMap((field) =>
    typeof field?.name === 'string' && NUMBER_TYPES.has(String(field.type)) ? [field.name] : [],
  );
}

describe('LobbyState', () => {
  it('starts as a waiting lobby of 5 rounds of 15 s in English, with no word', () => {
    const state = new LobbyState();
    expect(state.toJSON()).toEqual({
      code: '',
      status: 'waiting',
      language: 'english',
      roundSeconds: 15,
      round: 0,
      totalRounds: ROUNDS_PER_GAME,
      roundStartedAt: 0,
      players: {},
      isPrivate: false,
      watcherCount: 0,
      audienceCorrect: 0,
      audienceCalls: 0,
    });
    expect(state.currentWord).toBeUndefined();
  });

  it('gives every number field a starting number, so counting up never makes NaN', () => {
    for (const [type, instance] of [
      [LobbyState, new LobbyState() as unknown as Record<string, unknown>],
      [RoomPlayer, new RoomPlayer() as unknown as Record<string, unknown>],
    ] as const) {
      const fields = numberFields(type);
      expect(fields.length).toBeGreaterThan(0);
      for (const field of fields) {
        expect({ field, value: typeof instance[field] }).toEqual({ field, value: 'number' });
      }
    }
  });

  it('a new player is connected, not ready, not host, with no score or answer', () => {
    expect(new RoomPlayer({ id: 'p1', userId: 'u1', name: 'Ada' }).toJSON()).toEqual({
      id: 'p1',
      userId: 'u1',
      name: 'Ada',
      avatar: '',
      isHost: false,
      isReady: false,
      isConnected: true,
      currentScore: 0,
      hasAnswered: false,
      isCorrect: false,
      answerTime: 0,
      totalAnswerTime: 0,
      seatedAt: 0,
    });
  });

  it('survives the encoder and a decoder built on the same classes, then a patch', () => {
    const state = new LobbyState({
      code: 'ABC234',
      status: 'playing',
      round: 2,
      roundStartedAt: 1_700_000_000_000,
    });
    state.players.set(
      'p1',
      new RoomPlayer({ id: 'p1', userId: 'u1', name: 'Ada', isHost: true, seatedAt: 1 }),
    );
    state.players.set(
      'p2',
      new RoomPlayer({ id: 'p2', userId: 'u2', name: 'Bo', isReady: true, seatedAt: 2 }),
    );
    state.currentWord = toRoomWord({
      id: 'w1',
      word: 'lumen',
      definition: 'A unit of light.',
      usage: 'A bright lumen.',
      wordClass: 'noun',
      language: 'english',
      difficulty: 'easy',
      category: 'science',
    });
    const encoder = new Encoder(state);
    const decoder = new Decoder(new LobbyState());
    decoder.decode(encoder.encodeAll());
    encoder.discardChanges();
    expect(decoder.state.toJSON()).toEqual(state.toJSON());

    const player = state.players.get('p2');
    if (player === undefined) throw new Error('p2 is seated');
    player.hasAnswered = true;
    player.answerTime = 4200;
    state.watcherCount = 11;
    decoder.decode(encoder.encode());
    expect(decoder.state.players.get('p2')?.toJSON()).toMatchObject({ hasAnswered: true, answerTime: 4200 });
    expect(decoder.state.watcherCount).toBe(11);
  });
});
