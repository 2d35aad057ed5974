import {
  createSeededRandom,
  FAST_ANSWER_SECONDS,
  FEEDBACK_DELAY_MS,
  FOLLOWUP_SECONDS,
  NETWORK_ALLOWANCE_MS,
  ROUNDS_PER_GAME,
  SOLO_PHASE_ONE_SECONDS,
  type ApiError as ApiErrorBody,
  type PlayWord,
  type RandomSource,
  type SubmitAnswerResponse,
  type Word,
} from '@bluffle/shared-schema';
import { ApiError } from '../../web/src/api/api-error';
import { createLocalJudge } from '../../web/src/game/local-judge';
import type { RoundJudge } from '../../web/src/game/round-judge';
import { correctFollowupOf, truthOf } from '../support/fixture-words';
import { ManualClock } from '../support/manual-clock';
import { startSoloGame, submitAnswer, type SoloGame } from '../support/solo-game';
import { startTestServer, type TestServer } from '../support/test-server';

// One round, written once (issue 6): the server's solo service and the browser's offline judge both play
// through the shared round reducer. Here they are held to it: the same answers at the same clock values,
// with the same seeded random source, get the same replies and the same refusals from both.

const FAST_LIMIT_MS = FAST_ANSWER_SECONDS * 1000 + NETWORK_ALLOWANCE_MS;
const PHASE_ONE_LIMIT_MS = SOLO_PHASE_ONE_SECONDS * 1000 + NETWORK_ALLOWANCE_MS;
const FOLLOWUP_LIMIT_MS = FOLLOWUP_SECONDS * 1000 + NETWORK_ALLOWANCE_MS;

/** One answer of a script: how long after the previous one it is sent, to which round, and what it says. */
interface Step {
  afterMs: number;
  roundNumber: number;
  stage: 'phase-one' | 'followup';
  answer: 'right' | 'wrong' | 'timeout' | 'not-offered';
  /** Answer with another round's word (the server and the judge must both refuse it). */
  wordOfRound?: number;
}

/** What one side answered: a reply, or a refusal's status, code and message. */
type Outcome =
  { status: 200; reply: SubmitAnswerResponse } | { status: number; code: string | null; error: string };

