/** Query keys of the team feature (the members list itself is the campaigns feature's). */
export const teamKeys = {
  all: ['team'] as const,
  invitations: (campaignId: string) => [...teamKeys.all, 'invitations', campaignId] as const,
  activity: (campaignId: string, userId: string) =>
    [...teamKeys.all, 'activity', campaignId, userId] as const,
};
