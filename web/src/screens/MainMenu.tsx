import { useStore } from 'zustand';
import { AdSlot } from '../components/AdSlot';
import { DailyFiveCard } from '../components/DailyFiveCard';
import { HowToPlay } from '../components/HowToPlay';
import { PlayerNameField } from '../components/PlayerNameField';
import { StartGameForm } from '../components/StartGameForm';
import { lobbySession } from '../controllers/multiplayer-controller';
import { useMessages } from '../state/use-messages';
import { openSignIn } from '../state/navigation-store';
import { sessionStore, setPlayerName } from '../state/session-store';

/** The guest main menu (docs/product.md §2 Main menu, guest; §5 Player name). */
export function MainMenu() {
  const playerName = useStore(sessionStore, (state) => state.playerName);
  const { menu } = useMessages();

  return (
    <section className="menu card" data-testid="guest-menu" aria-labelledby="menu-title">
      <h1 id="menu-title" className="logo">
        Bluff<span>le</span>
      </h1>
      <p className="tagline" data-testid="tagline">
        {menu.tagline}
      </p>
      <HowToPlay />

      <StartGameForm>
        <PlayerNameField id="player-name" testId="name-input" value={playerName} onChange={setPlayerName} />
      </StartGameForm>

      <DailyFiveCard />

      {/* Watching needs no account: the modal's Watch button; its Join and Create ask to sign in. */}
      <button
        type="button"
        className="button button-ghost menu-watch"
        data-testid="watch-game"
        onClick={() => lobbySession.open()}
      >
        {menu.watchGame}
      </button>

      <button type="button" className="link-button" data-testid="sign-in-link" onClick={openSignIn}>
        {menu.signInToSave}
      </button>

      <AdSlot placement="home" />
    </section>
  );
}
