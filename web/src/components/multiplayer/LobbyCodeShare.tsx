import { COPIED_RESET_MS } from '@bluffle/shared-schema';
import { useEffect, useState } from 'react';
import { copyText } from '../../browser/clipboard';
import { useMessages } from '../../i18n/use-messages';
import { lobbyShareLink } from '../../multiplayer/lobby-link';

type Copied = 'code' | 'link' | null;

/** The lobby's code with Copy, and its share link (spec §2 Lobby view: code). 'Copied' resets after 2 s. */
export function LobbyCodeShare({ code }: { code: string }) {
  const link = lobbyShareLink(window.location.origin, code);
  const [copied, setCopied] = useState<Copied>(null);
  const { lobby } = useMessages();

  useEffect(() => {
    if (copied === null) return;
    const handle = setTimeout(() => setCopied(null), COPIED_RESET_MS);
    return () => clearTimeout(handle);
  }, [copied]);

  const copy = async (what: Exclude<Copied, null>) => {
    if (await copyText(what === 'code' ? code : link)) setCopied(what);
  };

  return (
    <section className="lobby-share" aria-label={lobby.invitePlayers}>
      <div className="lobby-code-row">
        <span className="lobby-code-label">{lobby.lobbyCode}</span>
        <strong className="lobby-code" data-testid="lobby-code">
          {code}
        </strong>
        <button
          type="button"
          className={`button ${copied === 'code' ? 'button-success' : 'button-ghost'}`}
          data-testid="lobby-copy-code"
          aria-live="polite"
          onClick={() => void copy('code')}
        >
          {copied === 'code' ? lobby.copied : lobby.copy}
        </button>
      </div>
      <label className="field-label" htmlFor="lobby-share-link">
        {lobby.shareLink}
      </label>
      <div className="share-link-row">
        <input
          id="lobby-share-link"
          className="text-input"
          data-testid="lobby-share-link"
          value={link}
          readOnly
          onFocus={(event) => event.target.select()}
        />
        <button
          type="button"
          className={`button ${copied === 'link' ? 'button-success' : 'button-primary'}`}
          data-testid="lobby-copy-link"
          aria-live="polite"
          onClick={() => void copy('link')}
        >
          {copied === 'link' ? lobby.copied : lobby.copyLink}
        </button>
      </div>
    </section>
  );
}
