import { IconShieldOff } from '@tabler/icons-react';
import { hasPermission } from '@groundwork/shared/access/index';
import { APP_BASE_PATH } from '@groundwork/shared/constants';
import { PageHeader } from '../../components/page-header';
import { ConsentLedger } from '../../features/consent/components/consent-ledger';
import { useActiveSession } from '../session/active-session';

export const CONSENT_PATH = `${APP_BASE_PATH}/consent`;

/** /groundwork/consent: the consent ledger's opt-outs (Managers and Directors). */
export function ConsentPage() {
  const { membership } = useActiveSession();
  return (
    <>
      <PageHeader
        title="Opt-outs"
        description="Who asked not to be reached, on which channel."
        icon={<IconShieldOff size={24} />}
      />
      <ConsentLedger
        campaignId={membership.campaign_id}
        canEdit={hasPermission(membership.title, 'consent:edit')}
      />
    </>
  );
}
