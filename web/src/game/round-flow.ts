import {
  accuracyPercent,
  BANNER_MS,
  followupSeconds,
  isRightCall,
  phaseOneSeconds,
  xpForScore,
  type CurrentRoundResponse,
  type GameMode,
  type OpenedWords,
  type PlayWord,
  type SessionAnswerView,
  type SessionSummary,
} from '@bluffle/shared-schema';
import { currentWord, type SoloGameState } from '../state/solo-game-store';
import { Countdown } from './countdown';
import { createFeedbackFlow } from './feedback-flow';
import type { GameFlowDeps } from './flow-deps';
import { answerViewFor, feedbackFor, type RoundOver } from './round-feedback';
import type { RoundJudge } from './round-judge';

/** How long to wait before asking the judge for the next word again when it could not be had. */
const NEXT_WORD_RETRY_MS = 2000;

/**
 * The rounds of one game (docs/product.md §4): open a round with its timer, send answers to the judge, show the
 * feedback for 2 s (longer while the player holds it: feedback-flow.ts), ask the judge for the next round,
 * and end the game. A generation number guards every async step, so an answer that comes back after Home
 * or a new game changes nothing.
 */
export function createRoundFlow(deps: GameFlowDeps) {
  const { gameStore, sessionStore } = deps;
  const countdown = new Countdown();
  const feedback = createFeedbackFlow({ gameStore, now: deps.now, onOver: () => afterFeedback() });
  const pendingTimeouts = new Set<ReturnType<typeof setTimeout>>();
  let generation = 0;
  let judge: RoundJudge | null = null;
  let timerMode: GameMode = 'solo';
  let playedRounds: SessionAnswerView[] = [];

  const patch = (partial: Partial<SoloGameState>) => gameStore.setState(partial);

  /** Every async step checks it is still in the game it started in; Home or a new game bumps the generation. */
  const newGeneration = () => {
    generation += 1;
    countdown.stop();
    feedback.stop();
    for (const handle of pendingTimeouts) {
      clearTimeout(handle);
    }
    pendingTimeouts.clear();
    judge = null;
    playedRounds = [];
    return generation;
  };

  const later = (delayMs: number, action: () => void) => {
    const handle = setTimeout(() => {
      pendingTimeouts.delete(handle);
      action();
    }, delayMs);
    pendingTimeouts.add(handle);
  };

  /**
   * A timer of `seconds`, drawn against the stage's full time (a round may open with less left). A relaxed
   * game has none: the judge sets no deadline, so nothing counts down, ticks or times out.
   */
  const startCountdown = (seconds: number, fullSeconds: number, onExpire: () => void) => {
    if (sessionStore.getState().isRelaxed) {
      patch({ timerSeconds: 0, timerMaxSeconds: 0 });
      return;
    }
    patch({ timerSeconds: seconds, timerMaxSeconds: fullSeconds });
    countdown.start(seconds, (timerSeconds) => patch({ timerSeconds }), onExpire);
  };

  /** A game whose round 1 the judge has opened: its word is the first of `opened` (the others come later). */
  const beginGame = (opened: OpenedWords, roundJudge: RoundJudge, mode: GameMode) => {
    if (opened.words.length === 0) {
      // docs/product.md §2 Solo game screen: the 'No word available' state.
      patch({ isLoading: false, hasNoWord: true });
      return;
    }
    judge = roundJudge;
    timerMode = mode;
    patch({
      words: opened.words,
      totalRounds: opened.totalRounds,
      isLoading: false,
      hasNoWord: false,
    });
    openRound(0, phaseOneSeconds(mode));
  };

  /**
   * A game taken up again where the server has it (a reload, a new tab): the round in play with the time
   * its clock has left, the follow-up a right first answer reached, the next round once its feedback pause
   * is over, or the results of a game with nothing left to play.
   */
  const resumeGame = (resumed: CurrentRoundResponse, roundJudge: RoundJudge, mode: GameMode) => {
    judge = roundJudge;
    timerMode = mode;
    const { round } = resumed;
    patch({ totalRounds: resumed.totalRounds, score: resumed.score, hasNoWord: false });
    if (round.stage === 'over') {
      void endGame();
      return;
    }
    const index = round.roundNumber - 1;
    if (round.stage === 'waiting') {
      // The loading state stays until the word comes, as after a feedback.
      patch({ roundIndex: index });
      const token = generation;
      later(round.opensInMs, () => {
        if (token === generation) void openNextRound(index);
      });
      return;
    }
    const words = [...gameStore.getState().words];
    words[index] = round.word;
    patch({ words, isLoading: false });
    openRound(index, round.secondsLeft);
    if (round.stage === 'followup') {
      patch({ phase: 'followup', phaseOneChoice: round.phaseOneAnswer, followup: round.followup });
      startCountdown(round.secondsLeft, round.followup.seconds, () => void answerFollowup(null));
    }
  };

  /** docs/product.md §4 Word change / Next round: reset the phase, the choices and the timer (`secondsLeft` of it). */
  function openRound(index: number, secondsLeft: number): void {
    patch({
      phase: 'playing',
      roundIndex: index,
      // A banner belongs to the round it praised: the next word never opens under it.
      banners: { isFastVisible: false, streak: null },
      phaseOneChoice: null,
      followup: null,
      followupChoice: null,
      feedback: null,
      feedbackPause: null,
      isOpeningRound: false,
      isSubmitting: false,
      notice: null,
    });
    startCountdown(secondsLeft, phaseOneSeconds(timerMode), () => void answerPhaseOne(null));
  }

  /**
   * The feedback is over: the next round's word comes from the judge, which opens the round on its clock
   * now (: a held feedback takes nothing of its time), or the game ends. A word that could not be
   * had is asked for again until it comes (or the player goes Home); the feedback stays meanwhile.
   */
  function afterFeedback(): void {
    const state = gameStore.getState();
    // The judge's totalRounds (from the opened words) names the last round, as its isGameOver does.
    const isLastRound = state.roundIndex + 1 >= state.totalRounds;
    if (isLastRound) {
      void endGame();
    } else {
      void openNextRound(state.roundIndex + 1);
    }
  }

  async function openNextRound(index: number): Promise<void> {
    const roundJudge = judge;
    if (!roundJudge) return;
    const token = generation;
    patch({ isOpeningRound: true });
    try {
      const opened = await roundJudge.openRound(index + 1);
      if (token !== generation) return;
      const words = [...gameStore.getState().words];
      words[index] = opened.word;
      // A resumed game waits on the loading screen for its next word (resumeGame).
      patch({ words, isLoading: false });
      openRound(index, opened.secondsLeft);
    } catch (error) {
      if (token !== generation) return;
      deps.log('Failed to open the next round', error);
      patch({ notice: 'nextWordNotLoaded' });
      later(NEXT_WORD_RETRY_MS, () => {
        if (token === generation) void openNextRound(index);
      });
    }
  }

  const canAnswer = (phase: SoloGameState['phase']) => {
    const state = gameStore.getState();
    return state.phase === phase && !state.isSubmitting && state.feedback === null && judge !== null;
  };

  /** docs/product.md §8 'Failed to save answer' is logged; the round stays open so the player can answer again. */
  const submitFailed = (error: unknown, retry: () => void, clearChoice: Partial<SoloGameState>) => {
    deps.log('Failed to save answer', error);
    patch({ ...clearChoice, isSubmitting: false, notice: 'answerNotSaved' });
    const { timerSeconds } = gameStore.getState();
    if (timerSeconds > 0) {
      countdown.start(timerSeconds, (secondsLeft) => patch({ timerSeconds: secondsLeft }), retry);
    }
  };

  /** Phase one: REAL (true), FAKE (false) or a timeout (null), judged by the judge (docs/product.md §4, §5). */
  async function answerPhaseOne(answer: boolean | null): Promise<void> {
    const state = gameStore.getState();
    const word = currentWord(state);
    if (!canAnswer('playing') || !word || !judge) return;
    const token = generation;
    countdown.stop();
    patch({ phaseOneChoice: answer, isSubmitting: true, notice: null });
    try {
      const response = await judge.answerPhaseOne({ word, roundNumber: state.roundIndex + 1, answer });
      if (token !== generation) return;
      if (response.stage === 'followup') {
        patch({ phase: 'followup', followup: response.followup, isSubmitting: false });
        const seconds = response.followup.seconds || followupSeconds();
        startCountdown(seconds, seconds, () => void answerFollowup(null));
        return;
      }
      finishRound(response, word, { playerAnswer: answer, followupAnswer: null }, false);
    } catch (error) {
      if (token === generation)
        submitFailed(error, () => void answerPhaseOne(null), { phaseOneChoice: null });
    }
  }

  /** The follow-up: one of the 4 options, or null when its timer ran out (docs/product.md §4 Timeout). */
  async function answerFollowup(option: string | null): Promise<void> {
    const state = gameStore.getState();
    const word = currentWord(state);
    if (!canAnswer('followup') || !word || !judge) return;
    const token = generation;
    countdown.stop();
    patch({ followupChoice: option, isSubmitting: true, notice: null });
    try {
      const response = await judge.answerFollowup({
        word,
        roundNumber: state.roundIndex + 1,
        answer: option,
      });
      if (token !== generation) return;
      if (response.stage !== 'round-over') {
        throw new Error('The follow-up answer did not end the round.');
      }
      finishRound(response, word, { playerAnswer: state.phaseOneChoice, followupAnswer: option }, true);
    } catch (error) {
      if (token === generation)
        submitFailed(error, () => void answerFollowup(null), { followupChoice: null });
    }
  }

  function finishRound(
    response: RoundOver,
    word: PlayWord,
    answers: { playerAnswer: boolean | null; followupAnswer: string | null },
    wasFollowup: boolean,
  ): void {
    countdown.stop();
    playedRounds.push(answerViewFor(response, word, answers));
    patch({
      feedback: feedbackFor(response, word, wasFollowup),
      score: response.score,
      isSubmitting: false,
    });
    showBanners(response);
    // The feedback shows for 2 s (or while held), then the next round starts (or the game ends); a
    // relaxed game has no clock, so its feedback waits for the player.
    feedback.start(sessionStore.getState().isRelaxed);
  }

  /** docs/product.md §4 Fast and streak banners: shown for 3 s. */
  function showBanners(response: RoundOver): void {
    if (response.isCorrect && response.isFast) {
      patch({ banners: { ...gameStore.getState().banners, isFastVisible: true } });
      later(BANNER_MS, () => patch({ banners: { ...gameStore.getState().banners, isFastVisible: false } }));
    }
    if (response.isCorrect && response.streakBonus > 0) {
      const streak = { length: response.score.streak, bonus: response.streakBonus };
      patch({ banners: { ...gameStore.getState().banners, streak } });
      later(BANNER_MS, () => {
        if (gameStore.getState().banners.streak === streak) {
          patch({ banners: { ...gameStore.getState().banners, streak: null } });
        }
      });
    }
  }

  /** docs/product.md §4 End: complete the session, save stats locally, show results. */
  async function endGame(): Promise<void> {
    const roundJudge = judge;
    if (!roundJudge) return;
    const token = generation;
    countdown.stop();
    let summary: SessionSummary;
    try {
      summary = await roundJudge.complete();
    } catch (error) {
      deps.log('Failed to complete session', error);
      summary = summaryFromRounds();
    }
    if (token !== generation) return;
    deps.recordGame(summary);
    judge = null;
    patch({
      phase: 'results',
      summary,
      score: summary.score,
      feedback: null,
      timerSeconds: 0,
      isLoading: false,
    });
  }

  /** What the client saw, for the results screen when the server's summary cannot be had. */
  function summaryFromRounds(): SessionSummary {
    const { score, totalRounds } = gameStore.getState();
    const session = sessionStore.getState();
    return {
      sessionCode: session.sessionCode ?? '',
      playerName: session.playerName,
      totalRounds,
      score,
      accuracy: accuracyPercent(playedRounds.filter(isRightCall).length, totalRounds),
      xpEarned: xpForScore(score.totalScore),
      answers: [...playedRounds],
      isPractice: session.isPractice,
      isRelaxed: session.isRelaxed,
    };
  }

  return {
    newGeneration,
    isCurrent: (token: number) => token === generation,
    beginGame,
    resumeGame,
    answerPhaseOne,
    answerFollowup,
    holdFeedback: feedback.hold,
    continueAfterFeedback: feedback.continueNow,
  };
}

export type RoundFlow = ReturnType<typeof createRoundFlow>;
