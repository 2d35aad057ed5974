import { newLobbyGame, type LobbyGame } from '@bluffle/shared-schema';
import type { StoredWord } from '../domain/word';
import { parseSavedLobby, savedLobbyJson, type SavedLobby } from './lobby-snapshots';

function storedWord(id: string): StoredWord {
  return {
    id,
    word: `word-${id}`,
    definition: 'a definition with "quotes", a } and a "words": key inside',
    usage: `The word-${id} is used here.`,
    isReal: id === 'a',
    difficulty: 'hard',
    category: 'test',
    language: 'english',
    wordClass: 'noun',
    explanation: 'The truth, kept on the server.',
    createdAt: '2026-01-01T00:00:00.000Z',
    source: 'seed',
    createdBy: null,
    status: 'approved',
    rejectionReason: null,
  };
}

function savedLobby(game: LobbyGame<StoredWord>): SavedLobby {
  return { code: 'SAVEME', game, openerUserId: 'user-1', ownerId: 'process-1', savedAtMs: 1_234 };
}

const words = [storedWord('a'), storedWord('b')];
const watched: LobbyGame<StoredWord> = {
  ...newLobbyGame<StoredWord>({ language: 'english', roundSeconds: 15, totalRounds: 5, nowMs: 1_000 }),
  words,
  watchers: [{ watcherId: 'w1', connection: { kind: 'ws', sessionId: 's1' }, calledRound: 0 }],
};

describe('savedLobbyJson and parseSavedLobby', () => {
  it('bring a lobby back whole, words included, without the watchers who went with the process', () => {
    const parsed = parseSavedLobby(savedLobbyJson(savedLobby(watched)));
    expect(parsed).toEqual(savedLobby({ ...watched, watchers: [] }));
  });

  it('write the words a later save of the same draw repeats as the first save wrote them', () => {
    const first = savedLobbyJson(savedLobby(watched));
    const later = savedLobbyJson(savedLobby({ ...watched, round: 2, words }));
    expect(parseSavedLobby(later).game.words).toEqual(parseSavedLobby(first).game.words);
    expect(parseSavedLobby(later).game.round).toBe(2);
  });

  it('read a snapshot saved with the words inside the game, as saves were written before', () => {
    const older = JSON.stringify(savedLobby({ ...watched, watchers: [] }));
    expect(parseSavedLobby(older)).toEqual(savedLobby({ ...watched, watchers: [] }));
  });
});
