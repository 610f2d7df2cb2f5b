import { Alert, Skeleton, Stack } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { APP_BASE_PATH } from '@groundwork/shared/constants';
import { useRecommendedWalkbook } from '../../features/recommended-walkbooks/api/get-recommended-walkbook';
import { RecommendedWalkbookView } from '../../features/recommended-walkbooks/components/recommended-walkbook-view';
import { useActiveSession } from '../session/active-session';
import { BackLink } from './back-link';
import { walkbookPath } from './walkbooks-page';

/** /groundwork/recommendation-walkbook/:id: one recommended walkbook, to edit, accept or delete. */
export function RecommendedWalkbookPage() {
  const { membership } = useActiveSession();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const book = useRecommendedWalkbook(membership.campaign_id, id);
  const requestId = book.data?.request_id;
  const back = requestId ? `/recommendation/id/${requestId}` : '/recommendations';
  return (
    <>
      <BackLink label={book.data?.request_name ?? 'Recommendations'} path={back} />
      {book.isError && (
        <Alert color="red" role="alert">
          {book.error.message}
        </Alert>
      )}
      {book.isPending && (
        <Stack role="status" aria-label="Loading the recommended walkbook">
          <Skeleton h={32} w="60%" />
          <Skeleton h={400} />
        </Stack>
      )}
      {book.data && (
        <RecommendedWalkbookView
          book={book.data}
          walkbookPath={walkbookPath}
          onAccepted={(walkbookId) => void navigate(walkbookPath(walkbookId))}
          onDeleted={() => void navigate(`${APP_BASE_PATH}${back}`)}
        />
      )}
    </>
  );
}
