import { IconPhone } from '@tabler/icons-react';
import { APP_BASE_PATH } from '@groundwork/shared/constants';
import { PageHeader } from '../../components/page-header';
import { AssignedCallList } from '../../features/phone-banking/calling';
import { useActiveSession } from '../session/active-session';

/** /groundwork/phone-banking/call/{id}: the calling screen of one call campaign. */
export const phoneBankingCallPath = (id: string) => `${APP_BASE_PATH}/phone-banking/call/${id}`;

/** /groundwork/phone-banking/assigned: the call campaigns the member calls for. */
export function PhoneBankingAssignedPage() {
  const { membership, user } = useActiveSession();
  return (
    <>
      <PageHeader
        title="Calls to Make"
        description="The call campaigns you are assigned to."
        icon={<IconPhone size={24} />}
      />
      <AssignedCallList
        campaignId={membership.campaign_id}
        userId={user.id}
        callPath={phoneBankingCallPath}
      />
    </>
  );
}
