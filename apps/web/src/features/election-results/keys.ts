/** Query keys of the election-results feature. */
export const electionResultKeys = {
  all: ['election-results'] as const,
  campaign: (campaignId: string) => [...electionResultKeys.all, campaignId] as const,
  list: (campaignId: string) => [...electionResultKeys.campaign(campaignId), 'list'] as const,
  election: (campaignId: string, id: string) =>
    [...electionResultKeys.campaign(campaignId), 'election', id] as const,
  precincts: (campaignId: string, contestId: string) =>
    [...electionResultKeys.campaign(campaignId), 'precincts', contestId] as const,
  shapes: (campaignId: string) => [...electionResultKeys.campaign(campaignId), 'shapes'] as const,
};
