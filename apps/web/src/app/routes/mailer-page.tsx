import { Button } from '@mantine/core';
import { IconMail, IconPlus } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { hasPermission } from '@groundwork/shared/access/index';
import { PageHeader } from '../../components/page-header';
import { MailerDetail } from '../../features/mail/components/mailer-detail';
import { useActiveSession } from '../session/active-session';
import { BackLink } from './back-link';
import { mailDropAddPath, mailDropPath } from './mail-page';

/** /groundwork/mailer/id/{id}: one mail piece, page by page, and its drops. */
export function MailerPage() {
  const { membership } = useActiveSession();
  const { id = '' } = useParams();
  const canEdit = hasPermission(membership.title, 'mail:edit');
  return (
    <>
      <BackLink label="Mail" path="/mail" />
      <PageHeader title="Mailer" description="One mail piece and its drops." icon={<IconMail size={24} />} />
      <MailerDetail
        campaignId={membership.campaign_id}
        id={id}
        dropPath={mailDropPath}
        newDropAction={
          canEdit ? (
            <Button
              component={Link}
              to={mailDropAddPath(id)}
              leftSection={<IconPlus size={16} aria-hidden="true" />}
            >
              New mail drop
            </Button>
          ) : null
        }
      />
    </>
  );
}
