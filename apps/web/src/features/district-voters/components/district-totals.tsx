import { Group, Text } from '@mantine/core';
import type { VoterFilter } from '@groundwork/shared/contracts/voters';
import { formatNumber } from '../../../lib/format';
import { useVoterCount } from '../../../components/voter-filter/api/count-voters';
import { VoterCountFailed } from '../../../components/voter-filter/voter-count-failed';
import { isAbortError } from '../../../lib/api-error';

const EVERYONE: VoterFilter = {};

/**
 * "5,000 voters · 3,120 doors" for the whole district, or "1,210 of 5,000 voters · 640 doors" for the
 * filter the table shows, for the page header (inline: spans only). The previous numbers stay, dimmed,
 * while a changed filter is counted.
 */
export function DistrictTotals({
  campaignId,
  filter = EVERYONE,
}: {
  campaignId: string;
  filter?: VoterFilter;
}) {
  const isFiltered = Object.keys(filter).length > 0;
  const all = useVoterCount(campaignId, EVERYONE);
  const matching = useVoterCount(campaignId, filter, { enabled: isFiltered });
  const count = isFiltered ? matching : all;
  if (count.isError && !isAbortError(count.error))
    return <VoterCountFailed reason={count.error.message} onRetry={() => void count.refetch()} />;
  if (!count.data)
    return (
      <Text component="span" size="sm" c="dimmed">
        Counting voters…
      </Text>
    );
  // A placeholder may be the whole district's numbers (the previous filter was none): no "of" until counted.
  const of = isFiltered && all.data && !count.isPlaceholderData ? ` of ${formatNumber(all.data.count)}` : '';
  return (
    <Group
      gap="xs"
      component="span"
      role="status"
      aria-live="polite"
      aria-busy={count.isPlaceholderData}
      style={{ opacity: count.isPlaceholderData ? 0.6 : 1 }}
    >
      <Text component="span" size="sm" fw={700} data-testid="district-voter-total">
        {formatNumber(count.data.count)}
        {of} voters
      </Text>
      <Text component="span" size="sm" c="dimmed" aria-hidden="true">
        ·
      </Text>
      <Text component="span" size="sm" fw={700} data-testid="district-door-total">
        {formatNumber(count.data.doors)} doors
      </Text>
    </Group>
  );
}
