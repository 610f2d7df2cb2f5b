import { Button, Group, Text } from '@mantine/core';
import { MESSAGES } from '@groundwork/shared/messages';

interface VoterCountFailedProps {
  /** Why, as the server or the network said it. */
  reason: string;
  onRetry: () => void;
}

/** A count that could not be fetched: the spec's message, the reason, and a way to try again (never "Counting…" forever). */
export function VoterCountFailed({ reason, onRetry }: VoterCountFailedProps) {
  return (
    <Group gap="xs" component="span" role="alert" wrap="wrap">
      <Text component="span" size="sm" c="red" fw={600}>
        {MESSAGES.failedToFetchVoterCount}
      </Text>
      <Text component="span" size="sm" c="dimmed">
        {reason}
      </Text>
      <Button size="compact-xs" variant="subtle" onClick={onRetry}>
        Try again
      </Button>
    </Group>
  );
}
