import { useMessages } from '../../i18n/use-messages';
import { lobbyShareLink } from '../../multiplayer/lobby-link';
import { CopyButton, LinkCopyField } from '../CopyButton';

/** The lobby's code with Copy, and its share link (spec §2 Lobby view: code). 'Copied' resets after 2 s. */
export function LobbyCodeShare({ code }: { code: string }) {
  const link = lobbyShareLink(window.location.origin, code);
  const { lobby } = useMessages();

  return (
    <section className="lobby-share" aria-label={lobby.invitePlayers}>
      <div className="lobby-code-row">
        <span className="lobby-code-label">{lobby.lobbyCode}</span>
        <strong className="lobby-code" data-testid="lobby-code">
          {code}
        </strong>
        <CopyButton
          text={code}
          label={lobby.copy}
          copiedLabel={lobby.copied}
          testId="lobby-copy-code"
          emphasis="ghost"
        />
      </div>
      <LinkCopyField
        id="lobby-share-link"
        label={lobby.shareLink}
        link={link}
        testId="lobby-share-link"
        copyLabel={lobby.copyLink}
        copiedLabel={lobby.copied}
        copyTestId="lobby-copy-link"
      />
    </section>
  );
}
