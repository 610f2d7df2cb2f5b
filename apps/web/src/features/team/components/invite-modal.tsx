import { Alert, Button, Group, List, Modal, Progress, Select, Stack, Text, Textarea } from '@mantine/core';
import { useMemo, useState } from 'react';
import { mayGrantTitle, TITLES } from '@groundwork/shared/access/index';
import { useInviteMany, useWaitingInvitations } from '../api/invitations';
import { parseEmailList } from '../utils/parse-email-list';
import { planInvitations, type InviteResult } from '../utils/plan-invitations';

interface InviteModalProps {
  campaignId: string;
  /** The inviter's title: a Director cannot offer Manager. */
  actorTitle: string;
  opened: boolean;
  onClose: () => void;
}

/**
 * Invite one or many: paste addresses, pick the title offered, add a personal message. The good addresses
 * are sent; the bad ones (not an address, already invited, refused by the server) are listed with why.
 */
export function InviteModal({ campaignId, actorTitle, opened, onClose }: InviteModalProps) {
  const invite = useInviteMany();
  const waiting = useWaitingInvitations(campaignId, opened);
  const [text, setText] = useState('');
  const [title, setTitle] = useState('Volunteer');
  const [message, setMessage] = useState('');
  const [checked, setChecked] = useState(false);
  const [done, setDone] = useState(0);
  const parsed = useMemo(() => parseEmailList(text), [text]);
  const plan = useMemo(() => planInvitations(parsed, waiting.data ?? []), [parsed, waiting.data]);
  const [refused, setRefused] = useState<InviteResult[]>([]);
  const titles = TITLES.filter((t) => mayGrantTitle(actorTitle, t));

  const close = () => {
    if (invite.isPending) return;
    invite.reset();
    setText('');
    setMessage('');
    setChecked(false);
    setRefused([]);
    onClose();
  };

  const listError = !checked
    ? null
    : plan.send.length > 0
      ? null
      : plan.refused.length === 0
        ? 'Enter at least one e-mail address'
        : 'None of these addresses can be invited';

  const submit = () => {
    setChecked(true);
    if (plan.send.length === 0) return;
    setDone(0);
    setRefused(plan.refused);
    invite.mutate({
      campaign_id: campaignId,
      emails: plan.send,
      offer_title: title,
      message,
      onProgress: setDone,
    });
  };

  return (
    <Modal opened={opened} onClose={close} title="Invite people" centered size="lg">
      {invite.data ? (
        <InviteSummary results={[...invite.data, ...refused]} onClose={close} />
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Stack gap="md">
            <Textarea
              label="E-mail addresses"
              description="Paste one or many, separated by commas, spaces or new lines."
              placeholder={'ana@example.org, bo@example.org'}
              autosize
              minRows={3}
              maxRows={8}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              error={listError}
              data-autofocus
            />
            {plan.refused.length > 0 && (
              <List size="sm" c="red" aria-label="Will not be sent">
                {plan.refused.map((item, index) => (
                  <List.Item key={`${String(index)}-${item.email}`}>
                    “{item.email}” {item.error}
                  </List.Item>
                ))}
              </List>
            )}
            {parsed.duplicates.length > 0 && (
              <Text size="sm" c="dimmed">
                Listed more than once, invited once: {parsed.duplicates.join(', ')}
              </Text>
            )}
            <Select
              label="Title offered"
              data={titles}
              value={title}
              onChange={(value) => setTitle(value ?? 'Volunteer')}
              allowDeselect={false}
            />
            <Textarea
              label="Personal message (optional)"
              maxLength={2000}
              autosize
              minRows={2}
              value={message}
              onChange={(event) => setMessage(event.currentTarget.value)}
            />
            {invite.isPending && (
              <Stack gap={4} role="status">
                <Text size="sm">
                  Sending {done + 1} of {plan.send.length}…
                </Text>
                <Progress value={(done / plan.send.length) * 100} aria-hidden="true" />
              </Stack>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={close} disabled={invite.isPending}>
                Cancel
              </Button>
              <Button type="submit" loading={invite.isPending}>
                {plan.send.length > 1 ? `Send ${String(plan.send.length)} invitations` : 'Send invitation'}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}

function InviteSummary({ results, onClose }: { results: InviteResult[]; onClose: () => void }) {
  const sent = results.filter((r) => r.error === null);
  const failed = results.filter((r) => r.error !== null);
  return (
    <Stack gap="md">
      <Alert color={failed.length === 0 ? 'teal' : 'yellow'} role="status">
        {sent.length === 1 ? '1 invitation sent' : `${String(sent.length)} invitations sent`}
        {failed.length > 0 ? `, ${String(failed.length)} not sent` : ''}.
      </Alert>
      {failed.length > 0 && (
        <List size="sm" aria-label="Not sent">
          {failed.map((result, index) => (
            <List.Item key={`${String(index)}-${result.email}`}>
              <Text span fw={600}>
                {result.email}
              </Text>
              : {result.error}
            </List.Item>
          ))}
        </List>
      )}
      <Group justify="flex-end">
        <Button onClick={onClose} data-autofocus>
          Done
        </Button>
      </Group>
    </Stack>
  );
}
