import { voterKeys } from '../../components/voter-filter/keys';

/**
 * Query keys of the campaign's vote-history elections. They sit under `voterKeys.all`: whatever changes the
 * voters (an import of a voter or vote-history file) invalidates them with the counts.
 */
export const electionKeys = {
  list: (campaignId: string) => [...voterKeys.all, 'elections', campaignId] as const,
};
