/** Query keys of the voter-tags feature. */
export const voterTagKeys = {
  all: ['voter-tags'] as const,
  list: (campaignId: string) => [...voterTagKeys.all, 'list', campaignId] as const,
};
