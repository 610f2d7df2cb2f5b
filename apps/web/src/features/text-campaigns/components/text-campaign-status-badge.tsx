import { Badge } from '@mantine/core';
import type { TextCampaignStatus } from '@groundwork/shared/contracts/text-campaigns';

const COLORS: Record<TextCampaignStatus, string> = {
  Draft: 'gray',
  Active: 'green',
  Paused: 'yellow',
  Completed: 'blue',
};

export function TextCampaignStatusBadge({ status }: { status: TextCampaignStatus }) {
  return (
    <Badge color={COLORS[status]} variant="light">
      {status}
    </Badge>
  );
}
