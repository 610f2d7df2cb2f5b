import { notifications } from '@mantine/notifications';
import { IconClipboardList } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { APP_BASE_PATH } from '@groundwork/shared/constants';
import { PageHeader } from '../../components/page-header';
import { SurveyBuilder } from '../../features/surveys/components/survey-builder';
import { useActiveSession } from '../session/active-session';
import { BackLink } from './back-link';
import { surveyPath } from './surveys-page';

/** /groundwork/survey/add: write a new survey. */
export function SurveyAddPage() {
  const { membership } = useActiveSession();
  const navigate = useNavigate();
  return (
    <>
      <BackLink label="Surveys" path="/surveys" />
      <PageHeader
        title="New survey"
        description="Write the questions canvassers ask at the door, and the answers they can record."
        icon={<IconClipboardList size={24} />}
      />
      <SurveyBuilder
        campaignId={membership.campaign_id}
        onSaved={(survey) => {
          notifications.show({ color: 'teal', message: `${survey.name} saved` });
          void navigate(surveyPath(survey.id));
        }}
        onCancel={() => void navigate(`${APP_BASE_PATH}/surveys`)}
      />
    </>
  );
}
