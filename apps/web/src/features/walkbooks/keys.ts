/** Query keys of the walkbooks feature. */
export const walkbookKeys = {
  all: ['walkbooks'] as const,
  lists: (campaignId: string) => [...walkbookKeys.all, 'list', campaignId] as const,
  list: (campaignId: string, scope: 'all' | 'mine', includeArchived: boolean) =>
    [...walkbookKeys.lists(campaignId), scope, includeArchived] as const,
  detail: (campaignId: string, id: string) => [...walkbookKeys.all, 'detail', campaignId, id] as const,
  survey: (campaignId: string, id: string) => [...walkbookKeys.all, 'survey', campaignId, id] as const,
  route: (campaignId: string, id: string, start: { lat: number; lng: number } | null) =>
    [...walkbookKeys.all, 'route', campaignId, id, start] as const,
  touches: (campaignId: string) => [...walkbookKeys.all, 'touches', campaignId] as const,
  week: (campaignId: string, week: string) => [...walkbookKeys.touches(campaignId), 'week', week] as const,
  touchData: (campaignId: string, walkbookId: string | undefined) =>
    [...walkbookKeys.touches(campaignId), 'data', walkbookId ?? null] as const,
};
