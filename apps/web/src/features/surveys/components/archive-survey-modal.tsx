import type { Survey } from '@groundwork/shared/contracts/surveys';
import { MESSAGES } from '@groundwork/shared/messages';
import { ConfirmModal } from '../../../components/confirm-modal';
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
  return (
    <ConfirmModal
      title="Archive survey"
      opened={opened}
      onClose={() => {
        archive.reset();
        onClose();
      }}
      onConfirm={() => {
        archive.mutate({ campaign_id: survey.campaign_id, survey_id: survey.id }, { onSuccess: onArchived });
      }}
      confirmLabel="Archive survey"
      isPending={archive.isPending}
      error={archive.error}
      errorTitle={MESSAGES.failedToArchiveSurvey}
    >
      Archive <strong>{survey.name}</strong>? New walkbooks can no longer use it, and it cannot be edited
      again. Its results stay readable, and walkbooks already using it keep recording answers.
    </ConfirmModal>
  );
}
