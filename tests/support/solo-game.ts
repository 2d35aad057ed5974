import { setTimeout as sleep } from 'node:timers/promises';
import {
  FEEDBACK_DELAY_MS,
  nextRoundPathOf,
  ROUNDS_PER_GAME,
  type CreateSessionResponse,
  type OpenedWords,
  type OpenRoundResponse,
  type PlayWord,
  type SessionWordsResponse,
  type SubmitAnswerResponse,
} from '@bluffle/shared-schema';
import { correctFollowupOf, truthOf } from './fixture-words';
import { rest } from './rest-client';

/** A server clock the test moves on (ManualClock, SkippingClock) past a feedback pause instead of waiting. */
export interface SteppedClock {
  advance(milliseconds: number): void;
}

export interface SoloGame {
  sessionCode: string;
  playerToken: string;
  /** The words of the rounds opened so far, in play order: a round's word arrives when it opens. */
  words: PlayWord[];
  /** How many rounds the game has (the responses that start a game say; ROUNDS_PER_GAME when not given). */
  totalRounds?: number;
  /** The server's clock when the test drives it; without one, the real feedback pause is waited out. */
  clock?: SteppedClock;
}

/** A game as a call that starts one hands it back (a challenge copy, the daily five), for playRound. */
export function soloGameOf(
  session: { sessionCode: string; playerToken: string },
  opened: OpenedWords,
  clock?: SteppedClock,
): SoloGame {
  return { ...session, words: [...opened.words], totalRounds: opened.totalRounds, clock };
}

export type RoundOver = Extract<SubmitAnswerResponse, { stage: 'round-over' }>;
export type FollowupAsked = Extract<SubmitAnswerResponse, { stage: 'followup' }>;

/** How a test plays a round of fixture words: fully right, wrong at phase one, or wrong at the follow-up. */
export type RoundPlan = 'right' | 'wrong-first' | 'wrong-followup';

/** Creates a session and fetches its words (which opens round 1), failing loudly on any non-2xx. */
export async function startSoloGame(
  baseUrl: string,
  options: {
    playerName?: string;
    language?: string;
    headers?: Record<string, string>;
    clock?: SteppedClock;
    /** A relaxed game: no deadline, no fast bonus. Left out as the spec's clients leave it out. */
    isRelaxed?: boolean;
  } = {},
): Promise<SoloGame> {
  // `headers` carries a signed-in browser's cookie: the session's player is then that user.
  const created = await rest<CreateSessionResponse>(baseUrl, '/api/sessions/create', {
    body: {
      playerName: options.playerName ?? 'Ada',
      totalRounds: 5,
      language: options.language,
      isRelaxed: options.isRelaxed,
    },
    headers: options.headers,
  });
  if (created.status !== 201) {
    throw new Error(`create session failed: ${created.status} ${JSON.stringify(created.body)}`);
  }
  const { sessionCode, playerToken } = created.body;
  const served = await rest<SessionWordsResponse>(baseUrl, `/api/words/session/${sessionCode}?count=10`, {
    token: playerToken,
  });
  if (served.status !== 200) {
    throw new Error(`words for session failed: ${served.status} ${JSON.stringify(served.body)}`);
  }
  // Played as our own client plays: round 1's word, each later one from its opening (POST rounds/next).
  // GET words hands back all the session's words (docs/design.md decision 14); spec-client.test.ts plays those.
  const roundOne = { words: served.body.words.slice(0, 1), totalRounds: served.body.totalRounds };
  return soloGameOf({ sessionCode, playerToken }, roundOne, options.clock);
}

/** Lets a round's feedback pause pass: a manual clock is moved on by it, the real one is waited out. */
export async function waitOutFeedback(game: Pick<SoloGame, 'clock'>): Promise<void> {
  if (game.clock) game.clock.advance(FEEDBACK_DELAY_MS);
  // A little over the pause: the server's clock is the wall clock, the sleep a monotonic timer.
  else await sleep(FEEDBACK_DELAY_MS + 25);
}

/** POST rounds/next as the player, as it is: no waiting (the caller decides when). */
export async function askForRound<Body = OpenRoundResponse>(
  baseUrl: string,
  game: Pick<SoloGame, 'sessionCode' | 'playerToken'>,
  roundNumber: number,
) {
  return rest<Body>(baseUrl, nextRoundPathOf(game.sessionCode), {
    body: { roundNumber },
    token: game.playerToken,
  });
}

/**
 * Opens round `roundNumber` as the web app does once the feedback is over: the pause waited out, then
 * POST rounds/next; the round's word joins `game.words`. Fails loudly on a refusal.
 */
export async function openNextRound(
  baseUrl: string,
  game: SoloGame,
  roundNumber: number,
): Promise<OpenRoundResponse> {
  await waitOutFeedback(game);
  const opened = await askForRound(baseUrl, game, roundNumber);
  if (opened.status !== 200) {
    throw new Error(`opening round ${roundNumber} failed: ${opened.status} ${JSON.stringify(opened.body)}`);
  }
  game.words[roundNumber - 1] = opened.body.word;
  return opened.body;
}

export async function submitAnswer<Body = SubmitAnswerResponse>(
  baseUrl: string,
  game: Pick<SoloGame, 'sessionCode' | 'playerToken'>,
  body: Record<string, unknown>,
) {
  return rest<Body>(baseUrl, `/api/sessions/${game.sessionCode}/answers`, { body, token: game.playerToken });
}

/**
 * Plays round `roundNumber` (1-based) of a game on fixture words, following the plan; a round not open yet
 * is opened first (openNextRound: after its feedback pause).
 */
export async function playRound(
  baseUrl: string,
  game: SoloGame,
  roundNumber: number,
  plan: RoundPlan,
  beforeFollowup?: () => void,
): Promise<RoundOver> {
  if (game.words[roundNumber - 1] === undefined) await openNextRound(baseUrl, game, roundNumber);
  const word = game.words[roundNumber - 1];
  if (word === undefined) {
    throw new Error(`round ${roundNumber} has no word`);
  }
  const truth = truthOf(word);
  const playerAnswer = plan === 'wrong-first' ? !truth.isReal : truth.isReal;
  const first = await submitAnswer(baseUrl, game, { wordId: word.id, roundNumber, playerAnswer });
  if (first.status !== 200) {
    throw new Error(`phase one failed: ${first.status} ${JSON.stringify(first.body)}`);
  }
  if (first.body.stage === 'round-over') {
    return first.body;
  }
  beforeFollowup?.();
  const right = correctFollowupOf(truth);
  const chosen = plan === 'right' ? right : first.body.followup.options.find((option) => option !== right);
  const second = await submitAnswer(baseUrl, game, { wordId: word.id, roundNumber, followupAnswer: chosen });
  if (second.status !== 200 || second.body.stage !== 'round-over') {
    throw new Error(`follow-up failed: ${second.status} ${JSON.stringify(second.body)}`);
  }
  return second.body;
}

/** Plays every round of `game` (each lost at phase one) and completes it, so it can be shared as a challenge. */
export async function finishSoloGame(baseUrl: string, game: SoloGame): Promise<void> {
  for (let round = 1; round <= (game.totalRounds ?? ROUNDS_PER_GAME); round += 1) {
    await playRound(baseUrl, game, round, 'wrong-first');
  }
  const completed = await rest(baseUrl, `/api/sessions/${game.sessionCode}/complete`, {
    method: 'POST',
    token: game.playerToken,
    body: {},
  });
  if (completed.status !== 200) throw new Error(`complete failed: ${completed.status}`);
}
