import { Box, Button } from '@mantine/core';
import { IconMail, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { hasPermission } from '@groundwork/shared/access/index';
import { APP_BASE_PATH } from '@groundwork/shared/constants';
import { PageHeader } from '../../components/page-header';
import { MailOverview } from '../../features/mail/components/mail-overview';
import { MailRatesEditor } from '../../features/mail/components/mail-rates';
import { useActiveSession } from '../session/active-session';

export const MAILER_ADD_PATH = `${APP_BASE_PATH}/mailer/add`;
export const mailerPath = (id: string) => `${APP_BASE_PATH}/mailer/id/${id}`;
export const mailDropPath = (id: string) => `${APP_BASE_PATH}/mailer-campaign/id/${id}`;
export const mailDropAddPath = (mailerId: string) =>
  `${APP_BASE_PATH}/mailer-campaign/add?mailer_id=${mailerId}`;

function AddMailerButton() {
  return (
    <Button component={Link} to={MAILER_ADD_PATH} leftSection={<IconPlus size={16} aria-hidden="true" />}>
      Add mailer
    </Button>
  );
}

/** /groundwork/mail: the mailers, the drops that send them, and (for those who edit mail) the rates. */
export function MailPage() {
  const { membership } = useActiveSession();
  const canEdit = hasPermission(membership.title, 'mail:edit');
  return (
    <>
      <PageHeader
        title="Mail"
        description="Mail pieces and the drops that send them to voter groups."
        icon={<IconMail size={24} />}
        actions={canEdit ? <AddMailerButton /> : undefined}
      />
      <MailOverview
        campaignId={membership.campaign_id}
        mailerPath={mailerPath}
        dropPath={mailDropPath}
        addAction={canEdit ? <AddMailerButton /> : null}
      />
      {canEdit && (
        <Box mt="lg">
          <MailRatesEditor campaignId={membership.campaign_id} />
        </Box>
      )}
    </>
  );
}
