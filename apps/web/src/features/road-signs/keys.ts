/** Query keys of the road-signs feature. */
export const roadSignKeys = {
  all: ['road-signs'] as const,
  list: (campaignId: string) => [...roadSignKeys.all, 'list', campaignId] as const,
  minimal: (campaignId: string) => [...roadSignKeys.all, 'minimal', campaignId] as const,
  detail: (campaignId: string, id: string) => [...roadSignKeys.all, 'detail', campaignId, id] as const,
  placements: (campaignId: string) => [...roadSignKeys.all, 'placements', campaignId] as const,
  placement: (campaignId: string, id: string) => [...roadSignKeys.all, 'placement', campaignId, id] as const,
  settings: (campaignId: string) => [...roadSignKeys.all, 'settings', campaignId] as const,
  summary: (campaignId: string) => [...roadSignKeys.all, 'summary', campaignId] as const,
  nearest: (campaignId: string, lat: number, lng: number) =>
    [...roadSignKeys.all, 'nearest', campaignId, lat, lng] as const,
  file: (url: string) => [...roadSignKeys.all, 'file', url] as const,
};
