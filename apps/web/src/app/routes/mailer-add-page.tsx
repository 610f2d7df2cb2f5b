import { notifications } from '@mantine/notifications';
import { IconMail } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { MailerForm } from '../../features/mail/components/mailer-form';
import { useActiveSession } from '../session/active-session';
import { BackLink } from './back-link';
import { mailerPath } from './mail-page';

/** /groundwork/mailer/add: a new mail piece, uploaded. */
export function MailerAddPage() {
  const { membership } = useActiveSession();
  const navigate = useNavigate();
  return (
    <>
      <BackLink label="Mail" path="/mail" />
      <PageHeader title="Add Mailer" description="Upload a new mail piece." icon={<IconMail size={24} />} />
      <MailerForm
        campaignId={membership.campaign_id}
        onSaved={(mailer) => {
          notifications.show({ color: 'teal', message: `${mailer.name} uploaded` });
          void navigate(mailerPath(mailer.id));
        }}
        onCancel={() => void navigate(-1)}
      />
    </>
  );
}
