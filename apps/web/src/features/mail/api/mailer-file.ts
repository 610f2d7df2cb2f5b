import { useQuery } from '@tanstack/react-query';
import { config } from '../../../config/env';
import { apiClient } from '../../../lib/api-client';
import { mailKeys } from '../keys';

/**
 * A mailer's stored file (the piece or its thumbnail), fetched with the bearer token since files are never
 * public (decision 0037); the server names it by its absolute path (`/api/mail/file/?…`), the client adds `/api`.
 */
export const useMailerFile = (url: string | null) =>
  useQuery({
    queryKey: mailKeys.file(url ?? ''),
    enabled: url !== null,
    staleTime: 5 * 60_000,
    queryFn: async ({ signal }) => {
      const path = url?.startsWith(config.apiBaseUrl) ? url.slice(config.apiBaseUrl.length) : (url ?? '');
      const { blob } = await apiClient.download(path, { signal });
      return blob;
    },
  });
