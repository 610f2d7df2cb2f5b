import { IconMessages } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { TextCampaignDetail } from '../../features/text-campaigns/components/text-campaign-detail';
import { useActiveSession } from '../session/active-session';
import { BackLink } from './back-link';
import { TEXTING_INBOX_PATH } from './texting-page';
import { useTagOptions } from './use-tag-options';

/** /groundwork/text-campaign/id/{id}: one text campaign, its status, texters and live counts. */
export function TextCampaignPage() {
  const { membership } = useActiveSession();
  const { id = '' } = useParams();
  const tagOptions = useTagOptions(membership.campaign_id);
  return (
    <>
      <BackLink label="Texting" path="/texting" />
      <PageHeader
        title="Text Campaign"
        description="Activate it, assign texters and watch the counts as texts go out."
        icon={<IconMessages size={24} />}
      />
      <TextCampaignDetail
        campaignId={membership.campaign_id}
        id={id}
        tagOptions={tagOptions}
        inboxPath={TEXTING_INBOX_PATH}
      />
    </>
  );
}
