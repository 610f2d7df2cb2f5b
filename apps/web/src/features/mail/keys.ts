/** Query keys of the mail feature: mailers, mail drops, their live counts, the rates and the mailers' files. */
export const mailKeys = {
  all: ['mail'] as const,
  mailers: (campaignId: string) => [...mailKeys.all, 'mailers', campaignId] as const,
  mailer: (campaignId: string, id: string) => [...mailKeys.all, 'mailer', campaignId, id] as const,
  drops: (campaignId: string) => [...mailKeys.all, 'drops', campaignId] as const,
  drop: (campaignId: string, id: string) => [...mailKeys.all, 'drop', campaignId, id] as const,
  estimate: (campaignId: string, voterGroupId: string, size: string) =>
    [...mailKeys.all, 'estimate', campaignId, voterGroupId, size] as const,
  rates: (campaignId: string) => [...mailKeys.all, 'rates', campaignId] as const,
  nameCheck: (campaignId: string, kind: 'mailer' | 'drop', name: string, mailerId: string) =>
    [...mailKeys.all, 'name-check', campaignId, kind, name, mailerId] as const,
  file: (url: string) => [...mailKeys.all, 'file', url] as const,
};
