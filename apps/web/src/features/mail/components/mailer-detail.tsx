import { Alert, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../../lib/format';
import { useMailDrops, useMailer } from '../api/get-mail';
import { MailDropTable } from './mail-drop-table';
import { MailLoading } from './mail-loading';
import { MailerPages } from './mailer-preview';

/** /mailer/id/{id}: every page of the piece, its page count, and the drops that send it. */
export function MailerDetail({
  campaignId,
  id,
  dropPath,
  newDropAction,
}: {
  campaignId: string;
  id: string;
  dropPath: (id: string) => string;
  newDropAction: ReactNode;
}) {
  const mailer = useMailer(campaignId, id);
  const drops = useMailDrops(campaignId);
  const error = mailer.error ?? drops.error;
  if (error)
    return (
      <Alert color="red" role="alert" title="We could not load the mailer">
        {error.message}
      </Alert>
    );
  if (!mailer.data || !drops.data) return <MailLoading height={320} />;
  const own = drops.data.filter((drop) => drop.mailer_id === id);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <div>
          <Title order={2} size="h3">
            {mailer.data.name}
          </Title>
          <Text size="sm" c="dimmed">
            Uploaded {formatDateTime(mailer.data.created_at)}
          </Text>
        </div>
        {newDropAction}
      </Group>
      <Card withBorder radius="lg">
        <MailerPages mailer={mailer.data} />
      </Card>
      <Title order={2} size="h4">
        Mail drops of this mailer
      </Title>
      <MailDropTable
        drops={own}
        dropPath={dropPath}
        showMailer={false}
        emptyText="Not sent yet: choose “New mail drop” to send it to a voter group."
      />
    </Stack>
  );
}
