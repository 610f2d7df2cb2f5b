import { Alert, Skeleton, Stack } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { useRecommendationRequest } from '../../features/recommended-walkbooks/api/get-recommendation-request';
import { RecommendationRequestView } from '../../features/recommended-walkbooks/components/recommendation-request-view';
import { useActiveSession } from '../session/active-session';
import { BackLink } from './back-link';
import { RECOMMENDATIONS_PATH, recommendedWalkbookPath } from './recommendations-page';
import { walkbookPath } from './walkbooks-page';

/** /groundwork/recommendation/id/:id: a request, its status and its recommended walkbooks. */
export function RecommendationPage() {
  const { membership } = useActiveSession();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const request = useRecommendationRequest(membership.campaign_id, id);
  return (
    <>
      <BackLink label="Recommendations" path="/recommendations" />
      {request.isError && (
        <Alert color="red" role="alert">
          {request.error.message}
        </Alert>
      )}
      {request.isPending && (
        <Stack role="status" aria-label="Loading the recommendation">
          <Skeleton h={32} w="60%" />
          <Skeleton h={400} />
        </Stack>
      )}
      {request.data && (
        <RecommendationRequestView
          request={request.data}
          walkbookPath={recommendedWalkbookPath}
          acceptedWalkbookPath={walkbookPath}
          onDeleted={() => void navigate(RECOMMENDATIONS_PATH)}
        />
      )}
    </>
  );
}
