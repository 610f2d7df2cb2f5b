import { useParams } from 'react-router';
import { hasPermission } from '@groundwork/shared/access/index';
import { SurveyDetail } from '../../features/surveys/components/survey-detail';
import { useActiveSession } from '../session/active-session';
import { BackLink } from './back-link';

/** /groundwork/survey/id/:id: one survey and its results. */
export function SurveyPage() {
  const { membership } = useActiveSession();
  const { id = '' } = useParams();
  return (
    <>
      <BackLink label="Surveys" path="/surveys" />
      <SurveyDetail
        key={id}
        campaignId={membership.campaign_id}
        id={id}
        canEdit={hasPermission(membership.title, 'survey:edit')}
      />
    </>
  );
}
