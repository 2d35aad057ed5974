import { useStore } from 'zustand';
import { LeaveGameQuestion } from '../components/LeaveGameQuestion';
import { LoadingScreen } from '../components/LoadingScreen';
import { useMessages } from '../state/use-messages';
import { authStore } from '../state/auth-store';
import { soloGameStore } from '../state/solo-game-store';
import { ChallengeLanding } from './ChallengeLanding';
import { MainMenu } from './MainMenu';
import { ResultsScreen } from './ResultsScreen';
import { SignedInMenu } from './SignedInMenu';
import { SoloGameScreen } from './SoloGameScreen';

/** The game route's states: menu, challenge, playing (and followup), results (docs/product.md §2 Routes). */
export function GameView() {
  const { chrome } = useMessages();
  const phase = useStore(soloGameStore, (state) => state.phase);
  const isLoading = useStore(soloGameStore, (state) => state.isLoading);
  const challenge = useStore(soloGameStore, (state) => state.challenge);
  const summary = useStore(soloGameStore, (state) => state.summary);
  const authStatus = useStore(authStore, (state) => state.status);
  const user = useStore(authStore, (state) => state.user);

  switch (phase) {
    case 'menu':
      // Until the server says who is signed in, neither menu: a signed-in player would see the guest's.
      if (authStatus === 'loading') return <LoadingScreen message={chrome.checkingSignIn} />;
      return user ? <SignedInMenu user={user} /> : <MainMenu />;
    case 'challenge':
      return challenge ? <ChallengeLanding challenge={challenge} /> : <LoadingScreen />;
    case 'results':
      return summary ? <ResultsScreen summary={summary} /> : <LoadingScreen />;
    case 'playing':
    case 'followup':
      // The question before leaving may be asked while the next word loads, too.
      return (
        <>
          {isLoading ? <LoadingScreen /> : <SoloGameScreen />}
          <LeaveGameQuestion />
        </>
      );
  }
}
