/** Query keys of the users feature. */
export const userKeys = {
  all: ['users'] as const,
  me: () => [...userKeys.all, 'me'] as const,
  campaignAccount: (campaignId: string) => [...userKeys.all, 'campaign-account', campaignId] as const,
};
