import { Badge, Divider, Drawer, Group, Skeleton, Stack, Text, Timeline, Title } from '@mantine/core';
import { DOOR_RESULTS } from '@groundwork/shared/contracts/surveys';
import { TOUCH_CHANNEL_LABELS } from '@groundwork/shared/contracts/touches';
import type { ContactHistoryEntry } from '@groundwork/shared/contracts/contact-history';
import { formatDateTime } from '../../../lib/format';
import { useContactHistory } from '../api/get-consent';
import { VoterConsentSummary } from './consent-history';

const COLORS = { door: 'blue', text: 'teal', call: 'grape', mail: 'orange' } as const;
const resultLabel = (value: string | null) => DOOR_RESULTS.find((r) => r.value === value)?.label ?? null;

function Entry({ entry }: { entry: ContactHistoryEntry }) {
  const what =
    entry.channel === 'door'
      ? [entry.walkbook?.name, resultLabel(entry.result)].filter(Boolean).join(' · ')
      : (entry.summary ?? (entry.contacted ? 'Conversation' : 'Reached'));
  return (
    <Stack gap={2}>
      <Group gap="xs">
        <Badge size="sm" variant="light" color={COLORS[entry.channel]}>
          {TOUCH_CHANNEL_LABELS[entry.channel]}
        </Badge>
        <Text size="sm" fw={500}>
          {what}
        </Text>
      </Group>
      <Text size="xs" c="dimmed">
        {entry.user_name ? `${entry.user_name} · ` : ''}
        {formatDateTime(entry.at)}
      </Text>
      {entry.notes && <Text size="sm">{entry.notes}</Text>}
      {entry.survey_answers.map((a) => (
        <Text key={a.question} size="sm">
          <Text span c="dimmed">
            {a.question}
          </Text>{' '}
          {a.answer}
        </Text>
      ))}
    </Stack>
  );
}

/**
 * One voter's contact history (decision 0042): door visits with their survey answers and text, call and mail
 * touches, newest first, and the voter's consent per channel. Managers and Directors.
 */
export function VoterContactDrawer({
  campaignId,
  voterId,
  onClose,
}: {
  campaignId: string;
  voterId: string | null;
  onClose: () => void;
}) {
  const history = useContactHistory(campaignId, voterId);
  const data = history.data;
  return (
    <Drawer
      opened={voterId !== null}
      onClose={onClose}
      position="right"
      size="md"
      title={data?.voter.name ?? 'Contact history'}
    >
      {history.isPending && voterId !== null && (
        <Skeleton h={200} role="status" aria-label="Loading the contact history" />
      )}
      {history.isError && (
        <Text c="red" role="alert">
          We could not load the contact history: {history.error.message}
        </Text>
      )}
      {data && (
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {[data.voter.address, data.voter.phone, data.voter.email].filter(Boolean).join(' · ')}
          </Text>
          <Title order={4}>Contact history</Title>
          {data.entries.length === 0 ? (
            <Text size="sm" c="dimmed">
              Nobody has reached this voter yet.
            </Text>
          ) : (
            <Timeline bulletSize={14} lineWidth={2}>
              {data.entries.map((entry, i) => (
                <Timeline.Item key={`${entry.at} ${String(i)}`} color={COLORS[entry.channel]}>
                  <Entry entry={entry} />
                </Timeline.Item>
              ))}
            </Timeline>
          )}
          <Divider />
          <Title order={4}>Consent</Title>
          <VoterConsentSummary consent={data.consent} />
        </Stack>
      )}
    </Drawer>
  );
}
