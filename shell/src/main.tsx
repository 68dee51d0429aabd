import '@platform/ui/tokens.css';
import '@platform/ui/components.css';
import './styles/shell.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { installHistoryStepGuard } from '@platform/ui';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app';
import { installStaleChunkListener } from './federation/load-remote';
import { SessionProvider } from './session/session-context';

installStaleChunkListener();
// Before the router listens: pages can then hold Back/Forward (unsaved edits).
installHistoryStepGuard();

const root = document.getElementById('root');
if (!root) throw new Error('#root missing in index.html');

createRoot(root).render(
  <StrictMode>
    {/* Synchronous location updates: sign-out clears the session and leaves the guarded page in one render. */}
    <BrowserRouter useTransitions={false}>
      <SessionProvider>
        <App />
      </SessionProvider>
    </BrowserRouter>
  </StrictMode>,
);
