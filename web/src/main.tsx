import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { startApp } from './app/start-app';
import './styles/base.css';
import './styles/layout.css';
import './styles/controls.css';
import './styles/how-to-play.css';
import './styles/game.css';
import './styles/results.css';
import './styles/modal.css';
import './styles/account.css';
import './styles/multiplayer.css';
import './styles/admin.css';
import './styles/wordsmith.css';
import './styles/subscription.css';
import './styles/daily.css';
import './styles/progress.css';

startApp();

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
