import type { VoterFilter } from '@groundwork/shared/contracts/voters';

/** Query keys of the text-campaigns feature. */
export const textCampaignKeys = {
  all: ['text-campaigns'] as const,
  list: (campaignId: string) => [...textCampaignKeys.all, 'list', campaignId] as const,
  assigned: (campaignId: string, userId: string) =>
    [...textCampaignKeys.all, 'assigned', campaignId, userId] as const,
  detail: (campaignId: string, id: string) => [...textCampaignKeys.all, 'detail', campaignId, id] as const,
  counts: (campaignId: string, id: string) => [...textCampaignKeys.all, 'counts', campaignId, id] as const,
  preview: (campaignId: string, voterGroupId: string | null, filter: VoterFilter) =>
    [...textCampaignKeys.all, 'preview', campaignId, voterGroupId, filter] as const,
  survey: (campaignId: string, id: string) => [...textCampaignKeys.all, 'survey', campaignId, id] as const,
  conversations: (campaignId: string, textCampaignId: string | null, unreadOnly: boolean) =>
    [...textCampaignKeys.all, 'conversations', campaignId, textCampaignId, unreadOnly] as const,
};
