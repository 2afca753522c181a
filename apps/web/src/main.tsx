import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { registerServiceWorkerLater } from './app/service-worker';
import { startLanguage } from './i18n';
import { cookScreenAt } from './app/cook-screens';

const root = globalThis.document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The first screen's messages in the phone's language (each of a cook's screens needs only its own).
await startLanguage(cookScreenAt(globalThis.location.pathname) ?? 'app');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

void registerServiceWorkerLater();
