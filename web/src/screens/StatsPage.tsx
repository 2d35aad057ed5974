import type { UserView } from '@bluffle/shared-schema';
import { useEffect, useMemo, useState } from 'react';
import { useStore } from 'zustand';
import { playedGames } from '../controllers/played-games-controller';
import { navigate } from '../controllers/router';
import { LoadingScreen } from '../components/LoadingScreen';
import { SignInOrHome } from '../components/SignInOrHome';
import { LevelProgress } from '../components/progress/LevelProgress';
import { PlayedGamesTable } from '../components/progress/PlayedGamesTable';
import { ProgressCharts } from '../components/progress/ProgressCharts';
import { useMessages } from '../i18n/use-messages';
import { authStore } from '../state/auth-store';
import { playedGamesStore } from '../stats/played-games-store';
import { precisionAcross, progressSeriesOf } from '../stats/progress-series';
import { statsStore } from '../stats/stats-store';

/**
 * A guest: the charts need the server's record of each game, which only an account has (a guest's
 * browser keeps totals, not games), so the way to sign in is right here.
 */
function PleaseSignIn() {
  const { progress, common } = useMessages();
  return (
    <section className="card stats-page" data-testid="stats-sign-in" aria-labelledby="stats-title">
      <h1 id="stats-title">{progress.stats.signInTitle}</h1>
      <p>{progress.stats.signInText}</p>
      <SignInOrHome
        className="stats-actions"
        signInTestId="stats-open-sign-in"
        signInText={progress.stats.signIn}
        homeText={common.home}
      />
    </section>
  );
}

function PlayedGames({ user }: { user: UserView }) {
  const { progress, common } = useMessages();
  const xp = useStore(statsStore, (state) => state.stats.experiencePoints);
  const state = useStore(playedGamesStore);
  const [isTableShown, setIsTableShown] = useState(false);
  const games = useMemo(() => (state.userId === user.id ? state.games : []), [state, user.id]);
  const points = useMemo(() => progressSeriesOf(games), [games]);
  const across = useMemo(() => precisionAcross(games), [games]);
  const percent = (value: number | null) => (value === null ? progress.stats.noneOfTruth : `${value}%`);

  useEffect(() => {
    void playedGames.load(user.id);
  }, [user.id]);

  return (
    <section className="card stats-page" data-testid="stats-page" aria-labelledby="stats-title">
      <h1 id="stats-title">{progress.stats.title}</h1>
      <p className="muted">{progress.stats.intro}</p>
      <LevelProgress xp={xp} testId="stats-level" />

      {state.status === 'loading' && games.length === 0 && (
        <p role="status" data-testid="stats-loading">
          {progress.stats.loading}
        </p>
      )}
      {state.status === 'failed' && (
        <div className="stats-failed" role="alert" data-testid="stats-failed">
          <p>{progress.stats.failed}</p>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => void playedGames.load(user.id)}
          >
            {progress.stats.retry}
          </button>
        </div>
      )}
      {state.status === 'ready' && games.length === 0 && (
        <p data-testid="stats-empty">{progress.stats.empty}</p>
      )}

      {games.length > 0 && (
        <>
          <p className="stats-across" data-testid="stats-across">
            {progress.stats.across({
              games: across.games,
              real: percent(across.realWordPrecision),
              fake: percent(across.fakeWordPrecision),
            })}
          </p>
          <ProgressCharts points={points} />
          <button
            type="button"
            className="button button-ghost stats-table-toggle"
            data-testid="stats-table-toggle"
            aria-expanded={isTableShown}
            aria-controls="played-games-table"
            onClick={() => setIsTableShown((isShown) => !isShown)}
          >
            {isTableShown ? progress.table.hide : progress.table.show}
          </button>
          <PlayedGamesTable games={games} isShown={isTableShown} />
        </>
      )}

      <div className="stats-actions">
        <button
          type="button"
          className="button button-ghost"
          data-testid="go-home"
          onClick={() => navigate('/')}
        >
          {common.home}
        </button>
      </div>
    </section>
  );
}

/** The stats view (issue 10 'Progress that shows'): the level, and the last games charted and tabled. */
export function StatsPage() {
  const { common } = useMessages();
  const status = useStore(authStore, (state) => state.status);
  const user = useStore(authStore, (state) => state.user);
  if (status === 'loading') return <LoadingScreen message={common.loading} />;
  return user ? <PlayedGames user={user} /> : <PleaseSignIn />;
}
