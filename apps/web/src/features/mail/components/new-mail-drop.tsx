import { Alert, Stack, Text } from '@mantine/core';
import { MAIL_MESSAGES, type MailDrop } from '@groundwork/shared/contracts/mail';
import type { VoterGroup } from '@groundwork/shared/contracts/voter-groups';
import { useMailer } from '../api/get-mail';
import { useCreateMailDrop } from '../api/manage-mail';
import { MailDropForm } from './mail-drop-form';
import { MailLoading } from './mail-loading';

/** /mailer-campaign/add?mailer_id=: a new Draft drop of that mailer. */
export function NewMailDrop({
  campaignId,
  userId,
  mailerId,
  groups,
  onSaved,
  onCancel,
}: {
  campaignId: string;
  userId: string;
  mailerId: string;
  groups: readonly VoterGroup[];
  onSaved: (drop: MailDrop) => void;
  onCancel: () => void;
}) {
  const mailer = useMailer(campaignId, mailerId);
  const create = useCreateMailDrop();
  if (mailer.error)
    return (
      <Alert color="red" role="alert" title="We could not load the mailer">
        {mailer.error.message}
      </Alert>
    );
  if (!mailer.data) return <MailLoading height={240} />;
  return (
    <Stack gap="sm">
      <Text>
        Sending <strong>{mailer.data.name}</strong>
      </Text>
      <MailDropForm
        campaignId={campaignId}
        mailerId={mailerId}
        groups={groups}
        initial={{ name: '', voter_group_id: null, mailer_size: null, scheduled_date: '' }}
        submitLabel="Create mail drop"
        isPending={create.isPending}
        error={create.error}
        errorTitle={MAIL_MESSAGES.createFailed}
        onSubmit={(values) =>
          create.mutate(
            { ...values, mailer_id: mailerId, campaign_id: campaignId, user_id: userId },
            { onSuccess: onSaved },
          )
        }
        onCancel={onCancel}
      />
    </Stack>
  );
}
