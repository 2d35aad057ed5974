import { useState } from 'react';
import { useStore } from 'zustand';
import { useMessages } from '../../state/use-messages';
import { displayedCode, displayedLink } from '../../multiplayer/hidden-code';
import { lobbyShareLink } from '../../multiplayer/lobby-link';
import { watchShareLink } from '../../multiplayer/watch-link';
import { settingsStore } from '../../state/settings-store';
import { CopyButton, LinkCopyField } from '../CopyButton';

/**
 * The lobby's code with Copy, its share link and its watch link (docs/product.md §2 Lobby view: code). 'Hide
 * code' (for streaming, remembered) shows the code and the links' codes as ••••••, with Reveal; Copy still
 * copies the real code and links. 'Copied' resets after 2 s.
 */
export function LobbyCodeShare({ code }: { code: string }) {
  const { lobby } = useMessages();
  const isHidden = useStore(settingsStore, (state) => state.isCodeHidden);
  const [isRevealed, setRevealed] = useState(false);
  const masking = { isHidden, isRevealed };
  const shown = displayedCode(code, masking);
  const isMasked = shown !== code;
  const link = lobbyShareLink(window.location.origin, code);
  const watchLink = watchShareLink(window.location.origin, code);

  return (
    <section className="lobby-share" aria-label={lobby.invitePlayers}>
      <div className="lobby-code-row">
        <span className="lobby-code-label">{lobby.lobbyCode}</span>
        {/* The dots mean nothing read aloud: a screen reader hears that the code is hidden instead. */}
        <strong className="lobby-code" data-testid="lobby-code" data-hidden={isMasked} aria-hidden={isMasked}>
          {shown}
        </strong>
        {isMasked && <span className="visually-hidden">{lobby.audience.hiddenCode}</span>}
        {isHidden && (
          <button
            type="button"
            className="button button-ghost"
            data-testid="lobby-reveal-code"
            aria-pressed={isRevealed}
            aria-label={isRevealed ? lobby.audience.hideLabel : lobby.audience.revealLabel}
            onClick={() => setRevealed(!isRevealed)}
          >
            {isRevealed ? lobby.audience.hide : lobby.audience.reveal}
          </button>
        )}
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
        shownLink={displayedLink(link, code, masking)}
        testId="lobby-share-link"
        copyLabel={lobby.copyLink}
        copiedLabel={lobby.copied}
        copyTestId="lobby-copy-link"
      />
      <LinkCopyField
        id="lobby-watch-link"
        label={lobby.audience.watchLink}
        link={watchLink}
        shownLink={displayedLink(watchLink, code, masking)}
        testId="lobby-watch-link"
        copyLabel={lobby.audience.copyWatchLink}
        copiedLabel={lobby.copied}
        copyTestId="lobby-copy-watch-link"
      />
      <div className="relaxed-toggle lobby-switch">
        <input
          id="lobby-hide-code"
          type="checkbox"
          role="switch"
          data-testid="lobby-hide-code"
          checked={isHidden}
          aria-describedby="lobby-hide-code-hint"
          onChange={(event) => {
            setRevealed(false);
            settingsStore.getState().setCodeHidden(event.target.checked);
          }}
        />
        <label htmlFor="lobby-hide-code">{lobby.audience.hideCode}</label>
        <p id="lobby-hide-code-hint" className="muted relaxed-toggle-hint">
          {lobby.audience.hideCodeHint}
        </p>
      </div>
    </section>
  );
}
