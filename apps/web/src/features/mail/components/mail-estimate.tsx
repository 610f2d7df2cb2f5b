import { Alert, Card, Divider, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { MAILER_SIZE_LABELS, type MailCounts, type MailerSize } from '@groundwork/shared/contracts/mail';
import { formatNumber } from '../../../lib/format';
import { useMailEstimate } from '../api/get-mail';
import { formatCents } from '../format';

const REASONS: { key: keyof MailCounts['suppressed_by_reason']; label: string }[] = [
  { key: 'no_address', label: 'No address' },
  { key: 'moved', label: 'Moved' },
  { key: 'opted_out', label: 'Opted out of mail' },
];

function Row({
  label,
  value,
  strong = false,
  testId,
}: {
  label: string;
  value: string;
  strong?: boolean;
  testId?: string;
}) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Text size="sm" fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text
        size={strong ? 'lg' : 'sm'}
        fw={strong ? 700 : 500}
        data-testid={testId}
        style={{ fontVariantNumeric: 'tabular-nums' }}
      >
        {value}
      </Text>
    </Group>
  );
}

/** The counts of a drop: voters, pieces (one per household), suppressed by reason, rate and cost. */
export function MailCountsPanel({ counts, size }: { counts: MailCounts; size: MailerSize }) {
  return (
    <Stack gap={6}>
      <Row label="Voters in the group" value={formatNumber(counts.voters)} testId="estimate-voters" />
      <Row label="Pieces (households)" value={formatNumber(counts.pieces)} strong testId="estimate-pieces" />
      <Row label="Suppressed" value={formatNumber(counts.suppressed)} testId="estimate-suppressed" />
      <Stack gap={2} pl="md">
        {REASONS.map(({ key, label }) => (
          <Group key={key} justify="space-between" wrap="nowrap">
            <Text size="xs" c="dimmed">
              {label}
            </Text>
            <Text size="xs" c="dimmed">
              {formatNumber(counts.suppressed_by_reason[key])}
            </Text>
          </Group>
        ))}
      </Stack>
      <Divider my={4} />
      <Row label={`Rate (${MAILER_SIZE_LABELS[size]})`} value={`${formatCents(counts.rate_cents)} a piece`} />
      <Row label="Print and postage" value={formatCents(counts.cost_cents)} strong testId="estimate-cost" />
    </Stack>
  );
}

/** The drop form's live panel: asks again whenever the group or the size changes. */
export function MailEstimate({
  campaignId,
  voterGroupId,
  size,
}: {
  campaignId: string;
  voterGroupId: string | null;
  size: MailerSize | null;
}) {
  const estimate = useMailEstimate(campaignId, voterGroupId, size);
  return (
    <Card
      withBorder
      radius="lg"
      aria-live="polite"
      aria-busy={estimate.isFetching}
      data-testid="mail-estimate"
    >
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h5">
          What this drop comes to
        </Title>
        {estimate.isFetching && <Loader size="xs" aria-label="Counting" />}
      </Group>
      {voterGroupId === null || size === null ? (
        <Text size="sm" c="dimmed">
          Choose a voter group and a size to see the households, suppressions and cost.
        </Text>
      ) : estimate.error ? (
        <Alert color="red" variant="light">
          {estimate.error.message}
        </Alert>
      ) : estimate.data ? (
        <MailCountsPanel counts={estimate.data} size={size} />
      ) : (
        <Text size="sm" c="dimmed">
          Counting the households…
        </Text>
      )}
    </Card>
  );
}
