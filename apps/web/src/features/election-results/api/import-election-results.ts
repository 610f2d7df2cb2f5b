import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  resultsImportReportSchema,
  type ResultsImportFields,
  type ResultsImportReport,
} from '@groundwork/shared/contracts/election-results';
import { apiClient } from '../../../lib/api-client';
import { electionResultKeys } from '../keys';

export interface ImportElectionResultsInput {
  campaignId: string;
  file: File;
  fields: ResultsImportFields;
  /** Check the file and report, without importing. */
  dryRun: boolean;
}

/**
 * POST /api/election-results/import/?campaign_id=[&dry_run=true] (multipart): the file and the optional
 * mapping, election name and date, and county. Results files are small: sent in one request.
 */
export const importElectionResults = ({
  campaignId,
  file,
  fields,
  dryRun,
}: ImportElectionResultsInput): Promise<ResultsImportReport> => {
  const form = new FormData();
  if (fields.mapping) form.append('mapping', JSON.stringify(fields.mapping));
  for (const name of ['election_name', 'election_date', 'county'] as const) {
    const value = fields[name];
    if (value) form.append(name, value);
  }
  form.append('file', file, file.name);
  return apiClient.request('/election-results/import/', {
    method: 'POST',
    query: { campaign_id: campaignId, ...(dryRun ? { dry_run: true } : {}) },
    body: form,
    schema: resultsImportReportSchema,
  });
};

export const useImportElectionResults = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importElectionResults,
    onSuccess: async (report, { campaignId }) => {
      if (!report.dry_run)
        await queryClient.invalidateQueries({ queryKey: electionResultKeys.campaign(campaignId) });
    },
  });
};
