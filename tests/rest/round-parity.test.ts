import {
  createSeededRandom,
  FAST_ANSWER_SECONDS,
  FEEDBACK_DELAY_MS,
  FEEDBACK_HOLD_MAX_MS,
  FOLLOWUP_SECONDS,
  NETWORK_ALLOWANCE_MS,
  phaseOneSeconds,
  ROUNDS_PER_GAME,
  type ApiError as ApiErrorBody,
  type DuplicateSessionResponse,
  type OpenRoundResponse,
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
import { rest } from '../support/rest-client';
import {
  askForRound,
  finishSoloGame,
  soloGameOf,
  startSoloGame,
  submitAnswer,
  type SoloGame,
} from '../support/solo-game';
import { startTestServer, type TestServer } from '../support/test-server';

// One round, written once: the server's solo service and the browser's offline judge both play
// through the shared round reducer. Here they are held to it: the same answers and the same asks for the
// next round at the same clock values, with the same seeded random source, get the same replies
// and the same refusals from both.

const PHASE_ONE_SECONDS = phaseOneSeconds('challenge');
const FAST_LIMIT_MS = FAST_ANSWER_SECONDS * 1000 + NETWORK_ALLOWANCE_MS;
const PHASE_ONE_LIMIT_MS = PHASE_ONE_SECONDS * 1000 + NETWORK_ALLOWANCE_MS;
const FOLLOWUP_LIMIT_MS = FOLLOWUP_SECONDS * 1000 + NETWORK_ALLOWANCE_MS;

/**
 * One step of a script: how long after the previous one it comes, which round, and what it does: ask for
 * the round to open, or answer a stage of it.
 */
type Step =
  | { afterMs: number; roundNumber: number; stage: 'open' }
  | {
      afterMs: number;
      roundNumber: number;
      stage: 'phase-one' | 'followup';
      answer: 'right' | 'wrong' | 'timeout' | 'not-offered';
      /** Answer with another round's word (the server and the judge must both refuse it). */
      wordOfRound?: number;
    };

/** What one side answered: a reply or an opening, or a refusal's status, code and message. */
type Outcome =
  | { status: 200; reply: SubmitAnswerResponse }
  | { status: 200; opened: OpenRoundResponse }
  | { status: number; code: string | null; error: string };

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

  /**
   * A game on the server whose words the test knows in order, and the same words, with their truth, in an
   * offline judge made at the same time. The server hands a game's later words out only as their rounds
   * open, so the test plays a game through first and then takes it as a challenge: the copy's
   * words are the ones it has seen, in the same order.
   */
  async function startBoth(seed: number): Promise<{ game: SoloGame; words: PlayWord[]; judge: RoundJudge }> {
    const original = await startSoloGame(server.baseUrl, { clock });
    await finishSoloGame(server.baseUrl, original);
    const copy = await rest<DuplicateSessionResponse>(
      server.baseUrl,
      `/api/sessions/${original.sessionCode}/duplicate`,
      { body: { playerName: 'Ada' } },
    );
    expect(copy.status).toBe(201);
    const game = soloGameOf(
      { sessionCode: copy.body.newSessionCode, playerToken: copy.body.playerToken },
      copy.body,
      clock,
    );
    serverRandom = createSeededRandom(seed);
    const judge = createLocalJudge(original.words.map(withTruth), {
      playerName: 'Ada',
      totalRounds: ROUNDS_PER_GAME,
      phaseOneSeconds: PHASE_ONE_SECONDS,
      isRelaxed: false,
      now: () => clock.now(),
      random: createSeededRandom(seed),
    });
    return { game, words: original.words, judge };
  }

  /** Plays the script on both sides, step by step, and returns both sides' outcomes. */
  async function playBoth(seed: number, script: Step[]): Promise<{ server: Outcome[]; offline: Outcome[] }> {
    const { game, words, judge } = await startBoth(seed);
    const outcomes = { server: [] as Outcome[], offline: [] as Outcome[] };
    let offered: string[] = [];
    for (const step of script) {
      clock.advance(step.afterMs);
      if (step.stage === 'open') {
        outcomes.server.push(await serverOpening(game, step.roundNumber));
        outcomes.offline.push(await offlineOpening(judge, step.roundNumber));
        continue;
      }
      const word = wordOf(words, step.wordOfRound ?? step.roundNumber);
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

  async function serverOpening(game: SoloGame, roundNumber: number): Promise<Outcome> {
    const response = await askForRound<OpenRoundResponse & ApiErrorBody>(server.baseUrl, game, roundNumber);
    return response.status === 200
      ? { status: 200, opened: response.body }
      : { status: response.status, code: response.body.code, error: response.body.error };
  }

  async function offlineOpening(judge: RoundJudge, roundNumber: number): Promise<Outcome> {
    try {
      return { status: 200, opened: await judge.openRound(roundNumber) };
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return { status: error.status, code: error.code, error: error.message };
    }
  }

  async function serverOutcome(game: SoloGame, body: Record<string, unknown>): Promise<Outcome> {
    const response = await submitAnswer<SubmitAnswerResponse & ApiErrorBody>(server.baseUrl, game, body);
    return response.status === 200
      ? { status: 200, reply: response.body }
      : { status: response.status, code: response.body.code, error: response.body.error };
  }

  async function offlineOutcome(
    judge: RoundJudge,
    step: Extract<Step, { answer: unknown }>,
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
      // Refused before anything is judged: follow-up first, a round not started, another round's word, and
      // opening a round while the current one is still played.
      { afterMs: 0, roundNumber: 1, stage: 'followup', answer: 'right' },
      { afterMs: 0, roundNumber: 2, stage: 'phase-one', answer: 'right' },
      { afterMs: 0, roundNumber: 1, stage: 'phase-one', answer: 'right', wordOfRound: 2 },
      { afterMs: 0, roundNumber: 2, stage: 'open' },
      // Round 1: right, a second first answer refused, an option never offered refused, right on the fast limit.
      { afterMs: 1000, roundNumber: 1, stage: 'phase-one', answer: 'right' },
      { afterMs: 0, roundNumber: 1, stage: 'phase-one', answer: 'wrong' },
      { afterMs: 500, roundNumber: 1, stage: 'followup', answer: 'not-offered' },
      { afterMs: FAST_LIMIT_MS - 1500, roundNumber: 1, stage: 'followup', answer: 'right' },
      // Round 2 waits for the feedback pause: asked a moment early, refused; answered before it opens,
      // refused; then opened with its whole time and lost at phase one.
      { afterMs: FEEDBACK_DELAY_MS - 1, roundNumber: 2, stage: 'open' },
      { afterMs: 0, roundNumber: 2, stage: 'phase-one', answer: 'wrong' },
      { afterMs: 1, roundNumber: 2, stage: 'open' },
      { afterMs: 2000, roundNumber: 2, stage: 'phase-one', answer: 'wrong' },
      // Round 3, after a long hold: a right first answer a moment after its deadline is a timeout.
      { afterMs: FEEDBACK_DELAY_MS + 30_000, roundNumber: 3, stage: 'open' },
      { afterMs: PHASE_ONE_LIMIT_MS + 1, roundNumber: 3, stage: 'phase-one', answer: 'right' },
      // Round 4: a right follow-up a moment after its deadline is a timeout.
      { afterMs: FEEDBACK_DELAY_MS, roundNumber: 4, stage: 'open' },
      { afterMs: 1000, roundNumber: 4, stage: 'phase-one', answer: 'right' },
      { afterMs: FOLLOWUP_LIMIT_MS + 1, roundNumber: 4, stage: 'followup', answer: 'right' },
      // Round 5, never asked for: it opened by itself after the longest hold, 1.5 s before it is asked for.
      { afterMs: FEEDBACK_DELAY_MS + FEEDBACK_HOLD_MAX_MS + 1500, roundNumber: 5, stage: 'open' },
      { afterMs: 0, roundNumber: 5, stage: 'phase-one', answer: 'right' },
      { afterMs: 1000, roundNumber: 5, stage: 'followup', answer: 'wrong' },
      // After the last round the game is complete: every answer is refused, and so is opening it again.
      { afterMs: 100, roundNumber: 5, stage: 'phase-one', answer: 'right' },
      { afterMs: 0, roundNumber: 1, stage: 'phase-one', answer: 'right' },
      { afterMs: 0, roundNumber: 5, stage: 'open' },
    ]);
    expect(outcomes.offline).toEqual(outcomes.server);
    // The script did reach what it means to: each refusal and each verdict is the one it names.
    expect(outcomes.server.map(summaryOf)).toEqual([
      'phase-one-expected',
      'round-not-started',
      'wrong-word',
      'round-not-started',
      'followup',
      'followup-expected',
      'option-not-offered',
      'right fast 2',
      'round-not-started',
      'round-not-started',
      `open ${PHASE_ONE_SECONDS}`,
      'wrong 0',
      `open ${PHASE_ONE_SECONDS}`,
      'timeout 0',
      `open ${PHASE_ONE_SECONDS}`,
      'followup',
      'timeout 0',
      `open ${PHASE_ONE_SECONDS - 2}`,
      'followup',
      'wrong 0 game-over',
      // The last judged round completed the game (docs/design.md decision 15), here and offline.
      'session-completed',
      'session-completed',
      'session-completed',
    ]);
  });

  it('over a right streak, a timed-out first answer and a timed-out follow-up', async () => {
    const outcomes = await playBoth(12, [
      { afterMs: 2000, roundNumber: 1, stage: 'phase-one', answer: 'right' },
      { afterMs: 1000, roundNumber: 1, stage: 'followup', answer: 'right' },
      { afterMs: FEEDBACK_DELAY_MS, roundNumber: 2, stage: 'open' },
      { afterMs: 1000, roundNumber: 2, stage: 'phase-one', answer: 'right' },
      { afterMs: FAST_LIMIT_MS, roundNumber: 2, stage: 'followup', answer: 'right' },
      { afterMs: FEEDBACK_DELAY_MS + 5000, roundNumber: 3, stage: 'open' },
      { afterMs: 500, roundNumber: 3, stage: 'phase-one', answer: 'right' },
      { afterMs: 500, roundNumber: 3, stage: 'followup', answer: 'right' },
      { afterMs: FEEDBACK_DELAY_MS, roundNumber: 4, stage: 'open' },
      { afterMs: PHASE_ONE_LIMIT_MS, roundNumber: 4, stage: 'phase-one', answer: 'timeout' },
      { afterMs: FEEDBACK_DELAY_MS, roundNumber: 5, stage: 'open' },
      { afterMs: 3000, roundNumber: 5, stage: 'phase-one', answer: 'right' },
      { afterMs: 3000, roundNumber: 5, stage: 'followup', answer: 'timeout' },
    ]);
    expect(outcomes.offline).toEqual(outcomes.server);
    const opened = `open ${PHASE_ONE_SECONDS}`;
    expect(outcomes.server.map(summaryOf)).toEqual([
      'followup',
      'right fast 2',
      opened,
      'followup',
      'right 1',
      opened,
      'followup',
      'right fast 3',
      opened,
      'timeout 0',
      opened,
      'followup',
      'timeout 0 game-over',
    ]);
  });
});

function wordOf(words: readonly PlayWord[], roundNumber: number): PlayWord {
  const word = words[roundNumber - 1];
  if (!word) throw new Error(`no word for round ${roundNumber}`);
  return word;
}

/** A served word with its truth, as the offline judge holds its built-in words. */
function withTruth(word: PlayWord): Word {
  return { ...truthOf(word), id: word.id, createdAt: '2024-01-01T00:00:00.000Z' };
}

function answerFor(
  step: Extract<Step, { answer: unknown }>,
  word: PlayWord,
  offered: string[],
): boolean | string | null {
  const truth = truthOf(word);
  if (step.answer === 'timeout') return null;
  if (step.stage === 'phase-one') return step.answer === 'right' ? truth.isReal : !truth.isReal;
  const right = correctFollowupOf(truth);
  if (step.answer === 'right') return right;
  if (step.answer === 'not-offered') return 'an option nobody offered';
  return offered.find((option) => option !== right) ?? null;
}

/** A short name for an outcome: the refusal's code, 'open' with its seconds, 'followup', or the verdict. */
function summaryOf(outcome: Outcome): string {
  if ('opened' in outcome) return `open ${outcome.opened.secondsLeft}`;
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
