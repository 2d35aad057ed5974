import { LOBBY_CODE_LENGTH, type PlayLanguage } from '@bluffle/shared-schema';
import { useState } from 'react';
import { lobbySession } from '../../controllers/multiplayer-controller';
import { useMessages } from '../../state/use-messages';
import { lobbyStore, setTypedCode } from '../../multiplayer/lobby-store';
import { settingsStore } from '../../state/settings-store';
import { LanguagePicker } from '../LanguageSelect';

/**
 * docs/product.md §2 Multiplayer modal, join or create; §5 Join lobby: the code is uppercased, at most 6 characters.
 * Watch beside Join opens the lobby without a seat, signed in or not.
 */
export function JoinOrCreateView({ typedCode, isConnecting }: { typedCode: string; isConnecting: boolean }) {
  // A new lobby starts in the language the player picked on the menu.
  const [language, setLanguage] = useState<PlayLanguage>(() => settingsStore.getState().selectedLanguage);
  const { lobby } = useMessages();

  return (
    <div className="lobby-choose" aria-busy={isConnecting}>
      <form
        className="lobby-join-form"
        onSubmit={(event) => {
          event.preventDefault();
          void lobbySession.join(typedCode);
        }}
      >
        <label className="field-label" htmlFor="lobby-code-input">
          {lobby.joinWithCode}
        </label>
        <div className="share-link-row">
          <input
            id="lobby-code-input"
            className="text-input lobby-code-input"
            data-testid="lobby-code-input"
            value={typedCode}
            maxLength={LOBBY_CODE_LENGTH}
            placeholder="ABC123"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            disabled={isConnecting}
            onChange={(event) => setTypedCode(lobbyStore, event.target.value)}
          />
          <button
            type="submit"
            className="button button-primary"
            data-testid="lobby-join"
            disabled={isConnecting}
          >
            {lobby.join}
          </button>
          <button
            type="button"
            className="button button-secondary"
            data-testid="lobby-watch"
            aria-label={lobby.watchLabel}
            disabled={isConnecting}
            onClick={() => void lobbySession.watch(typedCode)}
          >
            {lobby.watch}
          </button>
        </div>
      </form>

      <p className="lobby-or">
        <span>{lobby.or}</span>
      </p>

      <div className="lobby-create-form">
        <LanguagePicker
          id="lobby-create-language"
          testId="lobby-create-language"
          label={lobby.newLobbyLanguage}
          value={language}
          disabled={isConnecting}
          onChange={setLanguage}
        />
        <button
          type="button"
          className="button button-secondary button-large"
          data-testid="lobby-create"
          disabled={isConnecting}
          onClick={() => void lobbySession.create(language)}
        >
          {lobby.createLobby}
        </button>
      </div>

      {isConnecting && (
        <p className="muted lobby-connecting" role="status">
          {lobby.connecting}
        </p>
      )}
    </div>
  );
}
