import { LOCAL_USERNAME_MAX_LENGTH } from '@bluffle/shared-schema';
import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { authFlow } from '../app/auth-controller';
import { authStore } from '../state/auth-store';
import { closeSignIn } from '../state/navigation-store';

/** spec §2 Sign-in screen: a button per configured provider, the local sign-in when offered, the way back. */
export function SignInScreen() {
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
      <h1 id="sign-in-title">Sign in</h1>
      <p className="muted">Keep your stats across devices and unlock plans and multiplayer.</p>

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
          Loading sign-in options…
        </p>
      )}
      {providersStatus === 'failed' && (
        <div className="auth-unavailable">
          <p>Sign-in is not available right now.</p>
          <button type="button" className="link-button" onClick={() => void authFlow.loadProviders()}>
            Try again
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
              Continue with {provider.label}
            </button>
          ))}
        </div>
      )}
      {isReady && providers.length === 0 && !isLocalSignInAvailable && (
        <p className="muted">No sign-in provider is set up on this server yet.</p>
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
          <h2 id="local-sign-in-title">Try it locally — no account needed</h2>
          <p className="muted">
            Sign in with just a name to try the signed-in features. The account lives on this server only;
            nothing is shared with Google, Facebook or GitHub.
          </p>
          <label className="field-label" htmlFor="local-name">
            Your name
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
            Sign in locally
          </button>
        </form>
      )}

      {isSigningIn && (
        <p className="muted" role="status" data-testid="signing-in">
          Signing you in…
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
        Back to Home (Play as Guest)
      </button>
    </section>
  );
}
