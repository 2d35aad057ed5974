import { useStore } from 'zustand';
import { guestProgress, guestProgressStore } from '../app/guest-progress-controller';

/**
 * 'Keep your guest games?' (issue 10 'Guest progress kept'): shown after a sign-in when this browser has
 * server-judged games played as a guest; nothing is added without the player's yes.
 */
export function GuestProgressOffer() {
  const { offer, isClaiming } = useStore(guestProgressStore);
  if (offer === null) return null;
  const games = offer.games === 1 ? '1 game' : `${offer.games} games`;
  return (
    <section
      className="guest-progress card"
      data-testid="guest-progress-offer"
      aria-labelledby="guest-progress-title"
    >
      <h2 id="guest-progress-title">Keep your guest games?</h2>
      <p>
        You played {games} as a guest in this browser. Add {offer.games === 1 ? 'it' : 'them'} to your
        account’s stats? Games played offline stay on this browser.
      </p>
      <div className="guest-progress-actions">
        <button
          type="button"
          className="button button-primary"
          data-testid="guest-progress-accept"
          disabled={isClaiming}
          onClick={() => void guestProgress.accept()}
        >
          {isClaiming ? 'Adding…' : `Add ${games}`}
        </button>
        <button
          type="button"
          className="button button-ghost"
          data-testid="guest-progress-decline"
          disabled={isClaiming}
          onClick={() => guestProgress.decline()}
        >
          Not now
        </button>
      </div>
    </section>
  );
}
