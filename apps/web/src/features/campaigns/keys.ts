/** Query keys of the campaigns feature. */
export const campaignKeys = {
  all: ['campaigns'] as const,
  detail: (campaignId: string) => [...campaignKeys.all, 'detail', campaignId] as const,
  members: (campaignId: string) => [...campaignKeys.all, 'members', campaignId] as const,
};
