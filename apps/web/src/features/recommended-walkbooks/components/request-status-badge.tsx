import { Badge, Loader } from '@mantine/core';
import type { RecommendationRequestStatus } from '@groundwork/shared/contracts/recommended-walkbooks';

const COLORS: Record<RecommendationRequestStatus, string> = {
  Pending: 'yellow',
  Ready: 'teal',
  Failed: 'red',
};

/** Pending (with a spinner: the walkbooks are being cut), Ready or Failed. */
export function RequestStatusBadge({ status }: { status: RecommendationRequestStatus }) {
  return (
    <Badge
      color={COLORS[status]}
      variant="light"
      leftSection={
        status === 'Pending' ? <Loader size={10} color="yellow.8" aria-hidden="true" /> : undefined
      }
      style={{ flexShrink: 0 }}
      data-testid="request-status"
    >
      {status}
    </Badge>
  );
}
