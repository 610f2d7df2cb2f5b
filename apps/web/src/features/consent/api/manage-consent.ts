import { useMutation, useQueryClient } from '@tanstack/react-query';
import { consentEventSchema, type CreateConsentBody } from '@groundwork/shared/contracts/consent';
import { apiClient } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { consentKeys } from '../keys';

/** POST /api/consent/: an opt-out or an opt-in by hand; every consent read is stale after it. */
export const useRecordConsent = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateConsentBody) =>
      apiClient.request('/consent/', { method: 'POST', body, schema: consentEventSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consentKeys.all }),
  });
};

/** GET /api/consent/export/: the current opt-outs as CSV. */
export const useExportOptOuts = () =>
  useMutation({
    mutationFn: (campaignId: string) =>
      apiClient.download('/consent/export/', { query: { campaign_id: campaignId } }),
    onSuccess: (file) => saveFile(file.blob, file.filename ?? 'opt-outs.csv'),
  });
