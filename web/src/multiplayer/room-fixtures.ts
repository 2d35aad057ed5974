import {
  liveGameViewOf,
  lobbyViewOf,
  type LobbyPlayerSnapshot,
  type LobbySnapshot,
  type LobbyView,
  type MultiplayerGameView,
} from '@bluffle/shared-schema';

// Test fixtures only (imported by *.test.ts, never by the app): rooms as the server syncs them, turned into
// views by the same shared functions the app uses, so tests see exactly what the transports deliver.

export function playerSnapshot(
  id: string,
  overrides: Partial<LobbyPlayerSnapshot> = {},
): LobbyPlayerSnapshot {
  return {
    id,
    userId: `user-${id}`,
    name: id.toUpperCase(),
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
    ...overrides,
  };
}

export function roomSnapshot(overrides: Partial<LobbySnapshot> = {}): LobbySnapshot {
  return {
    code: 'ABC234',
    status: 'waiting',
    language: 'english',
    roundSeconds: 15,
    round: 0,
    totalRounds: 5,
    roundStartedAt: 0,
    players: {
      ada: playerSnapshot('ada', { isHost: true, seatedAt: 1 }),
      bob: playerSnapshot('bob', { seatedAt: 2 }),
    },
    isPrivate: false,
    watcherCount: 0,
    audienceCorrect: 0,
    audienceCalls: 0,
    ...overrides,
  };
}

export function roomViews(overrides: Partial<LobbySnapshot> = {}): {
  lobby: LobbyView;
  game: MultiplayerGameView;
} {
  const snapshot = roomSnapshot(overrides);
  return { lobby: lobbyViewOf(snapshot), game: liveGameViewOf(snapshot) };
}

export const SAMPLE_WORD = {
  id: 'w1',
  word: 'quib',
  definition: 'A sly remark.',
  usage: 'He made a quib.',
  difficulty: 'easy',
  category: 'general',
  language: 'english',
  wordClass: 'noun',
} as const satisfies LobbySnapshot['currentWord'];
