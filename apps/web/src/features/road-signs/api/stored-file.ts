import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { config } from '../../../config/env';
import { apiClient } from '../../../lib/api-client';
import { readThrough } from '../../../lib/offline/snapshots';
import { toBase64 } from '../../../lib/secure-storage';
import { roadSignKeys } from '../keys';

/** The server names stored files by their absolute path (`/api/road-sign/file/?…`); the client adds `/api`. */
export const apiPath = (url: string): string =>
  url.startsWith(config.apiBaseUrl) ? url.slice(config.apiBaseUrl.length) : url;

/** The image as a data URL (base64 from its bytes: no FileReader, whose Blob the tests' DOM does not share). */
const asDataUrl = async (blob: Blob): Promise<string> =>
  `data:${blob.type};base64,${toBase64(new Uint8Array(await blob.arrayBuffer()))}`;

interface StoredFile {
  /** The file itself; null for an image answered from the phone's kept copy. */
  blob: Blob | null;
  filename: string | null;
  /** Images only. */
  dataUrl: string | null;
}

const download = async (url: string, signal?: AbortSignal): Promise<StoredFile> => {
  const { blob, filename } = await apiClient.download(apiPath(url), signal ? { signal } : {});
  return { blob, filename, dataUrl: blob.type.startsWith('image/') ? await asDataUrl(blob) : null };
};

const keptImageSchema = z.object({ dataUrl: z.string(), filename: z.string().nullable() });
const keptFileSchema = z.object({ image: keptImageSchema }).partial();

/**
 * A private stored file (artwork, photo), fetched with the bearer token since files are never public
 * (decision 0037). Images come as a data URL (nothing to revoke; it lives as long as the cache entry), other
 * files (PDF artwork) as the blob to save. With `keptFor` (a campaign), an image is also kept on the phone
 * through the field app's read path (decision 0049): the placement screen shows a sign's artwork offline.
 */
export const storedFileQueryOptions = (url: string, keptFor?: string) =>
  queryOptions({
    queryKey: roadSignKeys.file(url),
    staleTime: 5 * 60_000,
    networkMode: keptFor ? 'always' : 'online',
    queryFn: async ({ signal }): Promise<StoredFile> => {
      if (!keptFor) return download(url, signal);
      // A thumbnail is an image: its data URL is what the phone keeps.
      const image = await readThrough<{ image: z.infer<typeof keptImageSchema> }, 'image'>(
        { id: `file:${url}`, campaign_id: keptFor, kind: 'road-signs' },
        keptFileSchema,
        'image',
        async () => {
          const { dataUrl, filename } = await download(url, signal);
          return { dataUrl: dataUrl ?? '', filename };
        },
      );
      return { blob: null, filename: image.filename, dataUrl: image.dataUrl || null };
    },
  });

export const useStoredFile = (url: string | null, keptFor?: string) =>
  useQuery({ ...storedFileQueryOptions(url ?? '', keptFor), enabled: url !== null });
