import { canUseWordsmithTools, defaultPlayerName, type UserView } from '@bluffle/shared-schema';
import { useEffect } from 'react';
import { useStore } from 'zustand';
import { playerNameStorages } from '../controllers/game-controller';
import { navigate } from '../controllers/router';
import { BackToGame } from '../components/BackToGame';
import { enterWordsmithTab } from '../controllers/wordsmith-controller';
import { LoadingScreen } from '../components/LoadingScreen';
import { useMessages } from '../state/use-messages';
import { CreateABluffForm } from '../components/wordsmith/CreateABluffForm';
import { MyBluffles } from '../components/wordsmith/MyBluffles';
import { SessionBuilder } from '../components/wordsmith/SessionBuilder';
import { tabId, tabPanelId, WordsmithTabList } from '../components/wordsmith/WordsmithTabList';
import { authStore } from '../state/auth-store';
import { openSignIn } from '../state/navigation-store';
import { storedPlayerName } from '../state/player-name-storage';
import { sessionBuilderStore } from '../wordsmith/session-builder-store';
import { selectionCount } from '../wordsmith/word-selection';
import { wordsmithTabStore } from '../wordsmith/wordsmith-tabs';

/** A guest: the tools need an account (docs/product.md §6), so the way to sign in is right here. */
function PleaseSignIn() {
  const { wordsmith } = useMessages();
  return (
    <section
      className="card wordsmith-refusal"
      data-testid="wordsmith-sign-in"
      aria-labelledby="wordsmith-refusal-title"
    >
      <h1 id="wordsmith-refusal-title">{wordsmith.signInTitle}</h1>
      <p>{wordsmith.signInText}</p>
      <div className="wordsmith-refusal-actions">
        <button
          type="button"
          className="button button-primary"
          data-testid="wordsmith-open-sign-in"
          onClick={openSignIn}
        >
          {wordsmith.signInButton}
        </button>
        <BackToGame />
      </div>
    </section>
  );
}

/** Signed in without the wordsmith role: why not, and the way to the plan that opens it. */
function UpgradeNeeded({ user }: { user: UserView }) {
  const { wordsmith } = useMessages();
  return (
    <section
      className="card wordsmith-refusal"
      data-testid="wordsmith-upgrade"
      aria-labelledby="wordsmith-refusal-title"
    >
      <h1 id="wordsmith-refusal-title">{wordsmith.upgradeTitle}</h1>
      <p>{wordsmith.upgradeText({ username: user.username })}</p>
      <div className="wordsmith-refusal-actions">
        <button
          type="button"
          className="button button-secondary"
          data-testid="wordsmith-upgrade-link"
          onClick={() => navigate('/subscription')}
        >
          {wordsmith.upgradeButton}
        </button>
        <BackToGame />
      </div>
    </section>
  );
}

function WordsmithTools({ user }: { user: UserView }) {
  const tab = useStore(wordsmithTabStore, (state) => state.tab);
  const selected = useStore(sessionBuilderStore, (state) => state.selected);
  const { wordsmith } = useMessages();
  // docs/product.md §5 Session creation: the author's name as players see it on the challenge.
  const playerName = defaultPlayerName({
    mode: 'custom',
    username: user.username,
    storedName: storedPlayerName(playerNameStorages),
  });

  // The tab shown when the page opens loads what it shows, as entering it would (docs/product.md §4).
  useEffect(() => {
    enterWordsmithTab(wordsmithTabStore.getState().tab, user.id);
  }, [user.id]);

  return (
    <section className="card wordsmith-page" data-testid="wordsmith-page" aria-labelledby="wordsmith-title">
      <header className="wordsmith-header">
        <h1 id="wordsmith-title">{wordsmith.title}</h1>
        <BackToGame />
      </header>
      <WordsmithTabList
        current={tab}
        badges={{ 'create-session': selectionCount(selected) }}
        onSelect={(next) => enterWordsmithTab(next, user.id)}
      />
      <div role="tabpanel" id={tabPanelId(tab)} aria-labelledby={tabId(tab)} className="wordsmith-panel">
        {tab === 'create' && <CreateABluffForm userId={user.id} />}
        {tab === 'create-session' && <SessionBuilder user={user} playerName={playerName} />}
        {tab === 'sessions' && <MyBluffles userId={user.id} />}
      </div>
    </section>
  );
}

/** /wordsmith (docs/product.md §2 Wordsmith page): wordsmiths and admins; everyone else is told why and where to go. */
export function WordsmithPage() {
  const status = useStore(authStore, (state) => state.status);
  const user = useStore(authStore, (state) => state.user);
  const { wordsmith } = useMessages();
  if (status === 'loading') return <LoadingScreen message={wordsmith.checkingSignIn} />;
  if (user === null) return <PleaseSignIn />;
  if (!canUseWordsmithTools(user)) return <UpgradeNeeded user={user} />;
  return <WordsmithTools user={user} />;
}
