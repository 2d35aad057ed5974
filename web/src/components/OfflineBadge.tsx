import { useMessages } from '../state/use-messages';

/** Tells the player the built-in words are being played and nothing is saved to the server (docs/product.md §4 Start). */
export function OfflineBadge() {
  const { round } = useMessages();
  return (
    <span className="offline-badge" data-testid="offline-badge" title={round.offlineBadgeTitle}>
      {round.offlineBadge}
    </span>
  );
}
