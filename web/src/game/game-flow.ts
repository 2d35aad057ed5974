import {
  canStartWithName,
  cleanPlayerName,
  ERROR_CODES,
  phaseOneSeconds,
  ROUNDS_PER_GAME,
  shuffle,
  toPlayWord,
  type GameMode,
  type OpenedWords,
} from '@bluffle/shared-schema';
import { ApiError } from '../api/api-error';
import {
  initialSoloGameState,
  type ChallengeFailure,
  type ChallengeInfo,
  type SoloGameState,
} from '../state/solo-game-store';
import { challengeFailureOf, challengeRefusalText } from './challenge-failure';
import type { GameFlowDeps } from './flow-deps';
import { createLocalJudge } from './local-judge';
import { createResumeFlow } from './resume-flow';
import { createRoundFlow } from './round-flow';
import { createServerJudge } from './server-judge';

export type { GameFlowDeps } from './flow-deps';
export type OfflineList = 'daily' | 'challenge';
/**
 * How a daily five start ended: playing, or back on the menu. `error` says why (null: no usable name, or the
 * player left meanwhile); the daily five's actions turn it into words on the menu.
 */
export type DailyStart = { isPlaying: true } | { isPlaying: false; error: unknown };

/**
 * The solo game's flow (docs/product.md §4 Solo game, Challenge): start a game on the server or offline, accept a
 * challenge, play a shared session, reset. Rounds are played by round-flow; components only read the stores
 * and call these.
 */
