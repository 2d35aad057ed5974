import type { DailyFiveState, PlayLanguage } from '@bluffle/shared-schema';
import { callFailureOf } from '../api/failure-kind';
import type { GameApi } from '../api/game-api';
import type { DailyStart } from '../game/game-flow';
import { dailyStartNoticeOf } from './daily-five-text';
import { EMPTY_DAILY_FIVE_STATE, type DailyFiveStore } from './daily-five-store';

export interface DailyFiveActionsDeps {
  api: Pick<GameApi, 'readDailyFive' | 'readDailyArchive'>;
  store: DailyFiveStore;
  /** Who plays now ('user:<id>', or 'guest' for this browser): an answer for someone else is dropped. */
  currentOwner: () => string;
  language: () => PlayLanguage;
  /** The game flow's startDailyGame: today's set (or `day`'s from the archive) on the server, never offline. */
  startGame: (day?: string) => Promise<DailyStart>;
  log: (message: string, error?: unknown) => void;
  /** Waits before reading again after a failed read (tests pass one that does not wait). */
  pause?: (ms: number) => Promise<void>;
}

/**
 * The pauses before reading the state again when the server did not answer or failed: the card is how a
 * player learns they have played today, and a server busy for a moment (a page reload among many) must not
 * leave it blank until the next visit to the menu. A refusal is an answer: it is not asked again.
 */
export const DAILY_FIVE_RETRY_PAUSES_MS = [2000, 5000] as const;

const pauseFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Reads today's daily five state (GET /api/daily) for the menu's card and starts today's set. The server
 * chooses the set, keeps the once-a-day rule and counts the streak; this only mirrors it.
 */
export function createDailyFiveActions(deps: DailyFiveActionsDeps) {
  const { api, store } = deps;
  let latestRequest = 0;

  async function load(): Promise<void> {
    latestRequest += 1;
    const request = latestRequest;
    const owner = deps.currentOwner();
    const language = deps.language();
    const shown = store.getState();
    if (shown.owner !== owner || shown.language !== language) {
      // Another player's notice is theirs; a notice given before any state was read is this player's.
      const isSomeoneElse = shown.owner !== null && shown.owner !== owner;
      store.setState({ owner, language, view: null, notice: isSomeoneElse ? null : shown.notice });
    }
    const isStale = () =>
      request !== latestRequest || deps.currentOwner() !== owner || deps.language() !== language;
    const pause = deps.pause ?? pauseFor;
    for (let attempt = 0; ; attempt += 1) {
      let view: DailyFiveState;
      try {
        view = await api.readDailyFive(language);
      } catch (error) {
        // The card shows no state meanwhile; a start still asks the server, which decides.
        deps.log('Failed to read the daily five', error);
        const pauseMs = DAILY_FIVE_RETRY_PAUSES_MS[attempt];
        if (pauseMs === undefined || callFailureOf(error).kind === 'refused') return;
        await pause(pauseMs);
        if (isStale()) return;
        continue;
      }
      if (!isStale()) store.setState({ owner, language, view });
      return;
    }
  }

  /**
   * Starts today's set, or a past day's from the archive (practice); when it does not play, the card says
   * why and shows the state it was refused by.
   */
  async function play(day?: string): Promise<void> {
    if (store.getState().isStarting) return;
    store.setState({ isStarting: true, notice: null });
    let started: DailyStart;
    try {
      started = await deps.startGame(day);
    } finally {
      store.setState({ isStarting: false });
    }
    if (started.isPlaying) return;
    if (started.error !== null) store.setState({ notice: dailyStartNoticeOf(started.error) });
    await load();
  }

  let latestArchiveRequest = 0;

  /** Reads the past days of the menu's language for the calendar. */
  async function loadArchive(): Promise<void> {
    latestArchiveRequest += 1;
    const request = latestArchiveRequest;
    const language = deps.language();
    store.setState({ isArchiveFailed: false });
    try {
      const archive = await api.readDailyArchive(language);
      if (request === latestArchiveRequest) store.setState({ archive });
    } catch (error) {
      deps.log('Failed to read the daily archive', error);
      if (request === latestArchiveRequest) store.setState({ archive: null, isArchiveFailed: true });
    }
  }

  /** Opens the past days' calendar (reading them) or closes it. */
  async function toggleArchive(): Promise<void> {
    const isArchiveOpen = !store.getState().isArchiveOpen;
    store.setState({ isArchiveOpen });
    if (isArchiveOpen) await loadArchive();
  }

  function clear(): void {
    latestRequest += 1;
    latestArchiveRequest += 1;
    store.setState(EMPTY_DAILY_FIVE_STATE);
  }

  return { load, play, clear, loadArchive, toggleArchive };
}

export type DailyFiveActions = ReturnType<typeof createDailyFiveActions>;
