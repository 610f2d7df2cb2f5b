import { Badge, Group, NavLink, Stack, Text } from '@mantine/core';
import type { Conversation } from '@groundwork/shared/contracts/text-campaigns';
import { formatDateTime } from '../../../lib/format';

export const conversationKey = (conversation: Conversation) =>
  `${conversation.text_campaign_id}:${conversation.voter_id}`;

/** The conversations, newest first: voter, last message, unread, opted-out and possible opt-out marks. */
export function ConversationList({
  conversations,
  selected,
  onSelect,
}: {
  conversations: readonly Conversation[];
  selected: string | null;
  onSelect: (key: string) => void;
}) {
  if (conversations.length === 0)
    return (
      <Text c="dimmed" size="sm" py="md" data-testid="no-conversations">
        No conversations yet: replies from voters will appear here.
      </Text>
    );
  return (
    <Stack gap={2} component="nav" aria-label="Conversations">
      {conversations.map((conversation) => {
        const key = conversationKey(conversation);
        const last = conversation.messages.at(-1);
        // On the active row's tinted background, dimmed grey would not be legible enough.
        const quiet = key === selected ? 'var(--mantine-color-text)' : 'dimmed';
        return (
          <NavLink
            key={key}
            component="button"
            // Grey, not the brand tint: teal text on a hovered teal tint falls under 4.5:1.
            color="gray"
            active={key === selected}
            onClick={() => onSelect(key)}
            label={
              <Group gap="xs" wrap="nowrap" justify="space-between">
                <Text size="sm" fw={conversation.unread ? 700 : 500} truncate>
                  {conversation.voter_name}
                </Text>
                <Group gap={4} wrap="nowrap">
                  {conversation.unread && (
                    <Badge size="xs" color="blue">
                      Unread
                    </Badge>
                  )}
                  {conversation.opted_out && (
                    <Badge size="xs" color="red" variant="light">
                      Opted out
                    </Badge>
                  )}
                  {conversation.possible_opt_out && !conversation.opted_out && (
                    <Badge size="xs" color="orange" variant="light">
                      Possible opt-out
                    </Badge>
                  )}
                </Group>
              </Group>
            }
            description={
              <>
                <Text size="xs" c={quiet} truncate component="span" display="block">
                  {last?.body ?? ''}
                </Text>
                <Text size="xs" c={quiet} component="span">
                  {conversation.text_campaign_name} · {formatDateTime(conversation.last_message_at)}
                </Text>
              </>
            }
          />
        );
      })}
    </Stack>
  );
}
