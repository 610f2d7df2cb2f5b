import { Alert, Badge, Box, Button, Group, Paper, ScrollArea, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { TEXT_LIMITS, type Conversation } from '@groundwork/shared/contracts/text-campaigns';
import { formatDateTime } from '../../../lib/format';
import { useMarkRead, useReply } from '../api/conversations';
import { PossibleOptOut } from './possible-opt-out';
import { SurveyAnswers } from './survey-answers';

interface ConversationThreadProps {
  conversation: Conversation;
  campaignId: string;
  quickReplies: readonly string[];
  surveyId: string | null;
}

/** One voter's thread: messages, quick replies and the reply box (none once the number opted out). */
export function ConversationThread({
  conversation,
  campaignId,
  quickReplies,
  surveyId,
}: ConversationThreadProps) {
  const [draft, setDraft] = useState('');
  const reply = useReply();
  const markRead = useMarkRead();
  const target = {
    textCampaignId: conversation.text_campaign_id,
    campaign_id: campaignId,
    voter_id: conversation.voter_id,
  };
  const { unread, voter_id: voterId, text_campaign_id: textCampaignId } = conversation;
  const { mutate: read } = markRead;
  useEffect(() => {
    if (unread) read({ textCampaignId, campaign_id: campaignId, voter_id: voterId });
  }, [unread, read, textCampaignId, campaignId, voterId]);

  const send = () => {
    if (!draft.trim()) return;
    reply.mutate({ ...target, message: draft.trim() }, { onSuccess: () => setDraft('') });
  };

  return (
    <Stack gap="sm" data-testid="conversation-thread">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Stack gap={0}>
          <Text fw={700}>{conversation.voter_name}</Text>
          <Text size="sm" c="dimmed">
            {conversation.phone} · {conversation.text_campaign_name}
          </Text>
        </Stack>
        {conversation.opted_out && (
          <Badge color="red" variant="light">
            Opted out
          </Badge>
        )}
      </Group>
      <ScrollArea.Autosize mah={360} type="auto">
        <Stack gap="xs" role="log" aria-label={`Messages with ${conversation.voter_name}`}>
          {conversation.messages.map((message) => (
            <Box
              key={message.id}
              maw="85%"
              ml={message.direction === 'outbound' ? 'auto' : 0}
              data-direction={message.direction}
            >
              <Paper
                radius="md"
                p="xs"
                bg={
                  message.direction === 'outbound'
                    ? 'var(--mantine-primary-color-light)'
                    : 'var(--mantine-color-default-hover)'
                }
              >
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {message.body}
                </Text>
              </Paper>
              <Text size="xs" c="dimmed" ta={message.direction === 'outbound' ? 'right' : 'left'}>
                {formatDateTime(message.at)}
                {message.direction === 'outbound' ? ` · ${message.status}` : ''}
                {message.possible_opt_out ? ' · may ask to opt out' : ''}
              </Text>
            </Box>
          ))}
        </Stack>
      </ScrollArea.Autosize>
      {conversation.possible_opt_out && !conversation.opted_out && (
        <PossibleOptOut key={conversation.voter_id} conversation={conversation} campaignId={campaignId} />
      )}
      {conversation.opted_out ? (
        <Text size="sm" c="dimmed">
          This number opted out: no more texts can be sent to it.
        </Text>
      ) : (
        <Stack gap="xs">
          {quickReplies.length > 0 && (
            <Group gap="xs" role="group" aria-label="Quick replies">
              {quickReplies.map((text) => (
                <Button key={text} size="compact-sm" variant="light" onClick={() => setDraft(text)}>
                  {text.length > 40 ? `${text.slice(0, 40)}…` : text}
                </Button>
              ))}
            </Group>
          )}
          <Textarea
            label="Reply"
            autosize
            minRows={2}
            maxLength={TEXT_LIMITS.message}
            value={draft}
            onChange={(event) => setDraft(event.currentTarget.value)}
          />
          {reply.error && (
            <Alert color="red" role="alert">
              {reply.error.message}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button onClick={send} loading={reply.isPending} disabled={!draft.trim()}>
              Send reply
            </Button>
          </Group>
        </Stack>
      )}
      {surveyId && <SurveyAnswers key={conversation.voter_id} surveyId={surveyId} target={target} />}
    </Stack>
  );
}
