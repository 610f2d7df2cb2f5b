import { MESSAGES } from '@groundwork/shared/messages';
import { Alert, Button, Card, Group, Loader, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { formatNumber } from '../../../lib/format';
import type { VoterCount } from '../../../components/voter-filter/api/count-voters';

interface VoterCountSummaryProps {
  count: VoterCount | undefined;
  /** A newer filter is being counted: the numbers shown are the previous ones. */
  isUpdating: boolean;
  error: string | null;
  onRetry: () => void;
}

function Stat({ label, value, testId }: { label: string; value: number | undefined; testId: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" tt="uppercase" fw={700} c="dimmed">
        {label}
      </Text>
      {value === undefined ? (
        <Skeleton height={36} width={120} mt={4} />
      ) : (
        <Text fz={32} fw={700} lh={1.2} data-testid={testId}>
          {formatNumber(value)}
        </Text>
      )}
    </Stack>
  );
}

/** The live count of the filter: voters and doors, kept on screen while a change is counted. */
export function VoterCountSummary({ count, isUpdating, error, onRetry }: VoterCountSummaryProps) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <SimpleGrid
          cols={2}
          spacing="xl"
          role="status"
          aria-live="polite"
          aria-busy={isUpdating}
          aria-label="Matching voters"
          style={{ opacity: isUpdating ? 0.6 : 1, transition: 'opacity 150ms ease' }}
        >
          <Stat label="Voters" value={count?.count} testId="voter-count" />
          <Stat label="Doors" value={count?.doors} testId="door-count" />
        </SimpleGrid>
        {isUpdating && (
          <Group gap={6} wrap="nowrap" data-testid="count-updating">
            <Loader size="xs" aria-hidden="true" />
            <Text size="xs" c="dimmed">
              Updating…
            </Text>
          </Group>
        )}
      </Group>
      {error && (
        <Alert
          mt="md"
          color="red"
          variant="light"
          icon={<IconAlertCircle size={18} aria-hidden="true" />}
          role="alert"
        >
          <Group justify="space-between" gap="sm">
            <Text size="sm">
              {MESSAGES.failedToFetchVoterCount}: {error}
            </Text>
            <Button size="xs" variant="white" color="red" onClick={onRetry}>
              Try again
            </Button>
          </Group>
        </Alert>
      )}
    </Card>
  );
}

/**
 * On phones the results sit below the filters: this bar keeps the count in sight while filtering.
 * Screen readers hear the count from the summary's live region, so it is hidden from them.
 */
export function VoterCountBar({ count, isUpdating }: Pick<VoterCountSummaryProps, 'count' | 'isUpdating'>) {
  if (!count) return null;
  return (
    <Paper
      hiddenFrom="md"
      withBorder
      shadow="md"
      radius="md"
      px="md"
      py="xs"
      mt="sm"
      pos="sticky"
      bottom={8}
      style={{ zIndex: 2 }}
      aria-hidden="true"
    >
      <Group justify="space-between" wrap="nowrap">
        <Text fw={700} size="sm" style={{ opacity: isUpdating ? 0.6 : 1 }}>
          {formatNumber(count.count)} voters · {formatNumber(count.doors)} doors
        </Text>
        {isUpdating && <Loader size="xs" />}
      </Group>
    </Paper>
  );
}
