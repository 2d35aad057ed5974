import { canStartWithName, type DailyArchiveDay } from '@bluffle/shared-schema';
import { useMemo, useState } from 'react';
import { useStore } from 'zustand';
import { dailyFive } from '../controllers/daily-five-controller';
import { monthOf, monthWeeks, shiftMonth } from '../daily-five/archive-calendar';
import { dailyFiveStore } from '../daily-five/daily-five-store';
import { HTML_LANG } from '../i18n/messages';
import { useMessages } from '../state/use-messages';
import { sessionStore } from '../state/session-store';
import { settingsStore } from '../state/settings-store';

/** Weekday headers, Monday first: 5 January 2026 was a Monday. */
const A_MONDAY_MS = Date.UTC(2026, 0, 5);
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The daily archive: a month calendar of the past days' sets in the menu's language, each a
 * button that plays that day's five as practice; days played on the day carry a mark. Months page back to
 * the archive's first day. Days are UTC, as the server keys its sets.
 */
export function DailyArchiveCalendar() {
  const { daily } = useMessages();
  const text = daily.archive;
  const state = useStore(dailyFiveStore);
  const language = useStore(settingsStore, (settings) => settings.selectedLanguage);
  const playerName = useStore(sessionStore, (session) => session.playerName);
  const archive = state.archive?.language === language ? state.archive : null;
  const days = useMemo(() => archive?.days ?? [], [archive]);
  const byDay = useMemo(() => new Map(days.map((entry) => [entry.day, entry])), [days]);
  const newestMonth = days[0] === undefined ? null : monthOf(days[0].day);
  const oldestMonth = days.at(-1) === undefined ? null : monthOf(days.at(-1)!.day);
  const [shownMonth, setShownMonth] = useState<string | null>(null);
  const month = shownMonth !== null && byDayInMonth(days, shownMonth) ? shownMonth : newestMonth;

  const locale = HTML_LANG[language];
  const monthTitle = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const fullDate = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' });
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  const weekdayLong = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  const dateOf = (day: string) => fullDate.format(new Date(`${day}T00:00:00.000Z`));
  const canPlay = canStartWithName(playerName) && !state.isStarting;

  const dayCell = (day: string | null, index: number) => {
    const entry: DailyArchiveDay | undefined = day === null ? undefined : byDay.get(day);
    if (day === null || entry === undefined) {
      return (
        <td key={day ?? `blank-${index}`} className="archive-day is-unavailable">
          {day === null ? '' : Number(day.slice(8))}
        </td>
      );
    }
    return (
      <td key={day} className="archive-day">
        <button
          type="button"
          className={`archive-day-button${entry.hasPlayed ? ' is-played' : ''}`}
          data-testid="archive-day"
          data-day={day}
          disabled={!canPlay}
          aria-label={text.playDay({ date: dateOf(day), hasPlayed: entry.hasPlayed })}
          onClick={() => void dailyFive.play(day)}
        >
          {Number(day.slice(8))}
          {entry.hasPlayed && (
            <span aria-hidden="true" className="archive-played-mark" title={text.playedMark} />
          )}
        </button>
      </td>
    );
  };

  return (
    <section className="daily-archive" data-testid="daily-archive" aria-labelledby="daily-archive-title">
      <h3 id="daily-archive-title" className="daily-archive-title">
        {text.title}
      </h3>
      <p className="daily-archive-note">{text.note}</p>
      {state.isArchiveFailed ? (
        <p role="alert" data-testid="daily-archive-failed">
          {text.failed}{' '}
          <button type="button" className="button button-ghost" onClick={() => void dailyFive.loadArchive()}>
            {text.tryAgain}
          </button>
        </p>
      ) : archive === null ? (
        <p role="status">{text.loading}</p>
      ) : month === null ? (
        <p data-testid="daily-archive-empty">{text.empty}</p>
      ) : (
        <>
          <div className="daily-archive-month">
            <button
              type="button"
              className="button button-ghost"
              data-testid="archive-previous-month"
              aria-label={text.previousMonth}
              disabled={oldestMonth === null || month <= oldestMonth}
              onClick={() => setShownMonth(shiftMonth(month, -1))}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <h4 className="daily-archive-month-title" data-testid="archive-month" aria-live="polite">
              {monthTitle.format(new Date(`${month}-01T00:00:00.000Z`))}
            </h4>
            <button
              type="button"
              className="button button-ghost"
              data-testid="archive-next-month"
              aria-label={text.nextMonth}
              disabled={newestMonth === null || month >= newestMonth}
              onClick={() => setShownMonth(shiftMonth(month, 1))}
            >
              <span aria-hidden="true">›</span>
            </button>
          </div>
          <table className="daily-archive-calendar">
            <thead>
              <tr>
                {Array.from({ length: 7 }, (_, index) => {
                  const date = new Date(A_MONDAY_MS + index * DAY_MS);
                  return (
                    <th key={index} scope="col" abbr={weekdayLong.format(date)}>
                      {weekday.format(date)}
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody>
              {monthWeeks(month).map((week, weekIndex) => (
                <tr key={weekIndex}>{week.map((day, index) => dayCell(day, weekIndex * 7 + index))}</tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}

/** Whether any archive day falls in `month` (a month paged to stays only while it has days). */
function byDayInMonth(days: readonly DailyArchiveDay[], month: string): boolean {
  return days.some((entry) => monthOf(entry.day) === month);
}
