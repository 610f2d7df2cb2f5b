import { useMemo } from 'react';
import type { TagOption } from '../../components/voter-filter/voter-filter-panel';
import { useVoterTags } from '../../features/voter-tags/api/get-voter-tags';

/** The campaign's voter tags as the filter panel's options. */
export const useTagOptions = (campaignId: string): TagOption[] => {
  const tags = useVoterTags(campaignId);
  return useMemo(() => (tags.data ?? []).map((tag) => ({ value: tag.id, label: tag.name })), [tags.data]);
};
