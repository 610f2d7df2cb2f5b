import { Button } from '@mantine/core';
import { IconClipboardList, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { hasPermission } from '@groundwork/shared/access/index';
import { APP_BASE_PATH } from '@groundwork/shared/constants';
import { PageHeader } from '../../components/page-header';
import { SurveyList } from '../../features/surveys/components/survey-list';
import { useActiveSession } from '../session/active-session';

export const SURVEY_ADD_PATH = `${APP_BASE_PATH}/survey/add`;
export const surveyPath = (id: string) => `${APP_BASE_PATH}/survey/id/${id}`;

function AddSurveyButton() {
  return (
    <Button component={Link} to={SURVEY_ADD_PATH} leftSection={<IconPlus size={16} aria-hidden="true" />}>
      Add survey
    </Button>
  );
}

/** /groundwork/surveys: the campaign's surveys, active and archived. */
export function SurveysPage() {
  const { membership } = useActiveSession();
  const canEdit = hasPermission(membership.title, 'survey:edit');
  return (
    <>
      <PageHeader
        title="Surveys"
        description="The questions canvassers ask at the door, and what voters answered."
        icon={<IconClipboardList size={24} />}
        actions={canEdit ? <AddSurveyButton /> : undefined}
      />
      <SurveyList
        campaignId={membership.campaign_id}
        surveyPath={surveyPath}
        newSurveyAction={canEdit ? <AddSurveyButton /> : null}
      />
    </>
  );
}
