import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  EmptyState,
  Group,
  Skeleton,
  Stack,
  Tabs,
  Text,
} from '@mantine/core';
import { IconAlertCircle, IconArchive, IconClipboardList } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Survey, SurveyRecordStatus } from '@groundwork/shared/contracts/surveys';
import { MESSAGES } from '@groundwork/shared/messages';
import { formatDate, formatNumber } from '../../../lib/format';
import { useSurveys } from '../api/get-surveys';

interface SurveyListProps {
  campaignId: string;
  /** The detail page of a survey. */
  surveyPath: (id: string) => string;
  /** The button that starts a new survey (shown in the empty state). */
  newSurveyAction: ReactNode;
}

const plural = (count: number, one: string, many: string) =>
  `${formatNumber(count)} ${count === 1 ? one : many}`;

function LoadingRows() {
  return (
    <Stack gap="sm" role="status" aria-busy="true" aria-label="Loading surveys">
      {[0, 1, 2].map((row) => (
        <Card key={row} withBorder radius="md" padding="md">
          <Skeleton height={16} width="45%" mb="xs" />
          <Skeleton height={12} width="70%" />
        </Card>
      ))}
    </Stack>
  );
}

function SurveyRow({ survey, path }: { survey: Survey; path: string }) {
  return (
    <Card withBorder radius="md" padding="md" component="li">
      <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
        <Anchor component={Link} to={path} fw={600} miw={0} style={{ overflowWrap: 'anywhere' }}>
          {survey.name}
        </Anchor>
        {survey.record_status === 'archived' && (
          <Badge variant="light" color="gray" style={{ flexShrink: 0 }}>
            Archived
          </Badge>
        )}
      </Group>
      {survey.description && (
        <Text size="sm" c="dimmed" lineClamp={2} mt={4}>
          {survey.description}
        </Text>
      )}
      <Text size="xs" c="dimmed" mt="xs">
        {plural(survey.questions.length, 'question', 'questions')} ·{' '}
        {plural(survey.respondent_count, 'respondent', 'respondents')} · created{' '}
        {formatDate(survey.created_at)}
      </Text>
    </Card>
  );
}

/** The campaign's surveys in two tabs, active and archived. */
export function SurveyList({ campaignId, surveyPath, newSurveyAction }: SurveyListProps) {
  const surveys = useSurveys(campaignId);
  const [tab, setTab] = useState<SurveyRecordStatus>('is_active');

  if (surveys.isPending) return <LoadingRows />;
  if (surveys.isError)
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden="true" />} role="alert">
        <Group justify="space-between" gap="sm">
          <Text size="sm">
            {MESSAGES.failedToFetchSurveys}: {surveys.error.message}
          </Text>
          <Button size="xs" variant="white" color="red" onClick={() => void surveys.refetch()}>
            Try again
          </Button>
        </Group>
      </Alert>
    );

  const byStatus = (status: SurveyRecordStatus) =>
    surveys.data.filter((survey) => survey.record_status === status);
  const panel = (status: SurveyRecordStatus, list: Survey[]) => (
    <Tabs.Panel value={status}>
      {list.length === 0 ? (
        <Card withBorder radius="lg" py={48}>
          <EmptyState
            icon={status === 'is_active' ? <IconClipboardList size={32} /> : <IconArchive size={32} />}
            withIndicatorBackground
            title={status === 'is_active' ? 'No surveys yet' : 'No archived surveys'}
            description={
              status === 'is_active'
                ? 'Write the questions canvassers ask at the door, then attach the survey to walkbooks.'
                : 'Surveys you archive leave the walkbook pickers and appear here, with their results.'
            }
            data-testid="empty-state"
          >
            {status === 'is_active' ? newSurveyAction : null}
          </EmptyState>
        </Card>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Surveys">
          {list.map((survey) => (
            <SurveyRow key={survey.id} survey={survey} path={surveyPath(survey.id)} />
          ))}
        </Stack>
      )}
    </Tabs.Panel>
  );
  const active = byStatus('is_active');
  const archived = byStatus('archived');

  return (
    <Tabs
      keepMounted={false}
      value={tab}
      onChange={(value) => setTab(value === 'archived' ? 'archived' : 'is_active')}
    >
      <Tabs.List mb="md">
        <Tabs.Tab value="is_active" leftSection={<IconClipboardList size={16} aria-hidden="true" />}>
          Active ({formatNumber(active.length)})
        </Tabs.Tab>
        <Tabs.Tab value="archived" leftSection={<IconArchive size={16} aria-hidden="true" />}>
          Archived ({formatNumber(archived.length)})
        </Tabs.Tab>
      </Tabs.List>
      {panel('is_active', active)}
      {panel('archived', archived)}
    </Tabs>
  );
}
