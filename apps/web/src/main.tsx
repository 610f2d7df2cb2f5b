// First: it starts downloading the opened page's code while the rest of this chunk runs.
import './app/preload';
import './app/mantine-styles.css';
import '@mantine/charts/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './app/providers';
import { AppRoutes } from './app/router';
import { selectionStore } from './app/session/selection-context';
import { identity } from './lib/identity';

// Restore the identity session and the stored choice while the first screen renders.
void identity.start();
void selectionStore.hydrate();

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

createRoot(root).render(
  <StrictMode>
    <AppProviders>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>,
);
