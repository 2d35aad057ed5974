/** Tells the player the built-in words are being played and nothing is saved to the server (spec §4 Start). */
export function OfflineBadge() {
  return (
    <span
      className="offline-badge"
      data-testid="offline-badge"
      title="The server could not be reached: playing built-in words"
    >
      Offline mode
    </span>
  );
}
