/** Query keys of the surveys feature. */
export const surveyKeys = {
  all: ['surveys'] as const,
  lists: () => [...surveyKeys.all, 'list'] as const,
  list: (campaignId: string) => [...surveyKeys.lists(), campaignId] as const,
  detail: (campaignId: string, id: string) => [...surveyKeys.all, 'detail', campaignId, id] as const,
  results: (campaignId: string, id: string) => [...surveyKeys.all, 'results', campaignId, id] as const,
  freeText: (campaignId: string, id: string, questionId: string) =>
    [...surveyKeys.results(campaignId, id), 'free-text', questionId] as const,
  nameCheck: (campaignId: string, name: string, exceptId: string | undefined) =>
    [...surveyKeys.all, 'name-check', campaignId, name, exceptId ?? null] as const,
};
