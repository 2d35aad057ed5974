import { toPlayWord, type LobbyGame, type LobbySeat, type Word } from '@bluffle/shared-schema';
import { RoomPlayer, RoomReveal, toRoomWord, type LobbyState } from '@bluffle/shared-schema/room-state';

// What players may see of the lobby's game (lobby-game-state.ts in shared-schema), copied into the room's
// synced state after every event. Only fields that changed are written, so Colyseus patches carry only
// those; the round's word goes out without its truth, which waits for round results (the reveal).

type Fields<Target> = { [Key in keyof Target]?: Target[Key] };

/** Writes each field that differs; true when any did. */
function assign<Target extends object>(target: Target, fields: Fields<Target>): boolean {
  let isChanged = false;
  for (const key of Object.keys(fields) as (keyof Target)[]) {
    const value = fields[key] as Target[keyof Target];
    if (target[key] !== value) {
      target[key] = value;
      isChanged = true;
    }
  }
  return isChanged;
}

function playerFieldsOf(seat: LobbySeat): Fields<RoomPlayer> {
  return {
    id: seat.playerId,
    userId: seat.userId,
    name: seat.name,
    avatar: seat.avatar,
    isHost: seat.isHost,
    isReady: seat.isReady,
    isConnected: seat.droppedAtMs === null,
    currentScore: seat.score.totalScore,
    hasAnswered: seat.hasAnswered,
    isCorrect: seat.isCorrect,
    answerTime: seat.answerTimeMs,
    totalAnswerTime: seat.totalAnswerTimeMs,
    seatedAt: seat.seatedAt,
  };
}

/** The word on screen: the round's, while it is played and at its results. */
function shownWord(game: LobbyGame<Word>): Word | undefined {
  const isShown = game.status === 'playing' || game.status === 'round-results';
  return isShown ? game.words[game.round - 1] : undefined;
}

/** The truth told: the last judged round's, from its results until the lobby gathers again. */
function revealedWord(game: LobbyGame<Word>): Word | undefined {
  const isTold = game.status === 'round-results' || game.status === 'finished';
  return isTold ? game.words[game.round - 1] : undefined;
}

/**
 * Copies `game` into the synced `state`; true when anything players see changed. `previous` is the lobby
 * last copied: the rules never change a seat in place, so a seat that is the same object as one of its seats
 * is already in the state as it is, and is not read again (: at 1,000 lobbies, comparing every
 * field of four players after each answer was a tenth of the server's CPU in play).
 */
export function syncRoomState(state: LobbyState, game: LobbyGame<Word>, previous?: LobbyGame<Word>): boolean {
  let isChanged = assign(state, {
    status: game.status,
    language: game.language,
    roundSeconds: game.roundSeconds,
    round: game.round,
    totalRounds: game.totalRounds,
    roundStartedAt: game.roundStartedAtMs,
    isPrivate: game.isPrivate,
    watcherCount: game.watchers.length,
    audienceCorrect: game.audience.correct,
    audienceCalls: game.audience.calls,
  });
  const shown = shownWord(game);
  if (state.currentWord?.id !== shown?.id) {
    state.currentWord = shown === undefined ? undefined : toRoomWord(toPlayWord(shown));
    isChanged = true;
  }
  const revealed = revealedWord(game);
  if (state.reveal?.wordId !== revealed?.id) {
    state.reveal =
      revealed === undefined
        ? undefined
        : new RoomReveal({
            wordId: revealed.id,
            word: revealed.word,
            isReal: revealed.isReal,
            definition: revealed.definition,
            explanation: revealed.explanation,
          });
    isChanged = true;
  }
  // The crowd's split goes out with the truth, never before: the round's calls are counted as they come.
  if (state.reveal !== undefined) {
    isChanged =
      assign(state.reveal, {
        audienceCalls: game.roundAudience.calls,
        audienceSaidReal: game.roundAudience.saidReal,
      }) || isChanged;
  }
  const seated = new Set<string>();
  const copiedSeats = new Set(previous?.seats);
  for (const seat of game.seats) {
    seated.add(seat.playerId);
    if (copiedSeats.has(seat)) continue;
    const player = state.players.get(seat.playerId);
    if (player === undefined) {
      state.players.set(seat.playerId, new RoomPlayer(playerFieldsOf(seat)));
      isChanged = true;
    } else {
      isChanged = assign(player, playerFieldsOf(seat)) || isChanged;
    }
  }
  for (const playerId of [...state.players.keys()]) {
    if (!seated.has(playerId)) {
      state.players.delete(playerId);
      isChanged = true;
    }
  }
  return isChanged;
}