export function createGameFlow(deps: GameFlowDeps) {
  const { gameStore, sessionStore } = deps;
  const rounds = createRoundFlow(deps);
  /**
   * The menu's name while a challenge is played under the one typed on its landing: that name is the
   * challenge's only, so the menu gets its own back when the game is left, and nothing is saved over it.
   */
  let menuNameDuringChallenge: string | null = null;

  const restoreMenuName = () => {
    if (menuNameDuringChallenge === null) return;
    sessionStore.setState({ playerName: menuNameDuringChallenge });
    menuNameDuringChallenge = null;
  };

  /** Shows the loading state of a new game (docs/product.md §4 Start: 'phase becomes playing, a loading state shows'). */
  const enterLoading = (keep: Partial<SoloGameState> = {}): number => {
    const token = rounds.newGeneration();
    gameStore.setState({ ...initialSoloGameState(), ...keep, phase: 'playing', isLoading: true });
    return token;
  };

  const resume = createResumeFlow(deps, rounds, { enterLoading, resetToMenu: () => resetToMenu() });

  /** docs/product.md §4 Start: when the server cannot be used, the built-in words are shuffled and judged here. */
  const playOffline = (list: OfflineList, playerName: string, mode: GameMode) => {
    const source = list === 'daily' ? deps.offlineWords.daily : deps.offlineWords.challenge;
    const words = shuffle(source, deps.random).slice(0, ROUNDS_PER_GAME);
    sessionStore.setState({ sessionCode: null, playerToken: null, mode: 'offline', isPractice: false });
    const totalRounds = Math.min(ROUNDS_PER_GAME, words.length);
    const localJudge = createLocalJudge(words, {
      playerName,
      totalRounds,
      phaseOneSeconds: phaseOneSeconds(mode),
      // The start chose it (sessionStore): offline too a relaxed game has no deadline and no fast bonus.
      isRelaxed: sessionStore.getState().isRelaxed,
      now: deps.now,
      random: deps.random,
    });
    // As online, the game starts with round 1's word; each next one comes from the judge as its round opens.
    rounds.beginGame({ words: words.slice(0, 1).map(toPlayWord), totalRounds }, localJudge, mode);
  };

  const isNoWordsError = (error: unknown) =>
    error instanceof ApiError && error.code === ERROR_CODES.noWordsAvailable;

  /**
   * A new game over the daily limit is a refusal, not an outage: offline words would only hand
   * the player an endless supply of games the limit exists to count. Back to the menu, which says why.
   */
  const refusedForDailyLimit = (error: unknown): boolean => {
    if (!(error instanceof ApiError) || error.code !== ERROR_CODES.dailyLimitReached) return false;
    resetToMenu();
    deps.onDailyLimitReached(error.message);
    return true;
  };

  /** docs/product.md §4 Start: create a session, fetch 10 words, start the timer; fall back to local words on failure. */
  async function startSoloGame(): Promise<void> {
    restoreMenuName();
    const playerName = cleanPlayerName(sessionStore.getState().playerName);
    if (!canStartWithName(playerName)) {
      return;
    }
    deps.savePlayerName(playerName);
    const token = enterLoading();
    const language = deps.language();
    const isRelaxed = deps.isRelaxed();
    sessionStore.setState({
      playerName,
      mode: 'solo',
      sessionCode: null,
      playerToken: null,
      isPractice: false,
      isRelaxed,
    });

    let created: { sessionCode: string; playerToken: string };
    try {
      created = await deps.api.createSession({ playerName, language, isRelaxed });
    } catch (error) {
      deps.log('Failed to create session', error);
      if (!rounds.isCurrent(token) || refusedForDailyLimit(error)) return;
      playOffline('daily', playerName, 'solo');
      return;
    }
    if (!rounds.isCurrent(token)) return;
    sessionStore.setState({
      sessionCode: created.sessionCode,
      playerToken: created.playerToken,
      mode: 'solo',
    });

    let opened: OpenedWords;
    try {
      opened = await deps.api.fetchSessionWords({ ...created, language });
    } catch (error) {
      if (!rounds.isCurrent(token)) return;
      if (isNoWordsError(error)) {
        gameStore.setState({ isLoading: false, hasNoWord: true });
        return;
      }
      deps.log('Failed to fetch words for session', error);
      playOffline('daily', playerName, 'solo');
      return;
    }
    if (!rounds.isCurrent(token)) return;
    // Fetching opened round 1 on the server's clock, so the timer starts now.
    rounds.beginGame(opened, createServerJudge(deps.api, created), 'solo');
  }

  /**
   * The daily five: today's set on the server, solo timers, judged there like a solo game. Never
   * offline words: they are not today's set, so when the server cannot be reached (or refuses: played
   * already) the flow goes back to the menu and says why instead. With `day`, a past day's set from the
   * archive, which the server starts as practice.
   */
  async function startDailyGame(day?: string): Promise<DailyStart> {
    restoreMenuName();
    const playerName = cleanPlayerName(sessionStore.getState().playerName);
    if (!canStartWithName(playerName)) return { isPlaying: false, error: null };
    deps.savePlayerName(playerName);
    const token = enterLoading();
    const language = deps.language();
    const isRelaxed = deps.isRelaxed();
    sessionStore.setState({
      playerName,
      mode: 'daily',
      sessionCode: null,
      playerToken: null,
      isPractice: false,
      isRelaxed,
    });
    try {
      const started = await deps.api.startDailyFive(
        day === undefined ? { playerName, language, isRelaxed } : { playerName, language, day, isRelaxed },
      );
      if (!rounds.isCurrent(token)) return { isPlaying: false, error: null };
      const session = {
        sessionCode: started.sessionCode,
        playerToken: started.playerToken,
        isPractice: started.isPractice,
      };
      // The set's own day, for the share grid: a game that ends after midnight still names its day.
      sessionStore.setState({
        ...session,
        mode: 'daily',
        dailyDay: started.day,
        isDailyArchive: started.isArchive,
        isRelaxed: started.isRelaxed,
      });
      // The start opened round 1 on the server's clock, so the timer starts now.
      rounds.beginGame(started, createServerJudge(deps.api, session), 'solo');
      return { isPlaying: true };
    } catch (error) {
      deps.log('Failed to start the daily five', error);
      if (!rounds.isCurrent(token)) return { isPlaying: false, error: null };
      resetToMenu();
      return { isPlaying: false, error };
    }
  }

  /**
   * Plays a copy of another session's words (docs/product.md §4 Challenge, and `?session=`): duplicate it and play the
   * copy on the server. Returns false when duplication failed; `onFailure` says what to play instead.
   */
  async function playDuplicate(
    sessionCode: string,
    playerName: string,
    mode: GameMode,
    onFailure: 'play-offline' | 'stay',
  ): Promise<boolean> {
    const name = cleanPlayerName(playerName);
    if (!canStartWithName(name)) {
      return false;
    }
    // A copy is played under the name given for it, never saved as the player's name: a challenge's is
    // typed on its landing for that game, a shared session's is the saved name or the account's already.
    if (mode === 'challenge' && menuNameDuringChallenge === null) {
      menuNameDuringChallenge = sessionStore.getState().playerName;
    }
    // A challenge keeps its landing data, so the results can set the score beside the original's.
    const challenge = mode === 'challenge' ? gameStore.getState().challenge : null;
    const token = enterLoading({ challenge });
    // The challenger's own choice, whatever the original was.
    const isRelaxed = deps.isRelaxed();
    sessionStore.setState({ playerName: name, mode: mode === 'challenge' ? 'challenge' : 'solo', isRelaxed });
    try {
      const copy = await deps.api.duplicateSession({ sessionCode, playerName: name, isRelaxed });
      if (!rounds.isCurrent(token)) return true;
      const session = {
        sessionCode: copy.newSessionCode,
        playerToken: copy.playerToken,
        isPractice: copy.isPractice,
      };
      sessionStore.setState({ ...session, isRelaxed: copy.isRelaxed });
      rounds.beginGame(copy, createServerJudge(deps.api, session), mode);
      return true;
    } catch (error) {
      deps.log('Failed to duplicate session', error);
      if (!rounds.isCurrent(token) || refusedForDailyLimit(error)) return false;
      const failure = challengeFailureOf(error);
      if (onFailure === 'play-offline' && failure === 'unreachable') {
        // Other words are played, so the original's score is no longer comparable.
        gameStore.setState({ challenge: null });
        // docs/product.md §4 Challenge: 'If duplication fails, the original words are played locally'; the original's
        // words are only on the server, so the built-in challenge words stand in for them.
        playOffline('challenge', name, mode);
      } else if (onFailure === 'play-offline' && challenge) {
        // The server answered and said no: offline words would pass a dead link off as a game.
        backToLanding(challenge, failure, error);
      } else {
        resetToMenu();
      }
      return false;
    }
  }

  /** The landing again, saying why the challenge could not start (ChallengeLanding reads the failure). */
  function backToLanding(challenge: ChallengeInfo, failure: ChallengeFailure, error: unknown): void {
    resetToMenu();
    const failureMessage = challengeRefusalText(error);
    gameStore.setState({
      phase: 'challenge',
      challenge: { ...challenge, isLoading: false, isUnavailable: true, failure, failureMessage },
    });
  }

  /** docs/product.md §4 Reset: back to the menu, the session cleared. */
  function resetToMenu(): void {
    restoreMenuName();
    rounds.newGeneration();
    gameStore.setState(initialSoloGameState());
    sessionStore.setState({
      sessionCode: null,
      playerToken: null,
      mode: 'solo',
      isPractice: false,
      isRelaxed: false,
    });
  }

  /** Shows the challenge landing while its data loads (docs/product.md §2 Challenge landing, §4 Challenge). */
  async function openChallenge(sessionCode: string): Promise<void> {
    const token = rounds.newGeneration();
    gameStore.setState({
      ...initialSoloGameState(),
      phase: 'challenge',
      challenge: {
        sessionCode,
        kind: 'game',
        originalPlayer: null,
        score: null,
        totalRounds: ROUNDS_PER_GAME,
        isLoading: true,
        isUnavailable: false,
        isPractice: false,
        isRelaxed: false,
        failure: null,
        failureMessage: null,
        rival: { status: 'idle' },
        isOwn: false,
      },
    });
    try {
      const { session, isOwn } = await deps.api.getSession(sessionCode);
      if (!rounds.isCurrent(token)) return;
      gameStore.setState({
        challenge: {
          sessionCode: session.sessionCode,
          kind: session.kind,
          originalPlayer: session.playerName,
          score: session.score,
          totalRounds: session.totalRounds,
          isLoading: false,
          isUnavailable: false,
          isPractice: session.isPractice,
          isRelaxed: session.isRelaxed,
          failure: null,
          failureMessage: null,
          rival: { status: 'idle' },
          isOwn: isOwn === true,
        },
      });
    } catch (error) {
      deps.log('Session not found', error);
      if (!rounds.isCurrent(token)) return;
      const challenge = gameStore.getState().challenge;
      if (!challenge) return;
      const failure = challengeFailureOf(error);
      const failureMessage = challengeRefusalText(error);
      gameStore.setState({
        challenge: { ...challenge, isLoading: false, isUnavailable: true, failure, failureMessage },
      });
    }
  }

  /** 'Challenge Accepted!': the same words at 15 s rounds, under the challenger's name (docs/product.md §4 Challenge). */
  function acceptChallenge(playerName: string): Promise<boolean> {
    const challenge = gameStore.getState().challenge;
    if (!challenge) return Promise.resolve(false);
    return playDuplicate(challenge.sessionCode, playerName, 'challenge', 'play-offline');
  }

  /** `?session=CODE`: plays a shared session's words; false when it could not be loaded (docs/product.md §2 Routes). */
  function playSharedSession(sessionCode: string, playerName: string): Promise<boolean> {
    return playDuplicate(sessionCode, playerName, 'solo', 'stay');
  }

  return {
    startSoloGame,
    startDailyGame,
    resumeGame: resume.resumeGame,
    answerPhaseOne: rounds.answerPhaseOne,
    answerFollowup: rounds.answerFollowup,
    /** The feedback held open to read, or let go ( 'Feel'); 'Next word' goes on at once. */
    holdFeedback: rounds.holdFeedback,
    continueAfterFeedback: rounds.continueAfterFeedback,
    resetToMenu,
    openChallenge,
    acceptChallenge,
    playSharedSession,
  };
}

export type GameFlow = ReturnType<typeof createGameFlow>;
