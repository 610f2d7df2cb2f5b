import { Badge } from '@mantine/core';
import type { VoterImport } from '@groundwork/shared/contracts/voter-imports';

const STATUS: Record<VoterImport['status'], { label: string; color: string }> = {
  uploaded: { label: 'Not started', color: 'gray' },
  queued: { label: 'Queued', color: 'blue' },
  running: { label: 'Importing', color: 'blue' },
  done: { label: 'Done', color: 'green' },
  failed: { label: 'Failed', color: 'red' },
};

export function ImportStatusBadge({ status }: { status: VoterImport['status'] }) {
  const { label, color } = STATUS[status];
  return (
    <Badge color={color} variant="light" data-testid="import-status">
      {label}
    </Badge>
  );
}
