import { queryOptions, useQuery } from '@tanstack/react-query';
import { clientConfigSchema, type ClientConfig } from '@groundwork/shared/contracts/system';
import { apiClient } from '../../../lib/api-client';

/** Where the last answer is kept, so that a map drawn offline uses the style it was drawn with online. */
export const MAP_STYLE_STORAGE_KEY = 'groundwork.map-style-url';

const remembered = (): ClientConfig | undefined => {
  try {
    const stored = window.localStorage.getItem(MAP_STYLE_STORAGE_KEY);
    return stored === null ? undefined : { map_style_url: stored || null };
  } catch {
    return undefined; // storage refused (private mode): ask the server
  }
};

const remember = (config: ClientConfig): ClientConfig => {
  try {
    window.localStorage.setItem(MAP_STYLE_STORAGE_KEY, config.map_style_url ?? '');
  } catch {
    // not kept: the next map asks again
  }
  return config;
};

/** GET /api/config/ (public): this deployment's settings for the web app (0050-basemap.md). */
export const getConfig = (signal?: AbortSignal): Promise<ClientConfig> =>
  apiClient
    .request('/config/', { schema: clientConfigSchema, auth: false, ...(signal ? { signal } : {}) })
    .then(remember);

export const configQueryOptions = () =>
  queryOptions({
    queryKey: ['config'] as const,
    queryFn: ({ signal }) => getConfig(signal),
    // Asked once a session: a deployment changes its basemap rarely, and the next visit picks it up.
    staleTime: Infinity,
    retry: false,
    // Offline the request fails at once (the fallback style draws) instead of waiting for a network.
    networkMode: 'always',
  });

/**
 * The basemap's style URL: `null` for none (the maps draw streets from their doors), `undefined` while not
 * yet known. The last answer kept in localStorage serves at once (and offline), while the server is asked.
 */
export const useMapStyle = (isEnabled = true): string | null | undefined => {
  const query = useQuery({ ...configQueryOptions(), placeholderData: remembered, enabled: isEnabled });
  if (query.data) return query.data.map_style_url;
  // A failed request (offline) drops the placeholder: the remembered answer still serves.
  return query.isError ? (remembered()?.map_style_url ?? null) : undefined;
};
