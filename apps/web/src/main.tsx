import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { registerServiceWorkerLater } from './app/service-worker';
import { startLanguage } from './i18n';
import { isCookScreen } from './app/cook-screens';

const root = globalThis.document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The first screen's messages in the phone's language (a cook's screens need only the cook's).
await startLanguage(isCookScreen(globalThis.location.pathname) ? 'cook' : 'app');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

void registerServiceWorkerLater();
