import { useQuery } from '@tanstack/react-query';
import { config } from '../../../config/env';
import { apiClient } from '../../../lib/api-client';
import { roadSignKeys } from '../keys';

/** The server names stored files by their absolute path (`/api/road-sign/file/?…`); the client adds `/api`. */
export const apiPath = (url: string): string =>
  url.startsWith(config.apiBaseUrl) ? url.slice(config.apiBaseUrl.length) : url;

const asDataUrl = (blob: Blob): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(blob);
  });

/**
 * A private stored file (artwork, photo), fetched with the bearer token since files are never public
 * (decision 0037). Images come as a data URL (nothing to revoke; it lives as long as the cache entry), other
 * files (PDF artwork) as the blob to save.
 */
export const useStoredFile = (url: string | null) =>
  useQuery({
    queryKey: roadSignKeys.file(url ?? ''),
    enabled: url !== null,
    staleTime: 5 * 60_000,
    queryFn: async ({ signal }) => {
      const { blob, filename } = await apiClient.download(apiPath(url ?? ''), { signal });
      return {
        blob,
        filename,
        dataUrl: blob.type.startsWith('image/') ? await asDataUrl(blob) : null,
      };
    },
  });
