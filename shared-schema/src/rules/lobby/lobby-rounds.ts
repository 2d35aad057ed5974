import { ERROR_CODES, ERROR_MESSAGES } from '../../errors';
import type { Word } from '../../word';
import { initialScore } from '../scoring';
import { gameStarted } from './host-actions';
import { refuseLobbyAnswer } from './lobby-answer-guards';
import {
  isSeatConnected,
  NO_AUDIENCE_CALLS,
  NO_ROUND_CALLS,
  seatOf,
  type LobbyContext,
  type LobbyEffect,
  type LobbyGame,
  type LobbySeat,
  type LobbyStep,
} from './lobby-game-state';
import { isLobbyRoundOver, lobbyRoundDeadlineMs, type LobbyRoundClock } from './lobby-round-end';
import { scoreLobbyAnswer } from './lobby-round-scoring';
import { addJudgedRound } from './lobby-audience';
import { acceptedStep, NOT_IN_LOBBY, refuseHost, refusedStep, updateSeat } from './lobby-step';
import { refuseStart } from './start-game';

// Rounds: the start and its words, answers, the round's end and results, the game's end, a rematch (docs/product.md §4
// Multiplayer, §9). Pure steps of reduceLobby (lobby-reducer.ts); time is the context's nowMs.

/** The round in play's clock: its length is the lobby's round time (the host's pick), not the rules'. */
export function roundClock(game: LobbyGame<Word>, { nowMs, rules }: LobbyContext): LobbyRoundClock {
  return {
    roundStartedAtMs: game.roundStartedAtMs,
    nowMs,
    roundSeconds: game.roundSeconds,
    allowanceMs: rules.allowanceMs,
  };
}

function freshRound(seat: LobbySeat): LobbySeat {
  return { ...seat, pending: null, hasAnswered: false, isCorrect: false, answerTimeMs: 0 };
}

function freshGame(seat: LobbySeat): LobbySeat {
  return { ...freshRound(seat), score: initialScore(), answers: [], totalAnswerTimeMs: 0 };
}

/** The host starts the game (docs/product.md §5 Start lobby): the words are drawn (an effect) before round 1 opens. */
export function start<W extends Word>(game: LobbyGame<W>, userId: string): LobbyStep<W> {
  if (seatOf(game, userId) === undefined) return refusedStep(game, NOT_IN_LOBBY);
  if (game.status !== 'waiting' || game.isDrawingWords) return refusedStep(game, gameStarted());
  const refusal = refuseStart(
    game.seats.map((seat) => ({ id: seat.userId, isHost: seat.isHost, isReady: seat.isReady })),
    userId,
  );
  if (refusal !== null) return refusedStep(game, refusal);
  return acceptedStep({ ...game, isDrawingWords: true }, [
    {
      type: 'draw-words',
      language: game.language,
      count: game.totalRounds,
      userIds: game.seats.map((seat) => seat.userId),
    },
  ]);
}

/** The start's words arrived (none when drawing failed): round 1 opens, if the game can still be played. */
export function wordsDrawn<W extends Word>(
  game: LobbyGame<W>,
  words: readonly W[],
  context: LobbyContext,
): LobbyStep<W> {
  if (!game.isDrawingWords) return acceptedStep(game);
  const drawn = { ...game, isDrawingWords: false };
  if (words.length < game.totalRounds) {
    return refusedStep(drawn, {
      code: ERROR_CODES.noWordsAvailable,
      message: ERROR_MESSAGES.noWordsAvailable,
    });
  }
  // Players may have left while the words were drawn: the rule is checked again on who is here now.
  if (drawn.seats.length < 2) {
    return refusedStep(drawn, {
      code: ERROR_CODES.notEnoughPlayers,
      message: ERROR_MESSAGES.notEnoughPlayers,
    });
  }
  // A new game: the audience's totals start again, and every watcher may call its round 1.
  const watchers = drawn.watchers.map((watcher) => ({ ...watcher, calledRound: 0 }));
  const fresh = { ...drawn, words, seats: drawn.seats.map(freshGame), watchers, audience: NO_AUDIENCE_CALLS };
  const effects: LobbyEffect<W>[] = [];
  return acceptedStep(openRound(fresh, 1, context, effects), effects);
}

/**
 * Opens round `roundNumber`, and asks the room to wake the lobby just past its deadline (the allowance
 * included), so a round nobody finishes ends on time without the room ticking meanwhile.
 */
function openRound<W extends Word>(
  game: LobbyGame<W>,
  roundNumber: number,
  context: LobbyContext,
  effects: LobbyEffect<W>[],
): LobbyGame<W> {
  const opened = {
    ...game,
    status: 'playing' as const,
    round: roundNumber,
    roundStartedAtMs: context.nowMs,
    resultsEndAtMs: null,
    seats: game.seats.map(freshRound),
    roundAudience: NO_ROUND_CALLS,
  };
  // isLobbyRoundLate counts a round late only after its deadline.
  effects.push({ type: 'wake-at', atMs: lobbyRoundDeadlineMs(roundClock(opened, context)) + 1 });
  return opened;
}

