import { BarChart } from '../../../components/charts/bar-chart';
import { Alert, Grid, Paper, SimpleGrid, Skeleton, Stack, Table, Text } from '@mantine/core';
import { DashboardPanel } from '../../../components/dashboard-panel';
import { formatNumber } from '../../../lib/format';
import { useTouchData, useWeekTouches } from '../api/get-touches';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

const SAME_DAYS = 'the same days last week';

/** "+25% on the same days last week", or nothing to compare with. */
const change = (now: number, before: number) => {
  if (before === 0) return now === 0 ? `No touches on ${SAME_DAYS} either` : `None on ${SAME_DAYS}`;
  const delta = Math.round(((now - before) / before) * 100);
  return `${delta >= 0 ? '+' : ''}${String(delta)}% on ${SAME_DAYS}`;
};

function Metric({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz={28} fw={700} data-testid={`metric-${label}`}>
        {value}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Paper>
  );
}

/**
 * The week so far against the same part of last week (decision 0024): the key figures, touches per day and
 * the top canvassers.
 */
export function WeekTouches({ campaignId }: { campaignId: string }) {
  const current = useWeekTouches(campaignId, 'current-week');
  const previous = useWeekTouches(campaignId, 'previous-week');
  const data = useTouchData(campaignId);
  const error = current.error ?? previous.error ?? data.error;
  if (error)
    return (
      <Alert color="red" role="alert">
        We could not load the dashboard: {error.message}
      </Alert>
    );
  const week = current.data;
  const last = previous.data;
  const perDay = WEEKDAYS.map((day, i) => ({
    day,
    'This week': week?.by_day[i]?.touches ?? 0,
    'Last week': last?.by_day[i]?.touches ?? 0,
  }));

  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 2, md: 4 }}>
        {week && last ? (
          <>
            <Metric
              label="Touches this week"
              value={formatNumber(week.touches)}
              hint={change(week.touches, last.so_far.touches)}
            />
            <Metric
              label="Doors knocked"
              value={formatNumber(week.doors)}
              hint={`${formatNumber(last.so_far.doors)} on ${SAME_DAYS}`}
            />
            <Metric
              label="Contact rate"
              value={`${String(Math.round(week.contact_rate * 100))}%`}
              hint={`${String(Math.round(last.so_far.contact_rate * 100))}% on ${SAME_DAYS}`}
            />
            <Metric
              label="Doors remaining"
              value={data.data ? formatNumber(data.data.totals.doors_remaining) : '–'}
              hint="in active walkbooks"
            />
          </>
        ) : (
          [0, 1, 2, 3].map((i) => <Skeleton key={i} h={104} radius="md" />)
        )}
      </SimpleGrid>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <DashboardPanel title="Touches per day">
            {week ? (
              <BarChart
                h={240}
                data={perDay}
                dataKey="day"
                series={[
                  { name: 'Last week', color: 'gray.4' },
                  { name: 'This week', color: 'blue.6' },
                ]}
                withLegend
              />
            ) : (
              <Skeleton h={240} />
            )}
          </DashboardPanel>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <DashboardPanel title="Top canvassers this week">
            {week?.by_canvasser.length === 0 && (
              <Text size="sm" c="dimmed">
                Nobody has knocked a door this week yet.
              </Text>
            )}
            <Table>
              <Table.Tbody>
                {week?.by_canvasser.slice(0, 8).map((c, rank) => (
                  <Table.Tr key={c.user_id}>
                    <Table.Td w={24}>{rank + 1}</Table.Td>
                    <Table.Td>{c.name}</Table.Td>
                    <Table.Td ta="right">{formatNumber(c.doors)} doors</Table.Td>
                    <Table.Td ta="right">{formatNumber(c.contacts)} contacts</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </DashboardPanel>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
