import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { TextCampaignCounts } from '@groundwork/shared/contracts/text-campaigns';
import { formatNumber } from '../../../lib/format';

const LABELS: [keyof TextCampaignCounts, string][] = [
  ['recipients', 'Recipients'],
  ['sent', 'Sent'],
  ['delivered', 'Delivered'],
  ['failed', 'Failed'],
  ['replied', 'Replied'],
  ['opted_out', 'Opted out'],
  ['possible_opt_out', 'Possible opt-outs'],
  ['remaining', 'Remaining'],
];

/** A text campaign's counts, each labelled (the detail page's live panel). */
export function LiveCounts({ counts }: { counts: TextCampaignCounts }) {
  return (
    <SimpleGrid cols={{ base: 2, xs: 4, md: 8 }} spacing="sm" data-testid="live-counts">
      {LABELS.map(([key, label]) => (
        <Stack key={key} gap={0}>
          <Text size="xs" c="dimmed">
            {label}
          </Text>
          <Text fw={700} size="lg" data-testid={`count-${key}`}>
            {formatNumber(counts[key])}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}

/** One line for tables: "12 sent · 10 delivered · 2 replied · 88 remaining". */
export const countsSummary = (counts: TextCampaignCounts): string =>
  `${formatNumber(counts.sent)} sent · ${formatNumber(counts.delivered)} delivered · ${formatNumber(
    counts.replied,
  )} replied · ${formatNumber(counts.remaining)} remaining`;
