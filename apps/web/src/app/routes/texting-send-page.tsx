import { IconMessage } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { SendingScreen } from '../../features/text-campaigns/components/sending-screen';
import { useActiveSession } from '../session/active-session';
import { BackLink } from './back-link';

/** /groundwork/texting/send/{id}: the texter's phone screen. */
export function TextingSendPage() {
  const { membership, user } = useActiveSession();
  const { id = '' } = useParams();
  return (
    <>
      <BackLink label="Texts to Send" path="/texting/assigned" />
      <PageHeader title="Send Texts" icon={<IconMessage size={24} />} />
      <SendingScreen key={id} textCampaignId={id} campaignId={membership.campaign_id} userId={user.id} />
    </>
  );
}
