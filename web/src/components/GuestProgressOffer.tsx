import { useStore } from 'zustand';
import { guestProgress, guestProgressStore } from '../controllers/guest-progress-controller';
import { useMessages } from '../state/use-messages';

/**
 * 'Keep your guest games?' ( 'Guest progress kept'): shown after a sign-in when this browser has
 * server-judged games played as a guest; nothing is added without the player's yes.
 */
export function GuestProgressOffer() {
  const { guestProgress: words } = useMessages();
  const { offer, isClaiming } = useStore(guestProgressStore);
  if (offer === null) return null;
  return (
    <section
      className="guest-progress card"
      data-testid="guest-progress-offer"
      aria-labelledby="guest-progress-title"
    >
      <h2 id="guest-progress-title">{words.title}</h2>
      <p>{words.offer({ games: offer.games })}</p>
      <div className="guest-progress-actions">
        <button
          type="button"
          className="button button-primary"
          data-testid="guest-progress-accept"
          disabled={isClaiming}
          onClick={() => void guestProgress.accept()}
        >
          {isClaiming ? words.adding : words.add({ games: offer.games })}
        </button>
        <button
          type="button"
          className="button button-ghost"
          data-testid="guest-progress-decline"
          disabled={isClaiming}
          onClick={() => guestProgress.decline()}
        >
          {words.notNow}
        </button>
      </div>
    </section>
  );
}
