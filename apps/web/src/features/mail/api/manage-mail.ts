import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  mailDropSchema,
  mailerSchema,
  mailRatesSchema,
  type CreateMailDropBody,
  type CreateMailerField,
  type UpdateMailDropBody,
} from '@groundwork/shared/contracts/mail';
import { apiClient, type UploadProgress } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { mailKeys } from '../keys';

/** Every mail read of the campaign is stale after a write: lists, details, counts. */
const useRefresh = () => {
  const queryClient = useQueryClient();
  return (campaignId: string) =>
    queryClient.invalidateQueries({
      predicate: ({ queryKey }) =>
        queryKey[0] === mailKeys.all[0] && queryKey[1] !== 'file' && queryKey[2] === campaignId,
    });
};

export interface MailerUpload {
  values: CreateMailerField;
  file: File;
  onProgress?: (progress: UploadProgress) => void;
}

/** POST /api/mail/ (multipart `file` + `mailer`, the campaign also in the query: decision 0037). */
export const useCreateMailer = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ values, file, onProgress }: MailerUpload) => {
      const form = new FormData();
      form.append('mailer', JSON.stringify(values));
      form.append('file', file, file.name);
      return apiClient.upload('/mail/', {
        query: { campaign_id: values.campaign_id },
        form,
        schema: mailerSchema,
        ...(onProgress ? { onProgress } : {}),
      });
    },
    onSuccess: (mailer) => refresh(mailer.campaign_id),
  });
};

/** POST /api/mail/mailer-campaign/: a new Draft drop. */
export const useCreateMailDrop = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: CreateMailDropBody) =>
      apiClient.request('/mail/mailer-campaign/', { method: 'POST', body, schema: mailDropSchema }),
    onSuccess: (drop) => refresh(drop.campaign_id),
  });
};

/** PUT /api/mail/mailer-campaign/: a Draft's content, or a status change. */
export const useUpdateMailDrop = () => {
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateMailDropBody) =>
      apiClient.request('/mail/mailer-campaign/', { method: 'PUT', body, schema: mailDropSchema }),
    onSuccess: async (drop) => {
      queryClient.setQueryData(mailKeys.drop(drop.campaign_id, drop.id), drop);
      await refresh(drop.campaign_id);
    },
  });
};

/**
 * GET /api/mail/mailer-campaign/export/: the print vendor's CSV, fetched with the bearer token and saved;
 * the server records the download, so the drop's export history is read again.
 */
export const useDownloadVendorFile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ campaignId, id, name }: { campaignId: string; id: string; name: string }) => {
      const { blob, filename } = await apiClient.download('/mail/mailer-campaign/export/', {
        query: { id, campaign_id: campaignId },
      });
      saveFile(blob, filename ?? `${name}.csv`);
    },
    onSuccess: (_, { campaignId, id }) =>
      queryClient.invalidateQueries({ queryKey: mailKeys.drop(campaignId, id) }),
  });
};

/** PUT /api/mail/rates/: every cost changes with the rates. */
export const useSaveMailRates = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: { campaign_id: string; rates: Record<string, number> }) =>
      apiClient.request('/mail/rates/', { method: 'PUT', body, schema: mailRatesSchema }),
    onSuccess: (_, body) => refresh(body.campaign_id),
  });
};
