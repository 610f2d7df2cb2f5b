import { Text } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { TextCampaign } from '@groundwork/shared/contracts/text-campaigns';
import {
  OutreachCampaignList,
  type OutreachColumn,
} from '../../../components/outreach/outreach-campaign-list';
import { formatNumber } from '../../../lib/format';
import { useTextCampaigns } from '../api/get-text-campaigns';
import { countsSummary } from './live-counts';

const COLUMNS: OutreachColumn<TextCampaign>[] = [
  { header: 'Recipients', cell: (campaign) => formatNumber(campaign.counts.recipients) },
  { header: 'Progress', cell: (campaign) => <Text size="sm">{countsSummary(campaign.counts)}</Text> },
];

/** /texting: every text campaign with its status, texters and live counts. */
export function TextCampaignList({
  campaignId,
  campaignPath,
  addAction,
}: {
  campaignId: string;
  campaignPath: (id: string) => string;
  addAction: ReactNode;
}) {
  return (
    <OutreachCampaignList
      list={useTextCampaigns(campaignId)}
      noun="text campaigns"
      membersLabel="Texters"
      columns={COLUMNS}
      minWidth={640}
      empty={{
        icon: <IconMessages size={32} />,
        description:
          'Write a message to a voter group, assign texters, and each of them sends it one voter at a time.',
      }}
      campaignPath={campaignPath}
      addAction={addAction}
    />
  );
}
