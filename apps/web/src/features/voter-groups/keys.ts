import type { VoterFilter } from '@groundwork/shared/contracts/voters';
import type { TableSort } from '../../components/voter-table/sortable-voter-head';

/** Query keys of the voter-groups feature. */
export const voterGroupKeys = {
  all: ['voter-groups'] as const,
  lists: () => [...voterGroupKeys.all, 'list'] as const,
  list: (campaignId: string) => [...voterGroupKeys.lists(), campaignId] as const,
  details: () => [...voterGroupKeys.all, 'detail'] as const,
  detail: (campaignId: string, id: string) => [...voterGroupKeys.details(), campaignId, id] as const,
  voters: (campaignId: string, id: string) => [...voterGroupKeys.all, 'voters', campaignId, id] as const,
  votersPage: (campaignId: string, id: string, page: TableSort & { skip: number; limit: number }) =>
    [...voterGroupKeys.voters(campaignId, id), page] as const,
  uploadStatus: (campaignId: string, id: string) =>
    [...voterGroupKeys.all, 'upload', campaignId, id] as const,
  breakdown: (campaignId: string, filter: VoterFilter) =>
    [...voterGroupKeys.all, 'breakdown', campaignId, filter] as const,
};

/** How often a Pending group is asked for again. */
export const POLL_INTERVAL_MS = 1000;

/** A list's refresh interval: while any group is being selected (Pending); each turns Ready or Failed in seconds. */
export const pollWhileAnyPending = (groups: readonly { status: string }[] | undefined): number | false =>
  groups?.some((group) => group.status === 'Pending') ? POLL_INTERVAL_MS : false;
