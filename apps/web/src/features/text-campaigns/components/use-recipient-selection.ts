import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import type { VoterFilter } from '@groundwork/shared/contracts/voters';
import { voterFilterSchema } from '@groundwork/shared/contracts/voters';
import { COUNT_DEBOUNCE_MS } from '../../../components/voter-filter/api/count-voters';
import {
  EMPTY_FILTER_FORM,
  filtersToParams,
  type VoterFilterForm,
} from '../../../components/voter-filter/filters-to-params';
import { useRecipientPreview } from '../api/get-text-campaigns';
import type { RecipientSource } from './recipient-fields';

/**
 * The voters an outreach composer (text campaign, phone bank) picks, with their live count: a voter group or
 * filters for a new one; a Draft being edited (`initial`) keeps its own, counted as they are.
 */
export function useRecipientSelection(
  campaignId: string,
  initial: { voter_group_id: string | null; filter_params: VoterFilter } | undefined,
) {
  const [source, setSource] = useState<RecipientSource>('group');
  const [voterGroupId, setVoterGroupId] = useState<string | null>(initial?.voter_group_id ?? null);
  const [filters, setFilters] = useState<VoterFilterForm>(EMPTY_FILTER_FORM);
  const filter = useMemo(() => filtersToParams(filters), [filters]);
  const selection = useMemo(
    () =>
      initial
        ? { groupId: initial.voter_group_id, filter: initial.filter_params }
        : source === 'group'
          ? { groupId: voterGroupId, filter: {} }
          : { groupId: null, filter },
    [initial, source, voterGroupId, filter],
  );
  const [debounced] = useDebouncedValue(selection, COUNT_DEBOUNCE_MS);
  const hasSource =
    debounced.groupId !== null ||
    ((initial ? true : source === 'filters') && voterFilterSchema.safeParse(debounced.filter).success);
  const preview = useRecipientPreview(campaignId, debounced.groupId, debounced.filter, hasSource);
  const isCounted = debounced === selection && !preview.isPlaceholderData;
  /** The count is being worked out: the selection changed since, or the query runs. */
  const isUpdating = hasSource && (!isCounted || preview.isFetching);
  return {
    preview,
    /** The live count's props (RecipientCount, the phone bank's CallRecipientCount). */
    count: { preview: hasSource ? preview.data : undefined, isUpdating, hasSource },
    /** A new campaign's voter group is not chosen yet. */
    needsGroup: !initial && source === 'group' && !voterGroupId,
    /** The body's recipients. */
    values: {
      filter_params: initial ? initial.filter_params : source === 'filters' ? filter : {},
      voter_group_id: initial ? initial.voter_group_id : source === 'group' ? voterGroupId : null,
    },
    /** RecipientFields' props, for a new campaign. */
    fields: {
      campaignId,
      source,
      onSourceChange: setSource,
      voterGroupId,
      onVoterGroupChange: setVoterGroupId,
      filters,
      onFiltersChange: setFilters,
    },
  };
}
