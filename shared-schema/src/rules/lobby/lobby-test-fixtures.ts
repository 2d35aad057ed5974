import type { Word } from '../../word';
import type { LobbyRules } from './lobby-game-state';

// What the lobby reducer's tests share: the rules' timings and five words whose truth the tests know.

export const TEST_LOBBY_RULES: LobbyRules = {
  roundSeconds: 15,
  resultsMs: 3000,
  reconnectSeconds: 20,
  restSilenceMs: 10_000,
  emptyLobbyMs: 60_000,
  idleLobbyMs: 15 * 60_000,
  allowanceMs: 750,
};

function word(id: string, isReal: boolean): Word {
  return {
    id,
    word: `word-${id}`,
    definition: `the meaning of ${id}`,
    usage: `A sentence with word-${id}.`,
    isReal,
    explanation: `About ${id}.`,
    difficulty: 'easy',
    category: 'general',
    language: 'english',
    wordClass: 'noun',
    createdAt: '2026-01-01T00:00:00.000Z',
  } as Word;
}

/** Round 1's word is real, round 2's fake, and so on. */
export const TEST_LOBBY_WORDS = [
  word('w1', true),
  word('w2', false),
  word('w3', true),
  word('w4', false),
  word('w5', true),
];
