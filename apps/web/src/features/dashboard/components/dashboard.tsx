import { BarChart } from '@mantine/charts';
import {
  Alert,
  Anchor,
  Grid,
  Group,
  Paper,
  Progress,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { formatNumber } from '../../../lib/format';
import { useSurveys } from '../../surveys/api/get-surveys';
import { SurveyResults } from '../../surveys/components/survey-results';
import { useTouchData, useWeekTouches } from '../../walkbooks/api/get-touches';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" h="100%">
      <Title order={2} size="h5" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

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

interface DashboardProps {
  campaignId: string;
  walkbookPath: (id: string) => string;
  addWalkbookPath: string;
}

/**
 * The campaign at a glance: the week so far against the same part of last week (decision 0024), touches per
 * day, top canvassers, walkbooks, surveys.
 */
export function Dashboard({ campaignId, walkbookPath, addWalkbookPath }: DashboardProps) {
  const current = useWeekTouches(campaignId, 'current-week');
  const previous = useWeekTouches(campaignId, 'previous-week');
  const data = useTouchData(campaignId);
  const surveys = useSurveys(campaignId);
  const active = (surveys.data ?? []).filter((s) => s.record_status === 'is_active');
  const [surveyId, setSurveyId] = useState<string | null>(null);
  const shownSurvey = surveyId ?? active[0]?.id ?? null;

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
          <Panel title="Touches per day">
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
          </Panel>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Panel title="Top canvassers this week">
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
          </Panel>
        </Grid.Col>
      </Grid>
      <Panel title="Walkbook progress">
        {data.data?.walkbooks.length === 0 && (
          <Text size="sm" c="dimmed">
            No active walkbooks.{' '}
            <Anchor component={Link} to={addWalkbookPath}>
              Cut one on the map.
            </Anchor>
          </Text>
        )}
        <Stack gap="sm">
          {data.data?.walkbooks.map((w) => (
            <div key={w.id}>
              <Group justify="space-between" gap="xs">
                <Anchor component={Link} to={walkbookPath(w.id)} size="sm" fw={500}>
                  {w.name}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {formatNumber(w.progress.doors_visited)} / {formatNumber(w.progress.doors)} doors ·{' '}
                  {String(Math.round(w.contact_rate * 100))}% contacted
                </Text>
              </Group>
              <Progress
                value={w.progress.doors === 0 ? 0 : (w.progress.doors_visited / w.progress.doors) * 100}
                aria-label={`${w.name} progress`}
              />
            </div>
          ))}
        </Stack>
      </Panel>
      <Panel title="Survey results">
        {active.length === 0 ? (
          <Text size="sm" c="dimmed">
            No active surveys yet.
          </Text>
        ) : (
          <Stack>
            <Select
              label="Survey"
              data={active.map((s) => ({ value: s.id, label: s.name }))}
              value={shownSurvey}
              onChange={setSurveyId}
              allowDeselect={false}
              maw={360}
            />
            {shownSurvey && (
              <SurveyResults key={shownSurvey} campaignId={campaignId} surveyId={shownSurvey} />
            )}
          </Stack>
        )}
      </Panel>
    </Stack>
  );
}
