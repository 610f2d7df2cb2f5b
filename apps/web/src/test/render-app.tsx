import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, vi } from 'vitest';
import type { ReactNode } from 'react';
import { AppProviders } from '../app/providers';
import { AppRoutes } from '../app/router';
import { SelectionStore } from '../app/session/selection-store';
import { identity } from '../lib/identity';
import { createQueryClient } from '../lib/query-client';
import { createMemoryKeyStore, createSecureStorage } from '../lib/secure-storage';
import { createFakeServer, type FakeServer, type FakeState } from './fake-server';

/** Shows the current location, so tests can assert redirects. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

export interface RenderAppOptions {
  path: string;
  state?: Partial<FakeState>;
  /** Render this instead of the whole app (still inside every provider and the router). */
  children?: ReactNode;
  /** Adjust the fake server before anything renders. */
  setup?: (server: FakeServer) => void;
}

/**
 * Renders the app (or `children`) at `path` against a fake server, with the page's identity session
 * restored from it, a fresh query client and an in-memory selection store.
 */
export const renderApp = async ({ path, state, children, setup }: RenderAppOptions) => {
  const server = createFakeServer(state);
  setup?.(server);
  vi.stubGlobal('fetch', server.fetch);
  await identity.reload();
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, staleTime: 0 }, mutations: { retry: false } });
  const selection = new SelectionStore(
    createSecureStorage({ storage: localStorage, keyStore: createMemoryKeyStore() }),
  );
  await selection.hydrate();
  const view = render(
    <AppProviders queryClient={queryClient} selection={selection}>
      <MemoryRouter initialEntries={[path]}>
        <LocationProbe />
        {children ?? <AppRoutes />}
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...view, server, queryClient, selection };
};

afterEach(async () => {
  await identity.signOut();
  vi.unstubAllGlobals();
});
