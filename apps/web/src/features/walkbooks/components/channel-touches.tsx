import { BarChart } from '../../../components/charts/bar-chart';
import { Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { TOUCH_CHANNELS, TOUCH_CHANNEL_LABELS } from '@groundwork/shared/contracts/touches';
import { formatNumber } from '../../../lib/format';
import { useWeekTouches } from '../api/get-touches';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const COLORS = { door: 'blue.6', text: 'teal.6', call: 'grape.6', mail: 'orange.6' } as const;

/**
 * This week's touches by channel (decision 0042): doors, texts, calls and mail side by side, in total and per
 * day. The week's other figures on the dashboard stay door-only.
 */
export function ChannelTouches({ campaignId }: { campaignId: string }) {
  const { data: week } = useWeekTouches(campaignId, 'current-week');
  if (!week)
    return (
      <Stack gap="md" data-testid="channel-touches-loading">
        <SimpleGrid cols={{ base: 2, md: 4 }}>
          {TOUCH_CHANNELS.map((channel) => (
            <Skeleton key={channel} h={72} radius="md" />
          ))}
        </SimpleGrid>
        <Skeleton h={220} />
      </Stack>
    );
  const perDay = week.by_day.map((day, i) => ({
    day: WEEKDAYS[i] ?? day.date,
    ...Object.fromEntries(
      TOUCH_CHANNELS.map((channel) => [TOUCH_CHANNEL_LABELS[channel], day.by_channel[channel].touches]),
    ),
  }));
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, md: 4 }}>
        {TOUCH_CHANNELS.map((channel) => {
          const count = week.by_channel[channel];
          return (
            <Paper key={channel} withBorder radius="md" p="sm">
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                {TOUCH_CHANNEL_LABELS[channel]}
              </Text>
              <Text fz={24} fw={700} data-testid={`channel-${channel}`}>
                {formatNumber(count.touches)}
              </Text>
              <Text size="xs" c="dimmed">
                {formatNumber(count.contacts)} {count.contacts === 1 ? 'conversation' : 'conversations'}
              </Text>
            </Paper>
          );
        })}
      </SimpleGrid>
      <BarChart
        h={220}
        data={perDay}
        dataKey="day"
        type="stacked"
        series={TOUCH_CHANNELS.map((channel) => ({
          name: TOUCH_CHANNEL_LABELS[channel],
          color: COLORS[channel],
        }))}
        withLegend
      />
    </Stack>
  );
}
