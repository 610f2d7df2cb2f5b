import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  voterImportSchema,
  type ColumnMapping,
  type VoterImport,
} from '@groundwork/shared/contracts/voter-imports';
import { apiClient } from '../../../lib/api-client';
import { districtVoterKeys } from '../keys';

export interface StartVoterImportInput {
  campaignId: string;
  id: string;
  mapping: ColumnMapping;
}

/** POST /api/district/voter-import/start/: confirms the mapping; the import is queued. */
export const startVoterImport = ({ campaignId, id, mapping }: StartVoterImportInput): Promise<VoterImport> =>
  apiClient.request('/district/voter-import/start/', {
    method: 'POST',
    body: { campaign_id: campaignId, id, mapping },
    schema: voterImportSchema,
  });

export const useStartVoterImport = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startVoterImport,
    onSuccess: (started, { campaignId }) => {
      queryClient.setQueryData(districtVoterKeys.importDetail(campaignId, started.id), started);
      void queryClient.invalidateQueries({ queryKey: districtVoterKeys.imports(campaignId) });
    },
  });
};
