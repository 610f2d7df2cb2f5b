import { Badge, Drawer, Group, Skeleton, Stack, Text, Timeline } from '@mantine/core';
import {
  CONSENT_CHANNEL_LABELS,
  CONSENT_SOURCE_LABELS,
  type ConsentCurrent,
  type ConsentEvent,
  type VoterConsent,
} from '@groundwork/shared/contracts/consent';
import { formatDateTime } from '../../../lib/format';
import { useContactConsent, useVoterConsent } from '../api/get-consent';

/** One entry of the history: the action, from where, who, when and why. */
function HistoryItem({
  event,
}: {
  event: Pick<
    ConsentEvent,
    'action' | 'source' | 'user_name' | 'created_at' | 'reason' | 'channel' | 'contact'
  >;
}) {
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600}>
        {event.action === 'opt_out' ? 'Opted out' : 'Opted back in'} · {CONSENT_CHANNEL_LABELS[event.channel]}{' '}
        · {event.contact}
      </Text>
      <Text size="xs" c="dimmed">
        {CONSENT_SOURCE_LABELS[event.source]}
        {event.user_name ? ` by ${event.user_name}` : ''} · {formatDateTime(event.created_at)}
      </Text>
      {event.reason && <Text size="sm">{event.reason}</Text>}
    </Stack>
  );
}

/** The entries, newest first. */
function History({ events }: { events: ConsentEvent[] }) {
  if (events.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No opt-outs or opt-ins recorded.
      </Text>
    );
  return (
    <Timeline bulletSize={14} lineWidth={2}>
      {events.map((event) => (
        <Timeline.Item key={event.id} color={event.action === 'opt_out' ? 'red' : 'teal'}>
          <HistoryItem event={event} />
        </Timeline.Item>
      ))}
    </Timeline>
  );
}

/** A voter's state per channel (red when opted out) and the whole history, newest first. */
export function VoterConsentSummary({ consent }: { consent: VoterConsent }) {
  return (
    <Stack gap="md">
      <Group gap="xs">
        {consent.channels.map((c) => (
          <Badge key={c.channel} color={c.opted_out ? 'red' : 'teal'} variant="light">
            {CONSENT_CHANNEL_LABELS[c.channel]}: {c.opted_out ? 'opted out' : 'may be reached'}
          </Badge>
        ))}
      </Group>
      <History events={consent.history} />
    </Stack>
  );
}

/** The history drawer of one contact on the opt-outs page. */
export function ConsentHistoryDrawer({
  campaignId,
  entry,
  onClose,
}: {
  campaignId: string;
  entry: ConsentCurrent | null;
  onClose: () => void;
}) {
  const consent = useVoterConsent(campaignId, entry?.voter_id ?? null);
  const contact = useContactConsent(campaignId, entry && !entry.voter_id ? entry : null);
  const query = entry?.voter_id ? consent : contact;
  return (
    <Drawer
      opened={entry !== null}
      onClose={onClose}
      position="right"
      title={entry ? (entry.voter_name ?? entry.contact) : ''}
    >
      {entry && query.isPending && <Skeleton h={160} role="status" aria-label="Loading the history" />}
      {query.isError && (
        <Text c="red" role="alert">
          We could not load the history: {query.error.message}
        </Text>
      )}
      {entry?.voter_id && consent.data && <VoterConsentSummary consent={consent.data} />}
      {entry && !entry.voter_id && contact.data && (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            No voter on file has this contact.
          </Text>
          <History events={contact.data.history} />
        </Stack>
      )}
    </Drawer>
  );
}
