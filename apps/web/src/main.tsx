// Before any schema is built (lib/zod-config.ts).
import './lib/zod-config';
// Then: it starts downloading the opened page's code while the rest of this chunk runs.
import './app/preload';
import './app/mantine-styles.css';
import 'virtual:theme-variables.css';
import '@mantine/charts/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { lazy, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './app/providers';
import { AfterLoad } from './app/pwa/after-load';
import { applyAppStyles } from './app/app-styles';
import { AppRoutes } from './app/router';
import { selectionStore } from './app/session/selection-context';
import { identity } from './lib/identity';

// Restore the identity session and the stored choice while the first screen renders.
void identity.start();
void selectionStore.hydrate();

/** The service worker only in production builds: the development server and the tests run without one. */
const ServiceWorkerUpdates = import.meta.env.PROD
  ? lazy(() => import('./app/pwa/service-worker-updates').then((m) => ({ default: m.ServiceWorkerUpdates })))
  : null;

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// The first render waits for the entry's stylesheet, which the HTML's first paint does not (app/app-styles.ts).
await applyAppStyles();
createRoot(root).render(
  <StrictMode>
    <AppProviders>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
      {ServiceWorkerUpdates && (
        <AfterLoad>
          <ServiceWorkerUpdates />
        </AfterLoad>
      )}
    </AppProviders>
  </StrictMode>,
);
