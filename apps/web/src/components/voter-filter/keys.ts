import type { VoterFilter } from '@groundwork/shared/contracts/voters';

/**
 * Query keys of what a voter filter selects (its count, its doors), one set for every feature that counts
 * or maps voters: the district's voters, voter groups, walkbooks and recommendations share the cache.
 * Whatever changes voters (an import, tagging) invalidates `voterKeys.all`.
 */
export const voterKeys = {
  all: ['voters'] as const,
  count: (campaignId: string, filter: VoterFilter) =>
    [...voterKeys.all, 'count', campaignId, filter] as const,
  doors: (campaignId: string, filter: VoterFilter) =>
    [...voterKeys.all, 'doors', campaignId, filter] as const,
};
