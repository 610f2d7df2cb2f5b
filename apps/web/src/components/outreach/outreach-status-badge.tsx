import { Badge } from '@mantine/core';

/** The statuses every outreach campaign moves through (text campaigns, phone banks). */
export type OutreachStatus = 'Draft' | 'Active' | 'Paused' | 'Completed';

/** Active or Paused: the campaign runs (or may again), so its counts move. */
export const isLiveStatus = (status: OutreachStatus | undefined): boolean =>
  status === 'Active' || status === 'Paused';

const COLORS: Record<OutreachStatus, string> = {
  Draft: 'gray',
  Active: 'green',
  Paused: 'yellow',
  Completed: 'blue',
};

export function OutreachStatusBadge({ status }: { status: OutreachStatus }) {
  return (
    <Badge color={COLORS[status]} variant="light">
      {status}
    </Badge>
  );
}