describe('the server and the offline judge give the same replies to the same answers', () => {
  const clock = new ManualClock();
  // The server's random source, switched to a fresh seed once a game's words are served: from then on it
  // draws only for follow-ups, as the offline judge's does.
  let serverRandom: RandomSource = createSeededRandom(0);
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ clock, random: () => serverRandom() });
  });
  afterAll(() => server.close());

  /** A solo game on the server and the same words, with their truth, in an offline judge made at the same time. */
  async function startBoth(seed: number): Promise<{ game: SoloGame; judge: RoundJudge }> {
    const game = await startSoloGame(server.baseUrl);
    serverRandom = createSeededRandom(seed);
    const judge = createLocalJudge(game.words.map(withTruth), {
      playerName: 'Ada',
      totalRounds: ROUNDS_PER_GAME,
      phaseOneSeconds: SOLO_PHASE_ONE_SECONDS,
      now: () => clock.now(),
      random: createSeededRandom(seed),
    });
    return { game, judge };
  }

  /** Plays the script on both sides, step by step, and returns both sides' outcomes. */
  async function playBoth(seed: number, script: Step[]): Promise<{ server: Outcome[]; offline: Outcome[] }> {
    const { game, judge } = await startBoth(seed);
    const outcomes = { server: [] as Outcome[], offline: [] as Outcome[] };
    let offered: string[] = [];
    for (const step of script) {
      clock.advance(step.afterMs);
      const word = wordOf(game, step.wordOfRound ?? step.roundNumber);
      const answer = answerFor(step, word, offered);
      const body =
        step.stage === 'phase-one'
          ? { wordId: word.id, roundNumber: step.roundNumber, playerAnswer: answer as boolean | null }
          : { wordId: word.id, roundNumber: step.roundNumber, followupAnswer: answer as string | null };
      const onServer = await serverOutcome(game, body);
      const offline = await offlineOutcome(judge, step, word, answer);
      outcomes.server.push(onServer);
      outcomes.offline.push(offline);
      if (onServer.status === 200 && 'reply' in onServer && onServer.reply.stage === 'followup') {
        offered = onServer.reply.followup.options;
      }
    }
    return outcomes;
  }

  async function serverOutcome(game: SoloGame, body: Record<string, unknown>): Promise<Outcome> {
    const response = await submitAnswer<SubmitAnswerResponse & ApiErrorBody>(server.baseUrl, game, body);
    return response.status === 200
      ? { status: 200, reply: response.body }
      : { status: response.status, code: response.body.code, error: response.body.error };
  }

  async function offlineOutcome(
    judge: RoundJudge,
    step: Step,
    word: PlayWord,
    answer: boolean | string | null,
  ): Promise<Outcome> {
    try {
      const reply =
        step.stage === 'phase-one'
          ? await judge.answerPhaseOne({
              word,
              roundNumber: step.roundNumber,
              answer: answer as boolean | null,
            })
          : await judge.answerFollowup({
              word,
              roundNumber: step.roundNumber,
              answer: answer as string | null,
            });
      return { status: 200, reply };
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return { status: error.status, code: error.code, error: error.message };
    }
  }

  it('over a whole game: refusals, a fast round on the limit, wrong, late and timed-out rounds, game over', async () => {
    const outcomes = await playBoth(11, [
      // Refused before anything is judged: follow-up first, a round not started, another round's word.
      { afterMs: 0, roundNumber: 1, stage: 'followup', answer: 'right' },
      { afterMs: 0, roundNumber: 2, stage: 'phase-one', answer: 'right' },
      { afterMs: 0, roundNumber: 1, stage: 'phase-one', answer: 'right', wordOfRound: 2 },
      // Round 1: right, a second first answer refused, an option never offered refused, right on the fast limit.
      { afterMs: 1000, roundNumber: 1, stage: 'phase-one', answer: 'right' },
      { afterMs: 0, roundNumber: 1, stage: 'phase-one', answer: 'wrong' },
      { afterMs: 500, roundNumber: 1, stage: 'followup', answer: 'not-offered' },
      { afterMs: FAST_LIMIT_MS - 1500, roundNumber: 1, stage: 'followup', answer: 'right' },
      // Round 2 opens FEEDBACK_DELAY_MS after round 1 ended: wrong at phase one.
      { afterMs: FEEDBACK_DELAY_MS + 2000, roundNumber: 2, stage: 'phase-one', answer: 'wrong' },
      // Round 3: a right first answer a moment after the phase-one deadline is a timeout.
      {
        afterMs: FEEDBACK_DELAY_MS + PHASE_ONE_LIMIT_MS + 1,
        roundNumber: 3,
        stage: 'phase-one',
        answer: 'right',
      },
      // Round 4: a right follow-up a moment after its deadline is a timeout.
      { afterMs: FEEDBACK_DELAY_MS + 1000, roundNumber: 4, stage: 'phase-one', answer: 'right' },
      { afterMs: FOLLOWUP_LIMIT_MS + 1, roundNumber: 4, stage: 'followup', answer: 'right' },
      // Round 5: right, then a wrong option, one millisecond past the fast limit: the game is over.
      { afterMs: FEEDBACK_DELAY_MS + 1000, roundNumber: 5, stage: 'phase-one', answer: 'right' },
      { afterMs: FAST_LIMIT_MS - 999, roundNumber: 5, stage: 'followup', answer: 'wrong' },
      // After the last round every answer is refused.
      { afterMs: 100, roundNumber: 5, stage: 'phase-one', answer: 'right' },
      { afterMs: 0, roundNumber: 1, stage: 'phase-one', answer: 'right' },
    ]);
    expect(outcomes.offline).toEqual(outcomes.server);
    // The script did reach what it means to: each refusal and each verdict is the one it names.
    expect(outcomes.server.map(summaryOf)).toEqual([
      'phase-one-expected',
      'round-not-started',
      'wrong-word',
      'followup',
      'followup-expected',
      'option-not-offered',
      'right fast 2',
      'wrong 0',
      'timeout 0',
      'followup',
      'timeout 0',
      'followup',
      'wrong 0 game-over',
      'round-over',
      'round-over',
    ]);
  });

  it('over a right streak, a timed-out first answer and a timed-out follow-up', async () => {
    const outcomes = await playBoth(12, [
      { afterMs: 2000, roundNumber: 1, stage: 'phase-one', answer: 'right' },
      { afterMs: 1000, roundNumber: 1, stage: 'followup', answer: 'right' },
      { afterMs: FEEDBACK_DELAY_MS + 1000, roundNumber: 2, stage: 'phase-one', answer: 'right' },
      { afterMs: FAST_LIMIT_MS, roundNumber: 2, stage: 'followup', answer: 'right' },
      { afterMs: FEEDBACK_DELAY_MS + 500, roundNumber: 3, stage: 'phase-one', answer: 'right' },
      { afterMs: 500, roundNumber: 3, stage: 'followup', answer: 'right' },
      {
        afterMs: FEEDBACK_DELAY_MS + PHASE_ONE_LIMIT_MS,
        roundNumber: 4,
        stage: 'phase-one',
        answer: 'timeout',
      },
      { afterMs: FEEDBACK_DELAY_MS + 3000, roundNumber: 5, stage: 'phase-one', answer: 'right' },
      { afterMs: 3000, roundNumber: 5, stage: 'followup', answer: 'timeout' },
    ]);
    expect(outcomes.offline).toEqual(outcomes.server);
    expect(outcomes.server.map(summaryOf)).toEqual([
      'followup',
      'right fast 2',
      'followup',
      'right 1',
      'followup',
      'right fast 3',
      'timeout 0',
      'followup',
      'timeout 0 game-over',
    ]);
  });
});

function wordOf(game: SoloGame, roundNumber: number): PlayWord {
  const word = game.words[roundNumber - 1];
  if (!word) throw new Error(`no word for round ${roundNumber}`);
  return word;
}

/** A served word with its truth, as the offline judge holds its built-in words. */
function withTruth(word: PlayWord): Word {
  return { ...truthOf(word), id: word.id, createdAt: '2024-01-01T00:00:00.000Z' };
}

function answerFor(step: Step, word: PlayWord, offered: string[]): boolean | string | null {
  const truth = truthOf(word);
  if (step.answer === 'timeout') return null;
  if (step.stage === 'phase-one') return step.answer === 'right' ? truth.isReal : !truth.isReal;
  const right = correctFollowupOf(truth);
  if (step.answer === 'right') return right;
  if (step.answer === 'not-offered') return 'an option nobody offered';
  return offered.find((option) => option !== right) ?? null;
}

/** A short name for an outcome: the refusal's code, 'followup', or the verdict with its points. */
function summaryOf(outcome: Outcome): string {
  if (!('reply' in outcome)) return outcome.code ?? `status ${outcome.status}`;
  const { reply } = outcome;
  if (reply.stage === 'followup') return 'followup';
  const verdict = reply.isTimeout ? 'timeout' : reply.isCorrect ? 'right' : 'wrong';
  return [
    verdict,
    reply.isFast ? 'fast' : '',
    String(reply.pointsEarned),
    reply.isGameOver ? 'game-over' : '',
  ]
    .filter(Boolean)
    .join(' ');
}
