import { lobbySession } from '../../controllers/multiplayer-controller';
import { useMessages } from '../../state/use-messages';

/** The host's 'Private lobby' switch: on, nobody new may watch and those watching are sent away. */
export function PrivateLobbySwitch({ isPrivate }: { isPrivate: boolean }) {
  const { lobby } = useMessages();
  return (
    <div className="relaxed-toggle lobby-switch">
      <input
        id="lobby-private"
        type="checkbox"
        role="switch"
        data-testid="lobby-private"
        checked={isPrivate}
        aria-describedby="lobby-private-hint"
        onChange={(event) => lobbySession.send({ type: 'set-private', isPrivate: event.target.checked })}
      />
      <label htmlFor="lobby-private">{lobby.audience.privateLobby}</label>
      <p id="lobby-private-hint" className="muted relaxed-toggle-hint">
        {lobby.audience.privateHint}
      </p>
    </div>
  );
}
