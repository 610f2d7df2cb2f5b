import { Alert, Anchor, Card, EmptyState, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Mailer } from '@groundwork/shared/contracts/mail';
import { formatCount } from '../../../lib/format';
import { useMailDrops, useMailers } from '../api/get-mail';
import { MailDropTable } from './mail-drop-table';
import { MailLoading } from './mail-loading';
import { MailerThumbnail } from './mailer-preview';

function MailerCard({ mailer, path }: { mailer: Mailer; path: string }) {
  return (
    <Card withBorder radius="md" padding="sm">
      <Card.Section>
        <MailerThumbnail mailer={mailer} height={180} />
      </Card.Section>
      <Anchor component={Link} to={path} fw={600} mt="xs" display="block">
        {mailer.name}
      </Anchor>
      <Text size="xs" c="dimmed">
        {formatCount(mailer.page_count, 'page')} · {formatCount(mailer.drop_count, 'drop')}
      </Text>
    </Card>
  );
}

/** /mail: the mailers as cards with their thumbnail, and every mail drop in a table. */
export function MailOverview({
  campaignId,
  mailerPath,
  dropPath,
  addAction,
}: {
  campaignId: string;
  mailerPath: (id: string) => string;
  dropPath: (id: string) => string;
  addAction: ReactNode;
}) {
  const mailers = useMailers(campaignId);
  const drops = useMailDrops(campaignId);
  const error = mailers.error ?? drops.error;
  if (error)
    return (
      <Alert color="red" role="alert" title="We could not load the mail campaigns">
        {error.message}
      </Alert>
    );
  if (!mailers.data || !drops.data) return <MailLoading height={200} />;
  if (mailers.data.length === 0)
    return (
      <Card withBorder radius="lg" py={48}>
        <EmptyState
          icon={<IconMail size={32} />}
          withIndicatorBackground
          title="No mailers yet"
          description="Upload a mail piece (a PDF or an image); then send it to a voter group as a mail drop."
          data-testid="empty-state"
        >
          {addAction}
        </EmptyState>
      </Card>
    );
  return (
    <Stack gap="lg">
      <Title order={2} size="h4">
        Mailers
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
        {mailers.data.map((mailer) => (
          <MailerCard key={mailer.id} mailer={mailer} path={mailerPath(mailer.id)} />
        ))}
      </SimpleGrid>
      <Title order={2} size="h4">
        Mail drops
      </Title>
      <MailDropTable
        drops={drops.data}
        dropPath={dropPath}
        emptyText="No mail drops yet: open a mailer and send it to a voter group."
      />
    </Stack>
  );
}
