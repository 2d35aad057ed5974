import { lazy, Suspense, useMemo } from 'react';
import { useStore } from 'zustand';
import { Footer } from '../components/Footer';
import { GuestProgressOffer } from '../components/GuestProgressOffer';
import { LoadingScreen } from '../components/LoadingScreen';
import { MultiplayerModal } from '../components/multiplayer/MultiplayerModal';
import { Toasts } from '../components/Toasts';
import { AdminPanel } from '../screens/AdminPanel';
import { GameView } from '../screens/GameView';
import { SignInScreen } from '../screens/SignInScreen';
import { SubscriptionPage } from '../screens/SubscriptionPage';
import { WordsmithPage } from '../screens/WordsmithPage';
import { navigationStore } from '../state/navigation-store';
import { parseRoute } from '../routing/routes';

// The stats view's charts bring a charting library: loaded when the view is first opened, not with the game.
const StatsPage = lazy(async () => ({ default: (await import('../screens/StatsPage')).StatsPage }));

export function App() {
  const pathname = useStore(navigationStore, (state) => state.pathname);
  const search = useStore(navigationStore, (state) => state.search);
  const route = useMemo(() => parseRoute(pathname, search), [pathname, search]);

  return (
    <div className="app">
      <GuestProgressOffer />
      <main className="app-main">
        {route.kind === 'admin' ? (
          <AdminPanel />
        ) : route.kind === 'wordsmith' ? (
          <WordsmithPage />
        ) : route.kind === 'subscription' ? (
          <SubscriptionPage />
        ) : route.kind === 'sign-in' ? (
          <SignInScreen />
        ) : route.kind === 'stats' ? (
          <Suspense fallback={<LoadingScreen />}>
            <StatsPage />
          </Suspense>
        ) : (
          <GameView />
        )}
      </main>
      <Footer />
      <MultiplayerModal />
      <Toasts />
    </div>
  );
}
