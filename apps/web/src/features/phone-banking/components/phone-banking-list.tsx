import { Progress, Text } from '@mantine/core';
import { IconPhone } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { CallCounts, PhoneBankingCampaign } from '@groundwork/shared/contracts/phone-banking';
import {
  OutreachCampaignList,
  type OutreachColumn,
} from '../../../components/outreach/outreach-campaign-list';
import { formatNumber } from '../../../lib/format';
import { usePhoneBankingCampaigns } from '../api/get-phone-banking';

/** The share of recipients called, 0–100. */
export const calledPercent = (counts: CallCounts): number =>
  counts.recipients === 0 ? 0 : Math.min(100, Math.round((counts.called / counts.recipients) * 100));

const COLUMNS: OutreachColumn<PhoneBankingCampaign>[] = [
  {
    header: 'Called',
    cell: (campaign) => (
      <>
        <Text size="sm" data-testid={`called-${campaign.id}`}>
          {formatNumber(campaign.counts.called)} / {formatNumber(campaign.counts.recipients)}
        </Text>
        <Progress
          value={calledPercent(campaign.counts)}
          size="sm"
          mt={4}
          aria-label={`${campaign.name}: ${String(calledPercent(campaign.counts))}% called`}
        />
      </>
    ),
  },
  { header: 'Contacted', cell: (campaign) => formatNumber(campaign.counts.contacted) },
];

interface PhoneBankingListProps {
  campaignId: string;
  campaignPath: (id: string) => string;
  addAction: ReactNode;
}

/** /phone-banking: every call campaign with its status, callers and counts. */
export function PhoneBankingList({ campaignId, campaignPath, addAction }: PhoneBankingListProps) {
  return (
    <OutreachCampaignList
      list={usePhoneBankingCampaigns(campaignId)}
      noun="phone banks"
      membersLabel="Callers"
      columns={COLUMNS}
      minWidth={560}
      empty={{
        icon: <IconPhone size={32} />,
        description:
          'Write a script, pick the voters and the callers: each caller gets the next voter with one button.',
      }}
      campaignPath={campaignPath}
      addAction={addAction}
    />
  );
}
