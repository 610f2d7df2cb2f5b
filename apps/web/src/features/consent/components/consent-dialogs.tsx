import { Alert, Button, Group, Modal, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import {
  CONSENT_CHANNELS,
  CONSENT_CHANNEL_LABELS,
  type ConsentChannel,
  type ConsentCurrent,
} from '@groundwork/shared/contracts/consent';
import { useRecordConsent } from '../api/manage-consent';

const CHANNEL_OPTIONS = CONSENT_CHANNELS.map((value) => ({ value, label: CONSENT_CHANNEL_LABELS[value] }));

/** "Add opt-out": a phone number or e-mail address and a channel, with an optional reason; confirmed first. */
export function AddOptOutModal({
  campaignId,
  opened,
  onClose,
}: {
  campaignId: string;
  opened: boolean;
  onClose: () => void;
}) {
  const record = useRecordConsent();
  const [contact, setContact] = useState('');
  const [channel, setChannel] = useState<ConsentChannel>('sms');
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState(false);
  const contactType = contact.includes('@') ? 'email' : 'phone';
  const close = () => {
    setContact('');
    setReason('');
    setConfirming(false);
    record.reset();
    onClose();
  };
  const submit = () =>
    record.mutate(
      {
        campaign_id: campaignId,
        contact_type: contactType,
        contact: contact.trim(),
        channel,
        action: 'opt_out',
        ...(reason.trim() ? { reason: reason.trim() } : {}),
      },
      { onSuccess: close, onError: () => setConfirming(false) },
    );
  return (
    <Modal opened={opened} onClose={close} title="Add opt-out">
      <Stack gap="sm">
        <TextInput
          label="Phone number or e-mail address"
          placeholder="(555) 201-3344"
          value={contact}
          onChange={(event) => setContact(event.currentTarget.value)}
          required
          data-autofocus
        />
        <Select
          label="Channel"
          data={CHANNEL_OPTIONS}
          value={channel}
          onChange={(value) => value && setChannel(value as ConsentChannel)}
          allowDeselect={false}
        />
        <Textarea label="Reason" value={reason} onChange={(event) => setReason(event.currentTarget.value)} />
        {record.isError && (
          <Alert color="red" role="alert">
            {record.error.message}
          </Alert>
        )}
        {confirming ? (
          <Group justify="flex-end">
            <Text size="sm">
              Never reach {contact.trim()} by {CONSENT_CHANNEL_LABELS[channel].toLowerCase()} again?
            </Text>
            <Button variant="default" onClick={() => setConfirming(false)}>
              Back
            </Button>
            <Button color="red" loading={record.isPending} onClick={submit}>
              Confirm opt-out
            </Button>
          </Group>
        ) : (
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button disabled={!contact.trim()} onClick={() => setConfirming(true)}>
              Add opt-out
            </Button>
          </Group>
        )}
      </Stack>
    </Modal>
  );
}

/** "Opt back in": reverses an opt-out; the reason is required and kept in the history. */
export function OptInModal({
  campaignId,
  entry,
  onClose,
}: {
  campaignId: string;
  entry: ConsentCurrent | null;
  onClose: () => void;
}) {
  const record = useRecordConsent();
  const [reason, setReason] = useState('');
  const close = () => {
    setReason('');
    record.reset();
    onClose();
  };
  if (!entry) return null;
  // An address is the voter's household: the server finds it from the voter.
  const target =
    entry.contact_type === 'address' && entry.voter_id
      ? { voter_id: entry.voter_id }
      : {
          contact_type: entry.contact_type,
          contact: entry.contact,
          ...(entry.voter_id ? { voter_id: entry.voter_id } : {}),
        };
  return (
    <Modal opened onClose={close} title="Opt back in">
      <Stack gap="sm">
        <Text size="sm">
          {entry.voter_name ?? entry.contact} may be reached by{' '}
          {CONSENT_CHANNEL_LABELS[entry.channel].toLowerCase()} again. The opt-out stays in the history.
        </Text>
        <Textarea
          label="Reason"
          description="Required: why this opt-out is reversed"
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          required
          data-autofocus
        />
        {record.isError && (
          <Alert color="red" role="alert">
            {record.error.message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button
            disabled={!reason.trim()}
            loading={record.isPending}
            onClick={() =>
              record.mutate(
                {
                  campaign_id: campaignId,
                  ...target,
                  channel: entry.channel,
                  action: 'opt_in',
                  reason: reason.trim(),
                },
                { onSuccess: close },
              )
            }
          >
            Confirm opt-in
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
