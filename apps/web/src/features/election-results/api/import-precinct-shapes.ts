import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  shapesImportReportSchema,
  type ShapesImportFields,
  type ShapesImportReport,
} from '@groundwork/shared/contracts/election-results';
import { apiClient } from '../../../lib/api-client';
import { electionResultKeys } from '../keys';

export interface ImportPrecinctShapesInput {
  campaignId: string;
  file: File;
  fields: ShapesImportFields;
}

/** POST /api/election-results/shapes/?campaign_id= (multipart): replaces the campaign's precinct shapes. */
export const importPrecinctShapes = ({
  campaignId,
  file,
  fields,
}: ImportPrecinctShapesInput): Promise<ShapesImportReport> => {
  const form = new FormData();
  if (fields.property) form.append('property', fields.property);
  if (fields.county) form.append('county', fields.county);
  form.append('file', file, file.name);
  return apiClient.request('/election-results/shapes/', {
    method: 'POST',
    query: { campaign_id: campaignId },
    body: form,
    schema: shapesImportReportSchema,
  });
};

export const useImportPrecinctShapes = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importPrecinctShapes,
    onSuccess: (_report, { campaignId }) =>
      queryClient.invalidateQueries({ queryKey: electionResultKeys.shapes(campaignId) }),
  });
};
