import { IconPhoneCall } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { APP_BASE_PATH } from '@groundwork/shared/constants';
import { PageHeader } from '../../components/page-header';
import { CallingScreen } from '../../features/phone-banking/calling';
import { useActiveSession } from '../session/active-session';
import { BackLink } from './back-link';

/** /groundwork/phone-banking/call/{id}: the caller's screen, for any assigned caller (Staff and Volunteers too). */
export function PhoneBankingCallPage() {
  const { membership, user } = useActiveSession();
  const { id = '' } = useParams();
  return (
    <>
      <BackLink label="Calls to Make" path="/phone-banking/assigned" />
      <PageHeader title="Calling" icon={<IconPhoneCall size={24} />} />
      <CallingScreen
        key={id}
        campaignId={membership.campaign_id}
        phoneBankingCampaignId={id}
        userId={user.id}
        assignedPath={`${APP_BASE_PATH}/phone-banking/assigned`}
      />
    </>
  );
}
