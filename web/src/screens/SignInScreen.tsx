import { LOCAL_USERNAME_MAX_LENGTH } from '@bluffle/shared-schema';
import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { authFlow } from '../controllers/auth-controller';
import { useMessages } from '../state/use-messages';
import { authStore } from '../state/auth-store';
import { closeSignIn } from '../state/navigation-store';

/** docs/product.md §2 Sign-in screen: a button per configured provider, the local sign-in when offered, the way back. */
export function SignInScreen() {
  const { signIn: words, menu } = useMessages();
  const providers = useStore(authStore, (state) => state.providers);
  const providersStatus = useStore(authStore, (state) => state.providersStatus);
  const isLocalSignInAvailable = useStore(authStore, (state) => state.isLocalSignInAvailable);
  const isSigningIn = useStore(authStore, (state) => state.isSigningIn);
  const error = useStore(authStore, (state) => state.error);
  const hint = useStore(authStore, (state) => state.hint);
  const [localName, setLocalName] = useState('');

  useEffect(() => {
    void authFlow.loadProviders();
  }, []);

  const isReady = providersStatus === 'ready';
  const canSignInLocally = localName.trim().length > 0 && !isSigningIn;

  return (
    <section className="sign-in card" data-testid="sign-in-screen" aria-labelledby="sign-in-title">
      <h1 id="sign-in-title">{words.title}</h1>
      <p className="muted">{words.intro}</p>

      {error && (
        <div className="auth-error" role="alert">
          {hint && (
            <strong className="auth-hint" data-testid="auth-hint">
              {hint}
            </strong>
          )}
          <p data-testid="auth-error">{error}</p>
        </div>
      )}

      {(providersStatus === 'idle' || providersStatus === 'loading') && (
        <p className="muted" role="status" data-testid="providers-loading">
          {words.loadingOptions}
        </p>
      )}
      {providersStatus === 'failed' && (
        <div className="auth-unavailable">
          <p>{words.unavailable}</p>
          <button type="button" className="link-button" onClick={() => void authFlow.loadProviders()}>
            {words.tryAgain}
          </button>
        </div>
      )}

      {providers.length > 0 && (
        <div className="provider-buttons">
          {providers.map((provider) => (
            <button
              key={provider.name}
              type="button"
              className={`button button-large provider-button provider-${provider.name}`}
              data-testid={`sign-in-${provider.name}`}
              // The popup opens inside this click: browsers block popups opened later.
              onClick={() => void authFlow.signInWithProvider(provider.name)}
            >
              {words.continueWith({ provider: provider.label })}
            </button>
          ))}
        </div>
      )}
      {isReady && providers.length === 0 && !isLocalSignInAvailable && (
        <p className="muted">{words.noProvider}</p>
      )}

      {isLocalSignInAvailable && (
        <form
          className="local-sign-in"
          aria-labelledby="local-sign-in-title"
          onSubmit={(event) => {
            event.preventDefault();
            if (canSignInLocally) void authFlow.signInLocally(localName);
          }}
        >
          <h2 id="local-sign-in-title">{words.localTitle}</h2>
          <p className="muted">{words.localText}</p>
          <label className="field-label" htmlFor="local-name">
            {menu.yourName}
          </label>
          <input
            id="local-name"
            className="text-input"
            data-testid="local-name"
            value={localName}
            maxLength={LOCAL_USERNAME_MAX_LENGTH}
            autoComplete="nickname"
            onChange={(event) => setLocalName(event.target.value)}
          />
          <button
            type="submit"
            className="button button-primary"
            data-testid="local-sign-in"
            disabled={!canSignInLocally}
          >
            {words.signInLocally}
          </button>
        </form>
      )}

      {isSigningIn && (
        <p className="muted" role="status" data-testid="signing-in">
          {words.signingIn}
        </p>
      )}

      <button
        type="button"
        className="button button-ghost"
        data-testid="back-to-home"
        onClick={() => {
          authFlow.clearError();
          closeSignIn('/');
        }}
      >
        {words.backHome}
      </button>
    </section>
  );
}
