import { ROUNDS_PER_GAME } from '@bluffle/shared-schema';
import type {
  CreateSessionResponse,
  PlayWord,
  SubmitAnswerResponse,
  WordsForPlayResponse,
} from '@bluffle/shared-schema';
import { correctFollowupOf, truthOf } from './fixture-words';
import { rest } from './rest-client';

export interface SoloGame {
  sessionCode: string;
  playerToken: string;
  words: PlayWord[];
}

export type RoundOver = Extract<SubmitAnswerResponse, { stage: 'round-over' }>;
export type FollowupAsked = Extract<SubmitAnswerResponse, { stage: 'followup' }>;

/** How a test plays a round of fixture words: fully right, wrong at phase one, or wrong at the follow-up. */
export type RoundPlan = 'right' | 'wrong-first' | 'wrong-followup';

/** Creates a session and fetches its words (which opens round 1), failing loudly on any non-2xx. */
export async function startSoloGame(
  baseUrl: string,
  options: { playerName?: string; language?: string; headers?: Record<string, string> } = {},
): Promise<SoloGame> {
  // `headers` carries a signed-in browser's cookie: the session's player is then that user.
  const created = await rest<CreateSessionResponse>(baseUrl, '/api/sessions/create', {
    body: { playerName: options.playerName ?? 'Ada', totalRounds: 5, language: options.language },
    headers: options.headers,
  });
  if (created.status !== 201) {
    throw new Error(`create session failed: ${created.status} ${JSON.stringify(created.body)}`);
  }
  const { sessionCode, playerToken } = created.body;
  const served = await rest<WordsForPlayResponse>(baseUrl, `/api/words/session/${sessionCode}?count=10`, {
    token: playerToken,
  });
  if (served.status !== 200) {
    throw new Error(`words for session failed: ${served.status} ${JSON.stringify(served.body)}`);
  }
  return { sessionCode, playerToken, words: served.body.words };
}

export async function submitAnswer<Body = SubmitAnswerResponse>(
  baseUrl: string,
  game: Pick<SoloGame, 'sessionCode' | 'playerToken'>,
  body: Record<string, unknown>,
) {
  return rest<Body>(baseUrl, `/api/sessions/${game.sessionCode}/answers`, { body, token: game.playerToken });
}

/** Plays round `roundNumber` (1-based) of a game on fixture words, following the plan. */
export async function playRound(
  baseUrl: string,
  game: SoloGame,
  roundNumber: number,
  plan: RoundPlan,
  beforeFollowup?: () => void,
): Promise<RoundOver> {
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
  for (let round = 1; round <= game.words.length && round <= ROUNDS_PER_GAME; round += 1) {
    await playRound(baseUrl, game, round, 'wrong-first');
  }
  const completed = await rest(baseUrl, `/api/sessions/${game.sessionCode}/complete`, {
    method: 'POST',
    token: game.playerToken,
    body: {},
  });
  if (completed.status !== 200) throw new Error(`complete failed: ${completed.status}`);
}
