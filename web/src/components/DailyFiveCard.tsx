import { canStartWithName } from '@bluffle/shared-schema';
import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { dailyFive } from '../controllers/daily-five-controller';
import { leftDailyFive, resumeLeftDailyFive } from '../controllers/running-game-controller';
import { dailyFiveCardText, dailyStartNoticeText } from '../daily-five/daily-five-text';
import { dailyFiveStore } from '../daily-five/daily-five-store';
import { useMessages } from '../state/use-messages';
import { authStore } from '../state/auth-store';
import { sessionStore } from '../state/session-store';
import { settingsStore } from '../state/settings-store';
import { DailyArchiveCalendar } from './DailyArchiveCalendar';

const SECOND_MS = 1000;

/**
 * Both menus' Daily five: today's set to play, or how it went and the countdown to the next, the
 * daily streak, and for a guest that all of it is kept on this browser. Read again whenever the menu shows,
 * the player or the language changes, or the UTC day turns.
 */
export function DailyFiveCard() {
  const { daily, serverErrors } = useMessages();
  const state = useStore(dailyFiveStore);
  const userId = useStore(authStore, (auth) => auth.user?.id ?? null);
  const language = useStore(settingsStore, (settings) => settings.selectedLanguage);
  const playerName = useStore(sessionStore, (session) => session.playerName);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    void dailyFive.load();
  }, [userId, language]);

  // An open archive follows the player and the language too (opening it reads it by itself).
  useEffect(() => {
    if (dailyFiveStore.getState().isArchiveOpen) void dailyFive.loadArchive();
  }, [userId, language]);
  const { isArchiveOpen } = state;

  // The countdown ticks each second; at midnight UTC the next set comes, so the state is read again then.
  const resetsAt = state.view?.resetsAt;
  useEffect(() => {
    if (resetsAt === undefined) return undefined;
    const untilReset = Math.max(SECOND_MS, Date.parse(resetsAt) - Date.now() + SECOND_MS);
    const reset = window.setTimeout(() => void dailyFive.load(), untilReset);
    const tick = window.setInterval(() => setNow(Date.now()), SECOND_MS);
    return () => {
      window.clearTimeout(reset);
      window.clearInterval(tick);
    };
  }, [resetsAt]);

  const view = state.language === language ? state.view : null;
  const text = view === null ? null : dailyFiveCardText(view, now, daily.five);
  const canPlay = text?.canPlay === true && canStartWithName(playerName) && !state.isStarting;
  // Today's five, left mid-game on this browser: started once, so it is taken up again, never replayed.
  const result = view?.result ?? null;
  const leftGame = result !== null && !result.isComplete ? leftDailyFive(result.sessionCode) : null;

  return (
    <section className="daily-five" data-testid="daily-five-card" aria-labelledby="daily-five-title">
      <div className="daily-five-header">
        <h2 id="daily-five-title" className="daily-five-title">
          {daily.five.title}
        </h2>
        {text && (
          <span className="daily-five-streak" data-testid="daily-five-streak">
            {text.streak}
          </span>
        )}
      </div>
      {text === null ? (
        <p className="daily-five-status">{daily.five.intro}</p>
      ) : (
        <>
          <p className="daily-five-status" data-testid="daily-five-status">
            {text.status}
          </p>
          {text.countdown && (
            // Read out when it is asked for, not every second.
            <p className="daily-five-countdown" data-testid="daily-five-countdown" aria-live="off">
              {text.countdown}
            </p>
          )}
          {text.canPlay && (
            <button
              type="button"
              className="button button-secondary daily-five-play"
              data-testid="daily-five-play"
              disabled={!canPlay}
              onClick={() => void dailyFive.play()}
            >
              {state.isStarting ? daily.five.starting : daily.five.play}
            </button>
          )}
          {leftGame !== null && (
            <button
              type="button"
              className="button button-secondary daily-five-play"
              data-testid="daily-five-resume"
              onClick={() => resumeLeftDailyFive(leftGame.sessionCode)}
            >
              {daily.five.resume}
            </button>
          )}
          {text.keptOn && (
            <p className="daily-five-kept" data-testid="daily-five-kept">
              {text.keptOn}
            </p>
          )}
        </>
      )}
      {text !== null && (
        <button
          type="button"
          className="button button-ghost daily-archive-toggle"
          data-testid="daily-archive-toggle"
          aria-expanded={isArchiveOpen}
          aria-controls="daily-archive"
          onClick={() => void dailyFive.toggleArchive()}
        >
          {isArchiveOpen ? daily.archive.close : daily.archive.open}
        </button>
      )}
      {isArchiveOpen && (
        <div id="daily-archive">
          <DailyArchiveCalendar />
        </div>
      )}
      {state.notice && (
        <p className="daily-five-notice" role="alert" data-testid="daily-five-notice">
          {dailyStartNoticeText(state.notice, daily.five, serverErrors)}
        </p>
      )}
    </section>
  );
}
