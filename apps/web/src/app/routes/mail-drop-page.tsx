import { IconMail } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { hasPermission } from '@groundwork/shared/access/index';
import { PageHeader } from '../../components/page-header';
import { MailDropDetail } from '../../features/mail/components/mail-drop-detail';
import { useVoterGroups } from '../../features/voter-groups/api/get-voter-groups';
import { useActiveSession } from '../session/active-session';
import { BackLink } from './back-link';
import { mailerPath } from './mail-page';

/** /groundwork/mailer-campaign/id/{id}: one mail drop, its counts, status and vendor file. */
export function MailDropPage() {
  const { membership } = useActiveSession();
  const { id = '' } = useParams();
  const groups = useVoterGroups(membership.campaign_id);
  return (
    <>
      <BackLink label="Mail" path="/mail" />
      <PageHeader title="Mail Drop" description="One mail drop." icon={<IconMail size={24} />} />
      <MailDropDetail
        campaignId={membership.campaign_id}
        id={id}
        groups={groups.data ?? []}
        canEdit={hasPermission(membership.title, 'mail:edit')}
        mailerPath={mailerPath}
      />
    </>
  );
}
