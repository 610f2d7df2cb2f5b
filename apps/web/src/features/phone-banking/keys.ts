/** Query keys of the phone-banking feature (the calling screen's keys live beside it, in calling/). */
export const phoneBankingKeys = {
  all: ['phone-banking'] as const,
  list: (campaignId: string) => [...phoneBankingKeys.all, 'list', campaignId] as const,
  detail: (campaignId: string, id: string) => [...phoneBankingKeys.all, 'detail', campaignId, id] as const,
  counts: (campaignId: string, id: string) => [...phoneBankingKeys.all, 'counts', campaignId, id] as const,
  account: (campaignId: string) => [...phoneBankingKeys.all, 'account', campaignId] as const,
  stats: (campaignId: string) => [...phoneBankingKeys.all, 'stats', campaignId] as const,
};
