import type { VoterFilter } from '@groundwork/shared/contracts/voters';
import type { TableSort } from '../../components/voter-table/sortable-voter-head';

export interface DistrictVotersParams extends TableSort {
  filter: VoterFilter;
  skip: number;
  limit: number;
}

/** Query keys of the district-voters feature. */
export const districtVoterKeys = {
  all: ['district-voters'] as const,
  pages: (campaignId: string) => [...districtVoterKeys.all, 'page', campaignId] as const,
  page: (campaignId: string, params: DistrictVotersParams) =>
    [...districtVoterKeys.pages(campaignId), params] as const,
  imports: (campaignId: string) => [...districtVoterKeys.all, 'imports', campaignId] as const,
  importDetail: (campaignId: string, id: string) =>
    [...districtVoterKeys.all, 'import', campaignId, id] as const,
};
