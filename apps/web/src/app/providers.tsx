import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { IdentityContext, identity as pageIdentity, type IdentitySession } from '../lib/identity';
import { queryClient as pageQueryClient } from '../lib/query-client';
import { DeferredNotifications } from './deferred-notifications';
import { BannerContext, type BannerApi } from './providers/banner-context';
import { SelectionContext, selectionStore as pageSelection } from './session/selection-context';
import type { SelectionStore } from './session/selection-store';
import { theme } from './theme';

interface AppProvidersProps {
  children: ReactNode;
  /** Tests pass their own; the app uses the page's instances. */
  queryClient?: QueryClient;
  identity?: IdentitySession;
  selection?: SelectionStore;
}

export function AppProviders({
  children,
  queryClient = pageQueryClient,
  identity = pageIdentity,
  selection = pageSelection,
}: AppProvidersProps) {
  const [message, setMessage] = useState<string | null>(null);
  const dismiss = useCallback(() => {
    setMessage(null);
  }, []);
  const banner = useMemo<BannerApi>(() => ({ message, show: setMessage, dismiss }), [message, dismiss]);
  return (
    // The theme's CSS variables come built (virtual:theme-variables.css, src/app/theme-css.ts), not computed here.
    <MantineProvider theme={theme} withCssVariables={false} defaultColorScheme="light">
      <DeferredNotifications />
      <QueryClientProvider client={queryClient}>
        <IdentityContext value={identity}>
          <SelectionContext value={selection}>
            <BannerContext value={banner}>{children}</BannerContext>
          </SelectionContext>
        </IdentityContext>
      </QueryClientProvider>
    </MantineProvider>
  );
}
