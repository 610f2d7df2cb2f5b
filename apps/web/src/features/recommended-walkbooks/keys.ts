/** Query keys of the recommended-walkbooks feature. */
export const recommendationKeys = {
  all: ['recommended-walkbooks'] as const,
  requests: (campaignId: string) => [...recommendationKeys.all, 'requests', campaignId] as const,
  request: (campaignId: string, id: string) => [...recommendationKeys.requests(campaignId), id] as const,
  walkbooks: (campaignId: string) => [...recommendationKeys.all, 'walkbooks', campaignId] as const,
  walkbook: (campaignId: string, id: string) => [...recommendationKeys.walkbooks(campaignId), id] as const,
};

/** How often a Pending request is asked for again. */
export const POLL_INTERVAL_MS = 1000;
