import { IconInbox } from '@tabler/icons-react';
import { PageHeader } from '../../components/page-header';
import { useTextCampaigns } from '../../features/text-campaigns/api/get-text-campaigns';
import { ConversationsPanel } from '../../features/text-campaigns/components/conversations-panel';
import { useActiveSession } from '../session/active-session';
import { BackLink } from './back-link';

/** /groundwork/texting/inbox: every conversation of the campaign's texts, for Managers and Directors. */
export function TextingInboxPage() {
  const { membership } = useActiveSession();
  const textCampaigns = useTextCampaigns(membership.campaign_id);
  return (
    <>
      <BackLink label="Texting" path="/texting" />
      <PageHeader
        title="Texting Inbox"
        description="Replies from voters: answer them, record survey answers, see who opted out."
        icon={<IconInbox size={24} />}
      />
      <ConversationsPanel campaignId={membership.campaign_id} textCampaigns={textCampaigns.data ?? []} />
    </>
  );
}
