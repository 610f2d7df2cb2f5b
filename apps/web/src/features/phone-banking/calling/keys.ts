/** Query keys of the caller's screens (features/phone-banking/calling). */
export const callingKeys = {
  all: ['phone-banking', 'calling'] as const,
  assigned: (campaignId: string, userId: string) =>
    [...callingKeys.all, 'assigned', campaignId, userId] as const,
  tags: (campaignId: string) => [...callingKeys.all, 'tags', campaignId] as const,
  survey: (campaignId: string, phoneBankingCampaignId: string) =>
    [...callingKeys.all, 'survey', campaignId, phoneBankingCampaignId] as const,
};
