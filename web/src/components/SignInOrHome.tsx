import { navigate } from '../controllers/router';
import { openSignIn } from '../state/navigation-store';

interface SignInOrHomeProps {
  className: string;
  signInTestId: string;
  signInText: string;
  homeText: string;
}

/** The two ways on from a page that needs an account (plans, stats): sign in here, or back to the game. */
export function SignInOrHome({ className, signInTestId, signInText, homeText }: SignInOrHomeProps) {
  return (
    <div className={className}>
      <button type="button" className="button button-primary" data-testid={signInTestId} onClick={openSignIn}>
        {signInText}
      </button>
      <button
        type="button"
        className="button button-ghost"
        data-testid="go-home"
        onClick={() => navigate('/')}
      >
        {homeText}
      </button>
    </div>
  );
}
