import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { Survey } from '@groundwork/shared/contracts/surveys';
import { MESSAGES } from '@groundwork/shared/messages';
import { isAbortError } from '../../../lib/api-error';
import { useArchiveSurvey } from '../api/archive-survey';

interface ArchiveSurveyModalProps {
  survey: Survey;
  opened: boolean;
  onClose: () => void;
  onArchived: (survey: Survey) => void;
}

/** Asks before archiving, naming the survey and what archiving does. */
export function ArchiveSurveyModal({ survey, opened, onClose, onArchived }: ArchiveSurveyModalProps) {
  const archive = useArchiveSurvey();
  const close = () => {
    archive.reset();
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title="Archive survey" centered>
      <Stack gap="md">
        <Text>
          Archive <strong>{survey.name}</strong>? New walkbooks can no longer use it, and it cannot be edited
          again. Its results stay readable, and walkbooks already using it keep recording answers.
        </Text>
        {archive.error && !isAbortError(archive.error) && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle size={18} aria-hidden="true" />}
            title={MESSAGES.failedToArchiveSurvey}
            role="alert"
          >
            {archive.error.message}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} data-autofocus>
            Cancel
          </Button>
          <Button
            color="red"
            loading={archive.isPending}
            onClick={() => {
              archive.mutate({ campaignId: survey.campaign_id, id: survey.id }, { onSuccess: onArchived });
            }}
          >
            Archive survey
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
