import { PLAYER_NAME_MAX_LENGTH, randomFunnyName } from '@bluffle/shared-schema';
import { useStore } from 'zustand';
import { AdSlot } from '../components/AdSlot';
import { DailyFiveCard } from '../components/DailyFiveCard';
import { HowToPlay } from '../components/HowToPlay';
import { DiceIcon } from '../components/Icons';
import { StartGameForm } from '../components/StartGameForm';
import { lobbySession } from '../controllers/multiplayer-controller';
import { useMessages } from '../i18n/use-messages';
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
        <label className="field-label" htmlFor="player-name">
          {menu.yourName}
        </label>
        <div className="name-row">
          <input
            id="player-name"
            className="text-input"
            data-testid="name-input"
            value={playerName}
            maxLength={PLAYER_NAME_MAX_LENGTH}
            autoComplete="nickname"
            placeholder={menu.namePlaceholder}
            onChange={(event) => setPlayerName(event.target.value)}
          />
          <button
            type="button"
            className="icon-button"
            data-testid="random-name"
            aria-label={menu.randomNameLabel}
            title={menu.randomNameTitle}
            onClick={() => setPlayerName(randomFunnyName())}
          >
            <DiceIcon />
          </button>
        </div>
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
