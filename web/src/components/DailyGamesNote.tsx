import { planOf, type UserView } from '@bluffle/shared-schema';
import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { dailyGames } from '../controllers/daily-games-controller';
import { navigate } from '../controllers/router';
import { dailyGamesText } from '../daily-games/daily-games-text';
import { dailyGamesStore } from '../daily-games/daily-games-store';
import { useMessages } from '../state/use-messages';

/**
 * The signed-in menu's line about the free daily limit: games left today, or at the limit why
 * and how to get more. Read again whenever the menu shows, the plan changes, or the UTC day turns.
 */
export function DailyGamesNote({ user }: { user: UserView }) {
  const { daily } = useMessages();
  const state = useStore(dailyGamesStore);
  const [now, setNow] = useState(() => Date.now());
  const plan = planOf(user);

  useEffect(() => {
    void dailyGames.load(user.id);
  }, [user.id, plan]);

  // At midnight UTC the count starts again: read it then, and keep the countdown roughly current.
  const resetsAt = state.view?.resetsAt;
  useEffect(() => {
    if (resetsAt === undefined) return undefined;
    const untilReset = Math.max(1000, Date.parse(resetsAt) - Date.now() + 1000);
    const reset = window.setTimeout(() => void dailyGames.load(user.id), untilReset);
    const tick = window.setInterval(() => setNow(Date.now()), 60_000);
    return () => {
      window.clearTimeout(reset);
      window.clearInterval(tick);
    };
  }, [resetsAt, user.id]);

  if (state.userId !== user.id || state.view === null) {
    return state.refusal === null ? null : (
      <p className="daily-games daily-games-limit" role="alert" data-testid="daily-games-refusal">
        {daily.games.limitRefused}
      </p>
    );
  }
  const text = dailyGamesText(state.view, user, now, daily.games);
  return (
    <div
      className={`daily-games${text.isAtLimit ? ' daily-games-limit' : ''}`}
      data-testid="daily-games"
      role={state.refusal === null ? undefined : 'alert'}
    >
      <p className="daily-games-headline" data-testid="daily-games-left">
        {text.headline}
      </p>
      {text.detail && (
        <p className="daily-games-detail" data-testid="daily-games-detail">
          {text.detail}
        </p>
      )}
      {text.isAtLimit && text.upgradeTo && (
        <a
          className="daily-games-upgrade"
          href="/subscription"
          data-testid="daily-games-upgrade"
          onClick={(event) => {
            event.preventDefault();
            navigate('/subscription');
          }}
        >
          {daily.games.seePlans}
        </a>
      )}
    </div>
  );
}
