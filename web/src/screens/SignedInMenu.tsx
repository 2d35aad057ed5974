import { canUpgrade, canUseWordsmithTools, planOf, type UserView } from '@bluffle/shared-schema';
import { useStore } from 'zustand';
import { authFlow } from '../controllers/auth-controller';
import { lobbySession } from '../controllers/multiplayer-controller';
import { navigate } from '../controllers/router';
import { STATS_PATH } from '../routing/routes';
import { providerLabel } from '../auth/user-display';
import { AdSlot } from '../components/AdSlot';
import { DailyFiveCard } from '../components/DailyFiveCard';
import { DailyGamesNote } from '../components/DailyGamesNote';
import { HowToPlay } from '../components/HowToPlay';
import { LevelProgress } from '../components/progress/LevelProgress';
import { dailyGamesStore } from '../daily-games/daily-games-store';
import { StartGameForm } from '../components/StartGameForm';
import { StatTile } from '../components/StatTile';
import { UserAvatar } from '../components/UserAvatar';
import { useMessages } from '../state/use-messages';
import { statsStore } from '../stats/stats-store';

/** The signed-in main menu (docs/product.md §2 Main menu, signed in; buttons by role per docs/product.md §6). */
export function SignedInMenu({ user }: { user: UserView }) {
  const { account, plans, progress } = useMessages();
  const stats = useStore(statsStore, (state) => state.stats);
  const plan = planOf(user);
  // The provider's own name (Google, GitHub...); the local sign-in and an unknown one are said in words.
  const provider =
    user.provider === 'local'
      ? account.localSignIn
      : user.provider
        ? providerLabel(user.provider)
        : account.unknownProvider;
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
            {account.connectedVia({ provider })}
          </p>
          {/* What an operator needs to grant a role (npm run user:role), so the player can read it out. */}
          <p className="user-provider">
            {account.accountId}{' '}
            <code data-testid="user-id" translate="no">
              {user.id}
            </code>
          </p>
        </div>
        <span className={`plan-badge plan-${plan}`} data-testid="plan-badge">
          {plans.names[plan]}
        </span>
      </div>

      <div className="tiles tiles-small">
        <StatTile testId="tile-score" label={account.tiles.score} value={stats.totalCorrectAnswers} />
        <StatTile testId="tile-games" label={account.tiles.games} value={stats.totalGamesPlayed} />
        <StatTile testId="tile-streak" label={account.tiles.streak} value={stats.bestStreak} />
      </div>
      {/* The stats page says it too, so a Games count above its charts' games never looks wrong. */}
      <p className="tiles-note" data-testid="menu-games-note">
        {account.tiles.gamesNote}
      </p>
      {/* docs/product.md §2 calls it the best score and shows the average score, rounded. */}
      <p className="best-score">
        {account.averageScore} <strong data-testid="best-score">{Math.round(stats.averageScore)}</strong>
      </p>
      {/* docs/product.md §9 XP and levels, with the way to the stats view's charts. */}
      <div className="menu-progress">
        <LevelProgress xp={stats.experiencePoints} testId="menu-level" />
        <button
          type="button"
          className="button button-ghost menu-stats"
          data-testid="stats-button"
          onClick={() => navigate(STATS_PATH)}
        >
          {progress.openStats}
        </button>
      </div>

      <HowToPlay />
      <StartGameForm isOutOfGames={isOutOfGames} />
      <DailyGamesNote user={user} />
      <DailyFiveCard />

      <button
        type="button"
        className="button button-secondary button-large menu-multiplayer"
        data-testid="multiplayer"
        onClick={() => lobbySession.open()}
      >
        {account.multiplayer}
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
            {account.wordsmith}
          </button>
        )}
        {canUpgrade(user) && (
          <button
            type="button"
            className="button button-secondary"
            data-testid="upgrade-button"
            onClick={() => navigate('/subscription')}
          >
            {account.upgrade}
          </button>
        )}
        {user.isAdmin && (
          <button
            type="button"
            className="button button-ghost"
            data-testid="admin-button"
            onClick={() => navigate('/admin')}
          >
            {account.adminPanel}
          </button>
        )}
        <button
          type="button"
          className="button button-ghost"
          data-testid="logout"
          onClick={() => void authFlow.signOut()}
        >
          {account.logout}
        </button>
      </div>

      <AdSlot placement="home" />
    </section>
  );
}
