import { BarChart } from '../../../components/charts/bar-chart';
import { Alert, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { formatNumber } from '../../../lib/format';
import { useCallStats } from '../api/get-phone-banking';

const hourFormat = new Intl.DateTimeFormat(undefined, { hour: 'numeric' });

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz={24} fw={700} data-testid={testId}>
        {value}
      </Text>
    </Paper>
  );
}

/** The dashboard's calling card: calls and contacts per hour over the last 24 hours, and the contact rate. */
export function CallingCard({ campaignId }: { campaignId: string }) {
  const stats = useCallStats(campaignId);
  if (stats.error)
    return (
      <Alert color="red" role="alert">
        We could not load the calls: {stats.error.message}
      </Alert>
    );
  if (!stats.data)
    return (
      <Stack gap="md" aria-busy="true" aria-label="Loading the calls">
        <SimpleGrid cols={3}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h={72} radius="md" />
          ))}
        </SimpleGrid>
        <Skeleton h={200} />
      </Stack>
    );
  const { calls, contacts, contact_rate: rate, per_hour: perHour } = stats.data;
  const data = perHour.map((hour) => ({
    hour: hourFormat.format(new Date(hour.hour)),
    Calls: hour.calls,
    Contacts: hour.contacts,
  }));
  return (
    <Stack gap="md">
      <SimpleGrid cols={3}>
        <Figure label="Calls (24 h)" value={formatNumber(calls)} testId="calls-24h" />
        <Figure label="Contacts" value={formatNumber(contacts)} testId="contacts-24h" />
        <Figure label="Contact rate" value={`${String(Math.round(rate * 100))}%`} testId="contact-rate" />
      </SimpleGrid>
      {calls === 0 ? (
        <Text size="sm" c="dimmed">
          No calls in the last 24 hours.
        </Text>
      ) : (
        <BarChart
          h={200}
          data={data}
          dataKey="hour"
          series={[
            { name: 'Calls', color: 'grape.6' },
            { name: 'Contacts', color: 'teal.6' },
          ]}
          withLegend
          aria-label="Calls and contacts per hour, last 24 hours"
        />
      )}
    </Stack>
  );
}
