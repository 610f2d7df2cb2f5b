import { IconPhone } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { PhoneBankingDetail } from '../../features/phone-banking/components/phone-banking-detail';
import { useActiveSession } from '../session/active-session';
import { BackLink } from './back-link';
import { PHONE_BANKING_PATH } from './phone-banking-page';
import { useTagOptions } from './use-tag-options';

/** /groundwork/phone-banking/id/{id}: one phone bank, its status, callers, script and live counts. */
export function PhoneBankingCampaignPage() {
  const { membership, user } = useActiveSession();
  const { id = '' } = useParams();
  const tagOptions = useTagOptions(membership.campaign_id);
  return (
    <>
      <BackLink label="Phone Banking" path="/phone-banking" />
      <PageHeader
        title="Phone Bank"
        description="Activate it, assign callers and watch the calls come in."
        icon={<IconPhone size={24} />}
      />
      <PhoneBankingDetail
        campaignId={membership.campaign_id}
        id={id}
        tagOptions={tagOptions}
        user={user}
        setupPath={PHONE_BANKING_PATH}
      />
    </>
  );
}
