import { Button } from '@mantine/core';
import { IconBulb, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { hasPermission } from '@groundwork/shared/access/index';
import { APP_BASE_PATH } from '@groundwork/shared/constants';
import { PageHeader } from '../../components/page-header';
import { RecommendationRequestList } from '../../features/recommended-walkbooks/components/recommendation-request-list';
import { useActiveSession } from '../session/active-session';

export const RECOMMENDATIONS_PATH = `${APP_BASE_PATH}/recommendations`;
export const RECOMMENDATION_REQUEST_PATH = `${APP_BASE_PATH}/recommendation/request`;
export const recommendationPath = (id: string) => `${APP_BASE_PATH}/recommendation/id/${id}`;
export const recommendedWalkbookPath = (id: string) => `${APP_BASE_PATH}/recommendation-walkbook/${id}`;

function RequestButton() {
  return (
    <Button
      component={Link}
      to={RECOMMENDATION_REQUEST_PATH}
      leftSection={<IconPlus size={16} aria-hidden="true" />}
    >
      Request recommendation
    </Button>
  );
}

/** /groundwork/recommendations: the recommendation requests and how each was answered. */
export function RecommendationsPage() {
  const { membership } = useActiveSession();
  const canRequest = hasPermission(membership.title, 'recommendation:edit');
  return (
    <>
      <PageHeader
        title="Recommendations"
        description="Walkbooks cut for you from the voters you target, ranked by who has not been contacted yet."
        icon={<IconBulb size={24} />}
        actions={canRequest ? <RequestButton /> : undefined}
      />
      <RecommendationRequestList
        campaignId={membership.campaign_id}
        requestPath={recommendationPath}
        emptyAction={canRequest ? <RequestButton /> : undefined}
      />
    </>
  );
}
