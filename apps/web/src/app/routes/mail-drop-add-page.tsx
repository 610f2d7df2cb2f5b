import { Alert } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconMail } from '@tabler/icons-react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { NewMailDrop } from '../../features/mail/components/new-mail-drop';
import { useVoterGroups } from '../../features/voter-groups/api/get-voter-groups';
import { useActiveSession } from '../session/active-session';
import { BackLink } from './back-link';
import { mailDropPath } from './mail-page';

/** /groundwork/mailer-campaign/add?mailer_id=: a mailer sent to one of the campaign's Ready voter groups. */
export function MailDropAddPage() {
  const { membership, user } = useActiveSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const mailerId = params.get('mailer_id');
  const groups = useVoterGroups(membership.campaign_id);
  return (
    <>
      <BackLink label="Mail" path="/mail" />
      <PageHeader
        title="Add Mail Drop"
        description="Send a mailer to a voter group."
        icon={<IconMail size={24} />}
      />
      {mailerId ? (
        <NewMailDrop
          campaignId={membership.campaign_id}
          userId={user.id}
          mailerId={mailerId}
          groups={groups.data ?? []}
          onSaved={(drop) => {
            notifications.show({ color: 'teal', message: `${drop.name} created as a Draft` });
            void navigate(mailDropPath(drop.id));
          }}
          onCancel={() => void navigate(-1)}
        />
      ) : (
        <Alert color="yellow" title="Choose a mailer first">
          A mail drop sends one mailer: open it on the Mail page and choose “New mail drop”.
        </Alert>
      )}
    </>
  );
}
