import { Alert, Badge, Button, Card, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import type { DevPhone } from '@groundwork/shared/contracts/dev-phones';
import { detailOf } from '../../../lib/error-messages';
import { useDevPhones, useReplyAsVoter } from '../api/dev-phones';
import classes from './dev-phones-page.module.css';

const STATUS_COLOR: Record<string, string> = {
  delivered: 'green',
  received: 'blue',
  undelivered: 'red',
  failed: 'red',
};

const timeOf = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

function PhoneThread({ phone }: { phone: DevPhone }) {
  const [body, setBody] = useState('');
  const reply = useReplyAsVoter();
  // The voter answers the campaign number that texted them last.
  const to = phone.messages.at(-1)?.campaign_number ?? '';
  const send = (text: string) =>
    reply.mutate({ from: phone.number, to, body: text }, { onSuccess: () => setBody('') });
  return (
    <Card withBorder padding="sm" aria-label={`Phone ${phone.number}`} component="section">
      <Group justify="space-between" mb="xs">
        <Text fw={600}>{phone.number}</Text>
        <Text size="xs" c="dimmed">
          {phone.voter_id ? `voter ${phone.voter_id.slice(0, 8)}` : 'no voter'}
        </Text>
      </Group>
      <Stack gap={6} mb="sm">
        {phone.messages.map((m) => (
          <div key={m.sid} className={m.direction === 'inbound' ? classes.mine : classes.theirs}>
            <Text size="sm">{m.body}</Text>
            <Group gap={6} justify="flex-end">
              <Text size="xs" c="dimmed">
                {timeOf(m.time)}
              </Text>
              <Badge size="xs" variant="light" color={STATUS_COLOR[m.status] ?? 'gray'}>
                {m.status}
                {m.error_code ? ` ${m.error_code}` : ''}
              </Badge>
            </Group>
          </div>
        ))}
      </Stack>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (body.trim()) send(body);
        }}
      >
        <Group gap="xs">
          <TextInput
            className={classes.grow}
            aria-label={`Reply from ${phone.number}`}
            placeholder="Reply as the voter"
            value={body}
            onChange={(event) => setBody(event.currentTarget.value)}
          />
          <Group gap="xs" wrap="nowrap">
            <Button type="submit" loading={reply.isPending} disabled={!body.trim()}>
              Send
            </Button>
            <Button variant="light" color="red" onClick={() => send('STOP')} disabled={reply.isPending}>
              STOP
            </Button>
          </Group>
        </Group>
      </form>
      {reply.error && (
        <Text c="red" size="sm" mt="xs" role="alert">
          {detailOf(reply.error)}
        </Text>
      )}
    </Card>
  );
}

/**
 * The development phones (decision 0039): every simulated voter phone's thread with the campaign, and a reply
 * box per phone to answer as the voter (STOP included). Only with the simulator, outside production, and only
 * on the machine Groundwork runs on.
 */
export function DevPhonesPage() {
  const phones = useDevPhones();
  return (
    <Stack gap="md" className={classes.page}>
      <div>
        <Title order={1} size="h2">
          Development phones
        </Title>
        <Text c="dimmed" size="sm">
          Texts the campaign sent through the phone simulator, by voter phone. Reply as the voter to test
          replies and opt-outs.
        </Text>
      </div>
      {phones.isPending && <Loader aria-label="Loading phones" />}
      {phones.error && (
        <Alert color="red" title="The development phones are not available">
          {detailOf(phones.error)}
        </Alert>
      )}
      {phones.data?.length === 0 && <Text>No simulated phone has a text yet.</Text>}
      {phones.data?.map((phone) => (
        <PhoneThread key={phone.number} phone={phone} />
      ))}
    </Stack>
  );
}
