import { Alert, Card, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { RecommendationRequest } from '@groundwork/shared/contracts/recommended-walkbooks';
import { formatDate, formatNumber } from '../../../lib/format';
import { useRecommendationRequests } from '../api/get-recommendation-requests';
import { RequestStatusBadge } from './request-status-badge';

interface RecommendationRequestListProps {
  campaignId: string;
  requestPath: (id: string) => string;
  emptyAction?: ReactNode;
}

const summary = (request: RecommendationRequest): string => {
  if (request.status === 'Pending') return 'Cutting the matching doors into walkbooks…';
  if (request.status === 'Failed') return request.error ?? 'No walkbooks were recommended';
  const accepted = request.accepted_count > 0 ? ` · ${formatNumber(request.accepted_count)} accepted` : '';
  return `${formatNumber(request.walkbook_count)} walkbooks · ${formatNumber(request.doors)} doors · ${formatNumber(request.voters)} voters${accepted}`;
};

/** The campaign's recommendation requests as cards, newest first, with their status. */
export function RecommendationRequestList({
  campaignId,
  requestPath,
  emptyAction,
}: RecommendationRequestListProps) {
  const requests = useRecommendationRequests(campaignId);
  if (requests.isError)
    return (
      <Alert color="red" role="alert">
        We could not load the recommendations: {requests.error.message}
      </Alert>
    );
  if (requests.isPending)
    return (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} role="status" aria-label="Loading recommendations">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h={110} radius="md" />
        ))}
      </SimpleGrid>
    );
  if (requests.data.length === 0)
    return (
      <Stack align="center" gap="sm" py="xl">
        <Text c="dimmed" ta="center">
          No recommendations yet. Request one: the matching doors are cut into balanced walkbooks, ranked by
          the voters not yet contacted.
        </Text>
        {emptyAction}
      </Stack>
    );
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
      {requests.data.map((request) => (
        <Card key={request.id} withBorder radius="md" component={Link} to={requestPath(request.id)}>
          <Group justify="space-between" wrap="nowrap" mb={4}>
            <Text fw={600} truncate>
              {request.request_name}
            </Text>
            <RequestStatusBadge status={request.status} />
          </Group>
          <Text size="sm" c={request.status === 'Failed' ? 'red' : undefined}>
            {summary(request)}
          </Text>
          <Text size="xs" c="dimmed" mt={6}>
            {request.target_doors} doors a walkbook · requested {formatDate(request.created_at)}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
