import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAP_STYLE_STORAGE_KEY } from './api/get-config';
import { MapCampaignContext } from './map-campaign';
import { useBasemapStyle } from './use-basemap-style';

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    <MapCampaignContext value="c1">{children}</MapCampaignContext>
  </QueryClientProvider>
);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useBasemapStyle offline', () => {
  it('keeps the remembered style and streets once the requests fail, instead of dropping to none', async () => {
    localStorage.setItem(MAP_STYLE_STORAGE_KEY, '/api/basemap/style.json');
    localStorage.setItem('groundwork.streets.c1', '12408');
    const offline = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    vi.stubGlobal('fetch', offline);
    const { result } = renderHook(() => useBasemapStyle(), { wrapper });
    const served = `${window.location.origin}/api/basemap/style.json?campaign_id=c1`;
    expect(result.current).toBe(served); // at once, from the device
    await waitFor(() => expect(offline).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50)); // the failed requests have settled
    expect(result.current).toBe(served);
  });

  it('draws the doors’ streets offline when the campaign had none', async () => {
    localStorage.setItem(MAP_STYLE_STORAGE_KEY, '/api/basemap/style.json');
    localStorage.setItem('groundwork.streets.c1', '0');
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const { result } = renderHook(() => useBasemapStyle(), { wrapper });
    await waitFor(() => expect(result.current).toBeNull());
  });
});