/** REAL or FAKE for the round in play, timed by the room from the round's opening. */
export function answer<W extends Word>(
  game: LobbyGame<W>,
  userId: string,
  roundNumber: number,
  given: boolean,
  context: LobbyContext,
): LobbyStep<W> {
  const answering = seatOf(game, userId);
  if (answering === undefined) return refusedStep(game, NOT_IN_LOBBY);
  const clock = roundClock(game, context);
  const refusal = refuseLobbyAnswer(
    { status: game.status, round: game.round, hasAnswered: answering.hasAnswered, ...clock },
    roundNumber,
  );
  if (refusal !== null) return refusedStep(game, refusal);
  // Inside the network allowance an answer counts, but never for more than the round's time.
  const answerTimeMs = Math.min(context.nowMs - game.roundStartedAtMs, game.roundSeconds * 1000);
  const answered = updateSeat(game, userId, (seat) => ({
    ...seat,
    pending: { answer: given, answerTimeMs },
    hasAnswered: true,
    answerTimeMs,
  }));
  const effects: LobbyEffect<W>[] = [];
  return acceptedStep(endRoundIfOver(answered, context, effects), effects);
}

/**
 * Ends the round in play when everyone here has answered or its time (with the allowance) is up: every
 * seat's answer is judged at once (a silent one is a timeout) and the truth shows for the results pause.
 */
export function endRoundIfOver<W extends Word>(
  game: LobbyGame<W>,
  context: LobbyContext,
  effects: LobbyEffect<W>[],
): LobbyGame<W> {
  if (game.status !== 'playing') return game;
  const participants = game.seats.map((seat) => ({
    isConnected: isSeatConnected(seat) || seat.isResuming === true,
    hasAnswered: seat.hasAnswered,
  }));
  if (!isLobbyRoundOver(participants, roundClock(game, context))) return game;
  const word = game.words[game.round - 1];
  if (word === undefined) return game;
  const { nowMs, rules } = context;
  const seats = game.seats.map((seat) => {
    const given = seat.pending ?? { answer: null, answerTimeMs: game.roundSeconds * 1000 };
    const scored = scoreLobbyAnswer(seat.score, given, word.isReal, rules.allowanceMs);
    // A call made in time (late answers are refused) counts toward the word's fool rate; silence is none.
    if (seat.pending !== null) {
      effects.push({ type: 'record-word-call', word, userId: seat.userId, calledReal: seat.pending.answer });
    }
    return {
      ...seat,
      score: scored.score,
      answers: [
        ...seat.answers,
        {
          roundNumber: game.round,
          wordId: word.id,
          word: word.word,
          playerAnswer: given.answer,
          followupAnswer: null,
          isCorrect: scored.isCorrect,
          isFast: scored.isFast,
          timeSpent: given.answerTimeMs,
          pointsEarned: scored.pointsEarned,
        },
      ],
      isCorrect: scored.isCorrect,
      totalAnswerTimeMs: seat.totalAnswerTimeMs + given.answerTimeMs,
    };
  });
  const resultsEndAtMs = nowMs + rules.resultsMs;
  effects.push({ type: 'wake-at', atMs: resultsEndAtMs });
  // The crowd's calls are judged with the players' (watchers never end a round: the seats above decide).
  const audience = addJudgedRound(game.audience, game.roundAudience);
  return { ...game, status: 'round-results', resultsEndAtMs, seats, audience };
}

/** The game is over: every seat's game goes to its player's stats. */
function finish<W extends Word>(game: LobbyGame<W>, effects: LobbyEffect<W>[]): LobbyGame<W> {
  const wordIds = game.words.map((word) => word.id);
  for (const seat of game.seats) {
    effects.push({
      type: 'record-game',
      game: { userId: seat.userId, wordIds, answers: [...seat.answers], score: { ...seat.score } },
    });
  }
  return { ...game, status: 'finished', resultsEndAtMs: null };
}

/**
 * The clock's part in rounds: a round whose time is up, results whose pause is over. The countdown itself is
 * not the lobby's: clients count down from the round's opening, so a round changes only when
 * something happens in it.
 */
export function tickRounds<W extends Word>(
  game: LobbyGame<W>,
  context: LobbyContext,
  effects: LobbyEffect<W>[],
): LobbyGame<W> {
  if (game.status === 'playing') return endRoundIfOver(game, context, effects);
  if (
    game.status === 'round-results' &&
    game.resultsEndAtMs !== null &&
    context.nowMs >= game.resultsEndAtMs
  ) {
    return game.round >= game.totalRounds
      ? finish(game, effects)
      : openRound(game, game.round + 1, context, effects);
  }
  return game;
}

/** The host plays again with the same players (: rematch in the same lobby): back to gathering. */
export function rematch<W extends Word>(game: LobbyGame<W>, userId: string): LobbyStep<W> {
  const refusal = refuseHost(game, userId, 'rematch');
  if (refusal !== null) return refusedStep(game, refusal);
  return acceptedStep({
    ...game,
    status: 'waiting',
    round: 0,
    roundStartedAtMs: 0,
    resultsEndAtMs: null,
    words: [],
    seats: game.seats.map((seat) => ({ ...freshGame(seat), isReady: false })),
  });
}
