import type { UserView } from '@bluffle/shared-schema';
import { useEffect, useMemo, useState } from 'react';
import { useStore } from 'zustand';
import { playedGames } from '../controllers/played-games-controller';
import { navigate } from '../controllers/router';
import { refreshServerStats } from '../controllers/server-stats-refresh';
import { StatTile } from '../components/StatTile';
import { LoadingScreen } from '../components/LoadingScreen';
import { SignInOrHome } from '../components/SignInOrHome';
import { LevelProgress } from '../components/progress/LevelProgress';
import { PlayedGameBoards } from '../components/progress/PlayedGameBoards';
import { PlayedGamesTable } from '../components/progress/PlayedGamesTable';
import { ProgressCharts } from '../components/progress/ProgressCharts';
import { useMessages } from '../state/use-messages';
import { authStore } from '../state/auth-store';
import { playedGamesStore } from '../stats/played-games-store';
import { precisionAcross, progressSeriesOf } from '../stats/progress-series';
import { statsStore } from '../stats/stats-store';
import { unchartedGamesOf } from '../stats/uncharted-games';

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

/**
 * The menu's numbers, from the same store (the server's stats, with games judged offline on top), so the two
 * never disagree; said plainly that lobby games are in them, though no chart shows those.
 */
function Totals() {
  const { progress, account } = useMessages();
  const stats = useStore(statsStore, (state) => state.stats);
  const offlineGames = useStore(statsStore, (state) => state.local.offline.totalGamesPlayed);
  return (
    <section className="stats-totals" data-testid="stats-totals" aria-labelledby="stats-totals-title">
      <h2 id="stats-totals-title" className="section-title">
        {progress.stats.totalsTitle}
      </h2>
      <div className="tiles tiles-small">
        <StatTile testId="stats-games" label={account.tiles.games} value={stats.totalGamesPlayed} />
        <StatTile
          testId="stats-average"
          label={account.averageScore}
          value={Math.round(stats.averageScore)}
        />
        <StatTile testId="stats-streak" label={account.tiles.streak} value={stats.bestStreak} />
      </div>
      <p className="muted" data-testid="stats-totals-note">
        {progress.stats.totalsNote} {account.tiles.gamesNote} {progress.stats.chartsNote}
        {offlineGames > 0 && ` ${progress.stats.offlineGames({ games: offlineGames })}`}
      </p>
    </section>
  );
}

function PlayedGames({ user }: { user: UserView }) {
  const { progress, common } = useMessages();
  const xp = useStore(statsStore, (state) => state.stats.experiencePoints);
  const totalGames = useStore(statsStore, (state) => state.stats.totalGamesPlayed);
  const state = useStore(playedGamesStore);
  const [isTableShown, setIsTableShown] = useState(false);
  const games = useMemo(() => (state.userId === user.id ? state.games : []), [state, user.id]);
  const points = useMemo(() => progressSeriesOf(games), [games]);
  const across = useMemo(() => precisionAcross(games), [games]);
  const percent = (value: number | null) => (value === null ? progress.stats.noneOfTruth : `${value}%`);

  useEffect(() => {
    void playedGames.load(user.id);
    // The totals are the menu's: read again, so a lobby game just played is in them.
    void refreshServerStats(user.id);
  }, [user.id]);
  const uncharted = unchartedGamesOf({ totalGames, chartedGames: games.length });

  return (
    <section className="card stats-page" data-testid="stats-page" aria-labelledby="stats-title">
      <h1 id="stats-title">{progress.stats.title}</h1>
      <p className="muted">{progress.stats.intro}</p>
      <LevelProgress xp={xp} testId="stats-level" />
      <Totals />

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
        <p data-testid="stats-empty">
          {uncharted === null ? progress.stats.empty : progress.stats.noChartedGames({ games: uncharted })}
        </p>
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
          <PlayedGameBoards games={games} />
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

/** The stats view ( 'Progress that shows'): the level, and the last games charted, tabled and with their boards. */
export function StatsPage() {
  const { common } = useMessages();
  const status = useStore(authStore, (state) => state.status);
  const user = useStore(authStore, (state) => state.user);
  if (status === 'loading') return <LoadingScreen message={common.loading} />;
  return user ? <PlayedGames user={user} /> : <PleaseSignIn />;
}
