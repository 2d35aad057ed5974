import { canUpgrade, canUseWordsmithTools, planOf, type UserView } from '@bluffle/shared-schema';
import { useStore } from 'zustand';
import { authFlow } from '../app/auth-controller';
import { lobbySession } from '../app/multiplayer-controller';
import { navigate } from '../app/router';
import { PLAN_LABELS, providerLabel } from '../auth/user-display';
import { AdSlot } from '../components/AdSlot';
import { DailyFiveCard } from '../components/DailyFiveCard';
import { DailyGamesNote } from '../components/DailyGamesNote';
import { dailyGamesStore } from '../daily-games/daily-games-store';
import { StartGameForm } from '../components/StartGameForm';
import { StatTile } from '../components/StatTile';
import { UserAvatar } from '../components/UserAvatar';
import { statsStore } from '../stats/stats-store';

/** The signed-in main menu (spec §2 Main menu, signed in; buttons by role per spec §6). */
export function SignedInMenu({ user }: { user: UserView }) {
  const stats = useStore(statsStore, (state) => state.stats);
  const plan = planOf(user);
  const isOutOfGames = useStore(
    dailyGamesStore,
    (state) => state.userId === user.id && state.view?.remaining === 0,
  );

  return (
    <section className="menu card" data-testid="signed-in-menu" aria-labelledby="menu-title">
      <h1 id="menu-title" className="logo">
        Bluff<span>le</span>
      </h1>

      <div className="user-card">
        <UserAvatar user={user} />
        <div className="user-info">
          <p className="user-name" data-testid="user-name">
            {user.username}
          </p>
          <p className="user-provider" data-testid="user-provider">
            Connected via {providerLabel(user.provider)}
          </p>
        </div>
        <span className={`plan-badge plan-${plan}`} data-testid="plan-badge">
          {PLAN_LABELS[plan]}
        </span>
      </div>

      <div className="tiles tiles-small">
        <StatTile testId="tile-score" label="Score" value={stats.totalCorrectAnswers} />
        <StatTile testId="tile-games" label="Games" value={stats.totalGamesPlayed} />
        <StatTile testId="tile-streak" label="Streak" value={stats.bestStreak} />
      </div>
      {/* spec §2 calls it the best score and shows the average score, rounded. */}
      <p className="best-score">
        Average score <strong data-testid="best-score">{Math.round(stats.averageScore)}</strong>
      </p>

      <StartGameForm isOutOfGames={isOutOfGames} />
      <DailyGamesNote user={user} />
      <DailyFiveCard />

      <button
        type="button"
        className="button button-secondary button-large menu-multiplayer"
        data-testid="multiplayer"
        onClick={() => lobbySession.open()}
      >
        Multiplayer
      </button>

      <div className="menu-actions">
        {/* Admins hold every role, so they reach the wordsmith tools from here too. */}
        {canUseWordsmithTools(user) && (
          <button
            type="button"
            className="button button-ghost"
            data-testid="wordsmith-button"
            onClick={() => navigate('/wordsmith')}
          >
            Wordsmith
          </button>
        )}
        {canUpgrade(user) && (
          <button
            type="button"
            className="button button-secondary"
            data-testid="upgrade-button"
            onClick={() => navigate('/subscription')}
          >
            Upgrade to Wordsmith
          </button>
        )}
        {user.isAdmin && (
          <button
            type="button"
            className="button button-ghost"
            data-testid="admin-button"
            onClick={() => navigate('/admin')}
          >
            Admin Panel
          </button>
        )}
        <button
          type="button"
          className="button button-ghost"
          data-testid="logout"
          onClick={() => void authFlow.signOut()}
        >
          Logout
        </button>
      </div>

      <AdSlot placement="home" />
    </section>
  );
}
