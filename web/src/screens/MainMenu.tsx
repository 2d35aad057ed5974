import { PLAYER_NAME_MAX_LENGTH, randomFunnyName } from '@bluffle/shared-schema';
import { useStore } from 'zustand';
import { AdSlot } from '../components/AdSlot';
import { DailyFiveCard } from '../components/DailyFiveCard';
import { DiceIcon } from '../components/Icons';
import { StartGameForm } from '../components/StartGameForm';
import { openSignIn } from '../state/navigation-store';
import { sessionStore, setPlayerName } from '../state/session-store';

/** The guest main menu (spec §2 Main menu, guest; §5 Player name). */
export function MainMenu() {
  const playerName = useStore(sessionStore, (state) => state.playerName);

  return (
    <section className="menu card" data-testid="guest-menu" aria-labelledby="menu-title">
      <h1 id="menu-title" className="logo">
        Bluff<span>le</span>
      </h1>
      <p className="tagline" data-testid="tagline">
        5 rounds. Rare words versus fake ones. No second chances.
      </p>

      <StartGameForm>
        <label className="field-label" htmlFor="player-name">
          Your name
        </label>
        <div className="name-row">
          <input
            id="player-name"
            className="text-input"
            data-testid="name-input"
            value={playerName}
            maxLength={PLAYER_NAME_MAX_LENGTH}
            autoComplete="nickname"
            placeholder="Enter your name"
            onChange={(event) => setPlayerName(event.target.value)}
          />
          <button
            type="button"
            className="icon-button"
            data-testid="random-name"
            aria-label="Pick a random name"
            title="Random name"
            onClick={() => setPlayerName(randomFunnyName())}
          >
            <DiceIcon />
          </button>
        </div>
      </StartGameForm>

      <DailyFiveCard />

      <button type="button" className="link-button" data-testid="sign-in-link" onClick={openSignIn}>
        Sign In to save progress
      </button>

      <AdSlot placement="home" />
    </section>
  );
}
