import { Alert, Badge, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconArchive, IconClipboardList, IconPencil } from '@tabler/icons-react';
import { MESSAGES } from '@groundwork/shared/messages';
import { PageHeader } from '../../../components/page-header';
import { hasErrorCode } from '../../../lib/api-error';
import { formatDate, formatNumber } from '../../../lib/format';
import { useSurvey } from '../api/get-survey';
import { ArchiveSurveyModal } from './archive-survey-modal';
import { SurveyBuilder } from './survey-builder';
import { SurveyResults } from './survey-results';

interface SurveyDetailProps {
  campaignId: string;
  id: string;
  /** The member may edit and archive surveys. */
  canEdit: boolean;
}

/** One survey: its state, its results per question, and (for editors) edit and archive. */
export function SurveyDetail({ campaignId, id, canEdit }: SurveyDetailProps) {
  const survey = useSurvey(campaignId, id);
  const [isEditing, editing] = useDisclosure(false);
  const [archiveOpened, confirmArchive] = useDisclosure(false);

  if (survey.isPending)
    return (
      <Stack gap="lg" role="status" aria-busy="true" aria-label="Loading survey">
        <Skeleton height={44} width="50%" />
        <Skeleton height={240} radius="md" />
      </Stack>
    );
  if (survey.isError)
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden="true" />} role="alert">
        {hasErrorCode(survey.error, 'NOT_FOUND', 'VALIDATION_FAILED') ? (
          MESSAGES.surveyNotFound
        ) : (
          <Group justify="space-between" gap="sm">
            <Text size="sm">We could not load the survey: {survey.error.message}</Text>
            <Button size="xs" variant="white" color="red" onClick={() => void survey.refetch()}>
              Try again
            </Button>
          </Group>
        )}
      </Alert>
    );

  const data = survey.data;
  const isActive = data.record_status === 'is_active';
  if (isEditing)
    return (
      <>
        <PageHeader title={`Edit ${data.name}`} icon={<IconClipboardList size={24} />} />
        <SurveyBuilder
          campaignId={campaignId}
          survey={data}
          onSaved={() => {
            notifications.show({ color: 'teal', message: 'Survey saved' });
            editing.close();
          }}
          onCancel={editing.close}
        />
      </>
    );

  return (
    <>
      <PageHeader
        title={data.name}
        description={data.description}
        icon={<IconClipboardList size={24} />}
        actions={
          canEdit && isActive ? (
            <>
              <Button
                variant="light"
                leftSection={<IconPencil size={16} aria-hidden="true" />}
                onClick={editing.open}
              >
                Edit
              </Button>
              <Button
                variant="light"
                color="red"
                leftSection={<IconArchive size={16} aria-hidden="true" />}
                onClick={confirmArchive.open}
              >
                Archive
              </Button>
            </>
          ) : undefined
        }
      />
      <Group gap="xs" mb="lg">
        <Badge variant="light" color={isActive ? 'teal' : 'gray'} data-testid="survey-status">
          {isActive ? 'Active' : 'Archived'}
        </Badge>
        <Text size="sm" c="dimmed">
          {formatNumber(data.questions.length)} {data.questions.length === 1 ? 'question' : 'questions'} ·
          created {formatDate(data.created_at)}
        </Text>
      </Group>
      {!isActive && (
        <Alert variant="light" color="gray" icon={<IconArchive size={18} aria-hidden="true" />} mb="lg">
          This survey is archived: new walkbooks can no longer use it. Its results stay here.
        </Alert>
      )}
      <Title order={2} fz="h4" mb="sm">
        Results
      </Title>
      <SurveyResults campaignId={campaignId} surveyId={data.id} />
      <ArchiveSurveyModal
        survey={data}
        opened={archiveOpened}
        onClose={confirmArchive.close}
        onArchived={() => {
          notifications.show({ color: 'teal', message: `${data.name} archived` });
          confirmArchive.close();
        }}
      />
    </>
  );
}
