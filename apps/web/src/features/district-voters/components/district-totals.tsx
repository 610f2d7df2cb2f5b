import { Group, Text } from '@mantine/core';
import { formatNumber } from '../../../lib/format';
import { useVoterCount } from '../../../components/voter-filter/api/count-voters';
import { VoterCountFailed } from '../../../components/voter-filter/voter-count-failed';
import { isAbortError } from '../../../lib/api-error';

const EVERYONE = {};

/** "5,000 voters · 3,120 doors": the whole district, for the page header (inline: spans only). */
export function DistrictTotals({ campaignId }: { campaignId: string }) {
  const count = useVoterCount(campaignId, EVERYONE);
  if (count.isError && !isAbortError(count.error))
    return <VoterCountFailed reason={count.error.message} onRetry={() => void count.refetch()} />;
  if (!count.data)
    return (
      <Text component="span" size="sm" c="dimmed">
        Counting voters…
      </Text>
    );
  return (
    <Group gap="xs" component="span" role="status" aria-live="polite">
      <Text component="span" size="sm" fw={700} data-testid="district-voter-total">
        {formatNumber(count.data.count)} voters
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
