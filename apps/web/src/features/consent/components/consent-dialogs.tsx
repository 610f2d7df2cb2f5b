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

/**
 * "Add opt-out": a channel and who is not to be reached by it, with an optional reason; confirmed first. Texts,
 * calls and doors take a phone number or e-mail address; mail goes to households, so it takes the postal
 * address (the server keeps it as the household's mail key, and mail drops skip everyone there: decision 0054).
 */
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
  const byAddress = channel === 'mail';
  const contactType = byAddress ? 'address' : contact.includes('@') ? 'email' : 'phone';
  const close = () => {
    setContact('');
    setReason('');
    setChannel('sms');
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
  const who = byAddress ? `the household at ${contact.trim()}` : contact.trim();
  return (
    <Modal opened={opened} onClose={close} title="Add opt-out">
      <Stack gap="sm">
        <Select
          label="Channel"
          data={CHANNEL_OPTIONS}
          value={channel}
          onChange={(value) => {
            if (!value) return;
            // A phone number is no mail address, nor an address a phone: the field starts again.
            if ((value === 'mail') !== byAddress) setContact('');
            setChannel(value as ConsentChannel);
            setConfirming(false);
            record.reset();
          }}
          allowDeselect={false}
        />
        {byAddress ? (
          <TextInput
            key="address"
            label="Household address"
            description="Street, city and ZIP code: no mail goes to anyone at this address"
            placeholder="12 Oak St, Raleigh, NC 27601"
            autoComplete="street-address"
            value={contact}
            onChange={(event) => setContact(event.currentTarget.value)}
            required
          />
        ) : (
          <TextInput
            key="phone-or-email"
            label="Phone number or e-mail address"
            placeholder="(555) 201-3344"
            value={contact}
            onChange={(event) => setContact(event.currentTarget.value)}
            required
            data-autofocus
          />
        )}
        <Textarea label="Reason" value={reason} onChange={(event) => setReason(event.currentTarget.value)} />
        {record.isError && (
          <Alert color="red" role="alert">
            {record.error.message}
          </Alert>
        )}
        {confirming ? (
          <Group justify="flex-end">
            <Text size="sm">
              Never reach {who} by {CONSENT_CHANNEL_LABELS[channel].toLowerCase()} again?
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
