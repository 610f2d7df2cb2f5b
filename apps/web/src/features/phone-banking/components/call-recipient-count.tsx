import { Paper, Text } from '@mantine/core';
import type { RecipientPreview } from '@groundwork/shared/contracts/text-campaigns';
import { formatCount, formatNumber } from '../../../lib/format';

/**
 * Voters with a phone number in the selection, from the texting preview (decision 0046): a call reaches
 * landlines too, so its "recipients" plus landlines plus text opt-outs; numbers that asked not to be called
 * are left out when calling starts.
 */
export const callableCount = (preview: RecipientPreview): number =>
  preview.recipients + preview.excluded.landline + preview.excluded.opted_out;

interface CallRecipientCountProps {
  preview: RecipientPreview | undefined;
  isUpdating: boolean;
  hasSource: boolean;
}

/** The composer's live count of the voters to call. */
export function CallRecipientCount({ preview, isUpdating, hasSource }: CallRecipientCountProps) {
  return (
    <Paper withBorder radius="md" p="md" aria-live="polite">
      <Text size="sm" c="dimmed">
        Voters to call
      </Text>
      <Text
        size="xl"
        fw={700}
        data-testid="call-recipient-count"
        data-updating={isUpdating}
        opacity={isUpdating ? 0.6 : 1}
      >
        {!hasSource
          ? 'Pick a voter group or set filters'
          : preview
            ? formatCount(callableCount(preview), 'voter')
            : 'Counting…'}
      </Text>
      {hasSource && preview && (
        <Text size="sm" c="dimmed">
          {formatNumber(preview.excluded.no_phone)} without a phone number left out. Numbers that asked not to
          be called are left out too.
        </Text>
      )}
    </Paper>
  );
}
