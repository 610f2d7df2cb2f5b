import { Badge, Loader } from '@mantine/core';
import type { VoterGroup } from '@groundwork/shared/contracts/voter-groups';

const COLORS: Record<VoterGroup['status'], string> = { Pending: 'yellow', Ready: 'teal', Failed: 'red' };

/** Pending (with a spinner: its voters are being selected), Ready or Failed. */
export function VoterGroupStatusBadge({
  status,
  size = 'sm',
}: {
  status: VoterGroup['status'];
  size?: 'sm' | 'md' | 'lg';
}) {
  return (
    <Badge
      color={COLORS[status]}
      variant="light"
      size={size}
      leftSection={
        status === 'Pending' ? <Loader size={10} color="yellow.8" aria-hidden="true" /> : undefined
      }
      data-testid="voter-group-status"
    >
      {status}
    </Badge>
  );
}
