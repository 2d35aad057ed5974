import { closeSignIn } from '../state/navigation-store';

/** spec §2 Sign-in screen; the providers arrive with the sign-in issue, until then it says so. */
export function SignInScreen() {
  return (
    <section className="sign-in card" data-testid="sign-in-screen" aria-labelledby="sign-in-title">
      <h1 id="sign-in-title">Sign in</h1>
      <p>Sign-in with Google and Facebook arrives soon. Your progress will be saved across devices then.</p>
      <p className="muted">Until then, guests keep their stats on this device.</p>
      <button
        type="button"
        className="button button-primary"
        data-testid="back-to-home"
        onClick={closeSignIn}
      >
        Back to Home (Play as Guest)
      </button>
    </section>
  );
}
