import { IconBulb } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { RecommendationRequestForm } from '../../features/recommended-walkbooks/components/recommendation-request-form';
import { useVoterTagOptions } from '../../features/voter-tags/api/get-voter-tags';
import { useActiveSession } from '../session/active-session';
import { BackLink } from './back-link';
import { recommendationPath } from './recommendations-page';

/** /groundwork/recommendation/request: which voters, how big a walkbook, which survey. */
export function RecommendationRequestPage() {
  const { membership } = useActiveSession();
  const navigate = useNavigate();
  const tagOptions = useVoterTagOptions(membership.campaign_id);
  return (
    <>
      <BackLink label="Recommendations" path="/recommendations" />
      <PageHeader
        title="Request recommendation"
        description="The matching doors are cut into balanced, compact walkbooks of the size you choose."
        icon={<IconBulb size={24} />}
      />
      <RecommendationRequestForm
        campaignId={membership.campaign_id}
        tagOptions={tagOptions}
        onRequested={(request) => void navigate(recommendationPath(request.id))}
      />
    </>
  );
}
