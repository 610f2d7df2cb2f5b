import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { Conversation } from '@groundwork/shared/contracts/text-campaigns';
import { usePossibleOptOut } from '../api/conversations';

interface PossibleOptOutProps {
  conversation: Conversation;
  campaignId: string;
}

/**
 * A reply that may revoke consent (a keyword inside a longer sentence, or "remove me"): the texter confirms it with
 * one tap, which opts the number out and sends the one confirmation text, or dismisses it
 * (docs/decisions/0057-consent-revocation.md).
 */
export function PossibleOptOut({ conversation, campaignId }: PossibleOptOutProps) {
  const answer = usePossibleOptOut();
  const reply = conversation.messages.findLast((m) => m.direction === 'inbound' && m.possible_opt_out);
  const decide = (confirm: boolean) =>
    answer.mutate({
      textCampaignId: conversation.text_campaign_id,
      campaign_id: campaignId,
      voter_id: conversation.voter_id,
      confirm,
    });
  const busy = answer.isPending ? answer.variables.confirm : null;
  return (
    <Alert color="orange" variant="light" data-testid="possible-opt-out">
      <Stack gap="xs">
        <Group gap="xs">
          <Badge color="orange">Possible opt-out</Badge>
        </Group>
        <Text size="sm">
          {conversation.voter_name} may be asking not to be texted again
          {reply ? `: “${reply.body}”` : '.'} If so, confirm it: the number is opted out and sent one
          confirmation.
        </Text>
        {answer.error && (
          <Text size="sm" c="red" role="alert">
            {answer.error.message}
          </Text>
        )}
        <Group gap="xs" wrap="wrap">
          <Button
            color="red"
            size="sm"
            loading={busy === true}
            disabled={busy === false}
            onClick={() => decide(true)}
          >
            Confirm opt-out
          </Button>
          <Button
            variant="default"
            size="sm"
            loading={busy === false}
            disabled={busy === true}
            onClick={() => decide(false)}
          >
            Not an opt-out
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
