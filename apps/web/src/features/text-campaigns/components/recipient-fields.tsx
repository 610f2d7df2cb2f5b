import { Input, Paper, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import type { RecipientPreview } from '@groundwork/shared/contracts/text-campaigns';
import type { VoterFilterForm } from '../../../components/voter-filter/filters-to-params';
import { VoterFilterPanel, type TagOption } from '../../../components/voter-filter/voter-filter-panel';
import { formatCount, formatNumber } from '../../../lib/format';
import { useVoterGroups } from '../../voter-groups';
import { useElections } from '../../elections';

export type RecipientSource = 'group' | 'filters';

interface RecipientFieldsProps {
  campaignId: string;
  source: RecipientSource;
  onSourceChange: (source: RecipientSource) => void;
  voterGroupId: string | null;
  onVoterGroupChange: (id: string | null) => void;
  filters: VoterFilterForm;
  onFiltersChange: (filters: VoterFilterForm) => void;
  tagOptions: TagOption[];
  error?: string | null;
}

/** Who gets the text: a Ready voter group, or the voter filter the walkbooks and groups use. */
export function RecipientFields({
  campaignId,
  source,
  onSourceChange,
  voterGroupId,
  onVoterGroupChange,
  filters,
  onFiltersChange,
  tagOptions,
  error,
}: RecipientFieldsProps) {
  const labelId = useId();
  const groups = useVoterGroups(campaignId);
  const elections = useElections(campaignId);
  return (
    <Stack gap="sm">
      <Input.Wrapper label="Recipients" labelElement="div" labelProps={{ id: labelId }}>
        <SegmentedControl
          aria-labelledby={labelId}
          role="radiogroup"
          fullWidth
          mt={4}
          data={[
            { value: 'group', label: 'A voter group' },
            { value: 'filters', label: 'Filters' },
          ]}
          value={source}
          onChange={(next) => onSourceChange(next as RecipientSource)}
        />
      </Input.Wrapper>
      {source === 'group' ? (
        <Select
          label="Voter group"
          placeholder="Pick a voter group"
          searchable
          nothingFoundMessage="No voter group by that name"
          data={(groups.data ?? [])
            .filter((group) => group.status === 'Ready')
            .map((group) => ({
              value: group.id,
              label: `${group.name} (${formatCount(group.voter_count, 'voter')})`,
            }))}
          value={voterGroupId}
          onChange={onVoterGroupChange}
          error={error}
        />
      ) : (
        <VoterFilterPanel
          value={filters}
          onChange={onFiltersChange}
          tagOptions={tagOptions}
          elections={elections}
        />
      )}
    </Stack>
  );
}

/** The live count: recipients, and how many were left out and why. */
export function RecipientCount({
  preview,
  isUpdating,
  hasSource,
}: {
  preview: RecipientPreview | undefined;
  isUpdating: boolean;
  hasSource: boolean;
}) {
  return (
    <Paper withBorder radius="md" p="md" aria-live="polite">
      <Text size="sm" c="dimmed">
        Recipients
      </Text>
      <Text
        size="xl"
        fw={700}
        data-testid="recipient-count"
        data-updating={isUpdating}
        opacity={isUpdating ? 0.6 : 1}
      >
        {!hasSource
          ? 'Pick a voter group or set filters'
          : preview
            ? formatCount(preview.recipients, 'recipient')
            : 'Counting…'}
      </Text>
      {hasSource && preview && (
        <Text size="sm" c="dimmed" data-testid="recipient-excluded">
          Left out: {formatNumber(preview.excluded.no_phone)} without a mobile number ·{' '}
          {formatNumber(preview.excluded.opted_out)} opted out · {formatNumber(preview.excluded.landline)}{' '}
          landlines
        </Text>
      )}
    </Paper>
  );
}
