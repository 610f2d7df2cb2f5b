import { Alert, Anchor, Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatDate, formatNumber } from '../../../lib/format';
import { useRoadSignSummary } from '../api/get-road-signs';

function Figure({
  label,
  value,
  hint,
  alert,
}: {
  label: string;
  value: number;
  hint?: string;
  alert?: boolean;
}) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz={28} fw={700} c={alert ? 'red.8' : undefined} data-testid={`metric-${label}`}>
        {formatNumber(value)}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Paper>
  );
}

/** The dashboard's road-sign figures: installed this week, requests waiting, due for removal. */
export function RoadSignSummary({ campaignId, listPath }: { campaignId: string; listPath: string }) {
  const summary = useRoadSignSummary(campaignId);
  if (summary.error)
    return (
      <Alert color="red" role="alert">
        We could not load the road signs: {summary.error.message}
      </Alert>
    );
  const data = summary.data;
  if (!data)
    return (
      <SimpleGrid cols={{ base: 1, xs: 3 }} aria-busy="true">
        <Skeleton h={92} />
        <Skeleton h={92} />
        <Skeleton h={92} />
      </SimpleGrid>
    );
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        <Figure label="Signs installed this week" value={data.installed_this_week} />
        <Figure label="Requests waiting" value={data.requests_waiting} />
        <Figure
          label="Due for removal"
          value={data.due_for_removal}
          alert={data.overdue > 0}
          hint={
            data.removal_deadline
              ? `${formatNumber(data.overdue)} overdue · deadline ${formatDate(`${data.removal_deadline}T00:00:00`)}`
              : 'No removal deadline set'
          }
        />
      </SimpleGrid>
      <Anchor component={Link} to={listPath} size="sm" mt="xs" display="inline-block">
        See every road sign
      </Anchor>
    </>
  );
}
