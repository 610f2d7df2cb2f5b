import { Alert, Button, Card, Group, Kbd, Loader, Progress, Stack, Text } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { ClosedWindowNotice, useClosedWindow } from '../../../components/outreach/closed-window-notice';
import { isAbortError } from '../../../lib/api-error';
import { useSendText } from '../api/sending';
import { useSendingQueue } from './use-sending-queue';

interface SendCardProps {
  textCampaignId: string;
  campaignId: string;
  userId: string;
}

/** Whether a key press belongs to a field (Enter there types, it does not send). */
const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * One recipient at a time: name, number and the message as it will go out (not editable: the campaign's
 * leads approved it, opt-out wording included). One click on Send, or one Enter, sends exactly that message;
 * a refusal shows the server's reason and the voter is skipped.
 */
export function SendCard({ textCampaignId, campaignId, userId }: SendCardProps) {
  const queue = useSendingQueue(textCampaignId, campaignId);
  const send = useSendText(textCampaignId);
  const [notice, setNotice] = useState<{ color: string; text: string } | null>(null);
  const [sentCount, setSentCount] = useState(0);
  const { current } = queue;
  // Outside texting hours for this voter: said before Send is tapped, and Send is off (decision 0062).
  const hours = current?.texting_window;
  const closed = useClosedWindow(hours);
  // Set before the request leaves, so a second click or key press in the same frame sends nothing.
  const inFlight = useRef(false);

  const sendCurrent = () => {
    if (!current?.sending_phone_number || inFlight.current || closed) return;
    inFlight.current = true;
    send.mutate(
      {
        campaign_id: campaignId,
        user_id: userId,
        voter_id: current.voter_id,
        sending_phone_number: current.sending_phone_number,
        message: current.message,
      },
      {
        onSettled: () => {
          inFlight.current = false;
        },
        onSuccess: () => {
          setSentCount((count) => count + 1);
          setNotice({ color: 'green', text: `Sent to ${current.first_name} ${current.last_name}.` });
          queue.advance();
        },
        onError: (error) => {
          if (isAbortError(error)) return;
          setNotice({
            color: 'orange',
            text: `Not sent to ${current.first_name} ${current.last_name}: ${error.message}. Skipped.`,
          });
          queue.advance();
        },
      },
    );
  };
  const onEnter = useEffectEvent(sendCurrent);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' || event.repeat || isTyping(event.target)) return;
      if (event.target instanceof HTMLButtonElement) return; // the focused button handles its own Enter
      event.preventDefault();
      onEnter();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  if (queue.claimError)
    return (
      <Alert color="red" role="alert" title="We could not get recipients">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{queue.claimError.message}</Text>
          <Button size="xs" variant="light" onClick={queue.retryClaim}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  if (current && current.sending_phone_number === null)
    return (
      <Alert color="yellow" title="No number to send from">
        The campaign has no phone number yet: ask a Manager to buy one.
      </Alert>
    );
  if (queue.isFinished)
    return (
      <Alert color="green" title="Everyone has been texted" data-testid="batch-finished">
        You sent {sentCount} {sentCount === 1 ? 'text' : 'texts'}. Replies appear in the Replies tab.
      </Alert>
    );
  return (
    <Stack gap="sm">
      {notice && (
        <Alert color={notice.color} variant="light" role="status" data-testid="send-notice">
          {notice.text}
        </Alert>
      )}
      {closed && hours?.opens_at && (
        <ClosedWindowNotice channel="texting" contact={{ ...hours, opens_at: hours.opens_at }} />
      )}
      {!current ? (
        <Group gap="xs" justify="center" py="xl">
          <Loader size="sm" />
          <Text size="sm">Getting your next recipients…</Text>
        </Group>
      ) : (
        <Card withBorder radius="md" padding="md" data-testid="send-card">
          <Stack gap="sm">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={0} miw={0}>
                <Text fw={700} size="lg" data-testid="recipient-name">
                  {current.first_name} {current.last_name}
                </Text>
                <Text size="sm" c="dimmed" data-testid="recipient-phone">
                  {current.phone}
                </Text>
              </Stack>
              <Text size="sm" c="dimmed" data-testid="batch-progress" style={{ whiteSpace: 'nowrap' }}>
                {queue.position} of {queue.batchSize}
              </Text>
            </Group>
            <Progress
              value={((queue.position - 1) / Math.max(1, queue.batchSize)) * 100}
              size="sm"
              aria-label="Batch progress"
            />
            <Card withBorder radius="md" padding="sm" bg="var(--mantine-color-default-hover)">
              <Text style={{ whiteSpace: 'pre-wrap' }} data-testid="outgoing-message">
                {current.message}
              </Text>
            </Card>
            <Button
              size="xl"
              fullWidth
              leftSection={<IconSend size={22} aria-hidden="true" />}
              loading={send.isPending}
              disabled={closed}
              onClick={sendCurrent}
              data-autofocus
            >
              Send
            </Button>
            <Text size="xs" c="dimmed" ta="center">
              Or press <Kbd>Enter</Kbd>: one press sends this one message.
            </Text>
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
