import { Encoder, Reflection } from '@colyseus/schema';
import type { PlayWord, Word } from '../word';
import { LobbyState } from './lobby-state';
import { RoomWord, toRoomWord } from './room-word';

// docs/design.md decision 3: the room state every client decodes must not carry a word's truth before round results.

/**
 * Every field a stored Word has and a PlayWord lacks, spelled out here (as tests/rest/no-truth-leak.test.ts
 * does) rather than imported, so the test shares no list with the code it checks. The Record type makes the
 * compiler reject this object when Word or PlayWord gains or loses such a field.
 */
const WORD_TRUTH: Record<Exclude<keyof Word, keyof PlayWord | 'createdAt'>, true> = {
  isReal: true,
  explanation: true,
  definitionCorrect: true,
  definitionFake1: true,
  definitionFake2: true,
  definitionFake3: true,
  wordsReal: true,
  wordsFake1: true,
  wordsFake2: true,
  wordsFake3: true,
};
const PLAY_WORD_FIELDS: Record<keyof PlayWord, true> = {
  id: true,
  word: true,
  definition: true,
  usage: true,
  wordClass: true,
  language: true,
  difficulty: true,
  category: true,
};

// Type level: no truth key on the schema's instances or on its JSON, and every PlayWord field present.
type RoomWordJson = ReturnType<RoomWord['toJSON']>;
type Is<Actual extends Expected, Expected> = Actual;
export type NoTruthOnTheInstance = Is<Extract<keyof RoomWord, keyof typeof WORD_TRUTH>, never>;
export type NoTruthInTheJson = Is<Extract<keyof RoomWordJson, keyof typeof WORD_TRUTH>, never>;
export type EveryPlayWordField = Is<Exclude<keyof PlayWord, keyof RoomWordJson>, never>;

const playWord: PlayWord = {
  id: 'word-1',
  word: 'quibblewick',
  definition: 'A candle that argues.',
  usage: 'The quibblewick went out in protest.',
  wordClass: 'noun',
  language: 'english',
  difficulty: 'medium',
  category: 'household',
};
const storedWord: Word = {
  ...playWord,
  isReal: false,
  explanation: 'Invented from quibble and wick.',
  definitionCorrect: 'unused',
  wordsReal: 'candlewick',
  wordsFake1: 'quibblewax',
  createdAt: '2026-01-01T00:00:00.000Z',
};

/** Field names as the schema declares them (the metadata the encoder sends in its handshake). */
function declaredFields(type: unknown): string[] {
  const metadataKey = (Symbol as unknown as { metadata: symbol }).metadata;
  const metadata = (type as Record<symbol, Record<string, { name?: string }>>)[metadataKey] ?? {};
  return Object.values(metadata).flatMap((field) => (typeof field?.name === 'string' ? [field.name] : []));
}

/** Encodes the state as the room does and decodes it as a client does: from the handshake, with no classes. */
function asAClientDecodesIt(state: LobbyState): { json: Record<string, unknown>; wordFields: string[] } {
  const encoder = new Encoder(state);
  const bytes = encoder.encodeAll();
  const decoder = Reflection.decode(Reflection.encode(encoder));
  decoder.decode(bytes);
  const decoded = decoder.state as unknown as { currentWord: object; toJSON(): Record<string, unknown> };
  return { json: decoded.toJSON(), wordFields: declaredFields(decoded.currentWord.constructor) };
}

describe('the room word carries no truth', () => {
  it('declares exactly the PlayWord fields', () => {
    expect(declaredFields(RoomWord).sort()).toEqual(Object.keys(PLAY_WORD_FIELDS).sort());
  });

  it('takes a stored word’s play fields only, truth left behind', () => {
    const state = new LobbyState({ code: 'ABC234', status: 'playing', round: 1 });
    state.currentWord = toRoomWord(storedWord);
    const { json, wordFields } = asAClientDecodesIt(state);

    expect(json.currentWord).toEqual(playWord);
    expect(wordFields.sort()).toEqual(Object.keys(PLAY_WORD_FIELDS).sort());
    for (const truth of Object.keys(WORD_TRUTH)) {
      expect({ truth, declared: wordFields.includes(truth) }).toEqual({ truth, declared: false });
    }
    const text = JSON.stringify(json);
    expect(text).not.toContain(storedWord.explanation);
    expect(text).not.toContain('candlewick');
  });

  it('does not send a truth field even when server code sticks one on the instance', () => {
    const state = new LobbyState({ status: 'playing', round: 1 });
    const word = toRoomWord(playWord);
    Object.assign(word, { isReal: true, explanation: 'leaked' });
    state.currentWord = word;
    const { json } = asAClientDecodesIt(state);

    expect(json.currentWord).toEqual(playWord);
    expect(JSON.stringify(json)).not.toContain('leaked');
  });
});
