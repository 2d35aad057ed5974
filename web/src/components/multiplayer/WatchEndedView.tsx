import { lobbySession } from '../../controllers/multiplayer-controller';
import { useMessages } from '../../state/use-messages';
import { lobbyNoticeText } from '../../multiplayer/lobby-failure-text';
import type { LobbyNotice } from '../../multiplayer/lobby-notice';

/** The room sent the watcher away: why ('The host made this lobby private'), and back to the menu. */
export function WatchEndedView({ notice }: { notice: LobbyNotice | null }) {
  const { lobby } = useMessages();
  return (
    <div className="lobby-watch-ended">
      {notice !== null && (
        <p className="lobby-error" role="alert" data-testid="lobby-watch-ended">
          {lobbyNoticeText(notice, lobby)}
        </p>
      )}
      <button
        type="button"
        className="button button-primary button-large"
        data-testid="lobby-back-to-menu"
        onClick={() => lobbySession.close()}
      >
        {lobby.audience.backToMenu}
      </button>
    </div>
  );
}
