import { navigate } from '../app/router';
import type { PlaceholderPage } from '../app/routes';

const TITLES: Record<PlaceholderPage, string> = {
  subscription: 'Plans and subscriptions',
};

/** /subscription until its issue lands (spec §2 Routes). */
export function PlaceholderScreen({ page }: { page: PlaceholderPage }) {
  return (
    <section className="placeholder card" data-testid="placeholder-page" aria-labelledby="placeholder-title">
      <h1 id="placeholder-title">{TITLES[page]}</h1>
      <p>This part of Bluffle is coming soon. Thanks for your patience!</p>
      <button
        type="button"
        className="button button-primary"
        data-testid="back-to-game"
        onClick={() => navigate('/')}
      >
        Back to Game
      </button>
    </section>
  );
}
