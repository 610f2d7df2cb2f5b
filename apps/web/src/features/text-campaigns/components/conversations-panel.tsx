import { Alert, Checkbox, Grid, Group, Paper, Select, Skeleton, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import type { TextCampaign } from '@groundwork/shared/contracts/text-campaigns';
import { useConversations } from '../api/conversations';
import { ConversationList, conversationKey } from './conversation-list';
import { ConversationThread } from './conversation-thread';

type ThreadSettings = Pick<TextCampaign, 'id' | 'name' | 'quick_replies' | 'survey_id'>;

interface ConversationsPanelProps {
  campaignId: string;
  /** The text campaigns to filter by (leads) and whose quick replies and survey a thread offers. */
  textCampaigns: readonly ThreadSettings[];
  /** Fixed to one text campaign (the texter's Replies tab): no campaign filter. */
  textCampaignId?: string;
}

/** The inbox: conversations filtered by unread and text campaign, and the chosen one's thread. */
export function ConversationsPanel({ campaignId, textCampaigns, textCampaignId }: ConversationsPanelProps) {
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [filterId, setFilterId] = useState<string | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const thread = useRef<HTMLDivElement>(null);
  // On a phone the thread sits under the list: bring it into view when a conversation is picked.
  const select = (key: string) => {
    setSelected(key);
    requestAnimationFrame(() => thread.current?.scrollIntoView({ block: 'start', behavior: 'smooth' }));
  };
  const conversations = useConversations(campaignId, textCampaignId ?? filterId, unreadOnly);
  const list = conversations.data ?? [];
  const open = list.find((conversation) => conversationKey(conversation) === selected) ?? null;
  const settings = textCampaigns.find((campaign) => campaign.id === open?.text_campaign_id);
  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Paper withBorder radius="md" p="sm">
          <Group gap="sm" mb="sm" align="end" wrap="wrap">
            {!textCampaignId && (
              <Select
                label="Text campaign"
                placeholder="Every text campaign"
                clearable
                data={textCampaigns.map((campaign) => ({ value: campaign.id, label: campaign.name }))}
                value={filterId}
                onChange={setFilterId}
              />
            )}
            <Checkbox
              label="Unread only"
              checked={unreadOnly}
              onChange={(event) => setUnreadOnly(event.currentTarget.checked)}
            />
          </Group>
          {conversations.error ? (
            <Alert color="red" role="alert" title="We could not load the conversations">
              {conversations.error.message}
            </Alert>
          ) : conversations.data ? (
            <ConversationList conversations={list} selected={selected} onSelect={select} />
          ) : (
            <Skeleton height={120} role="status" aria-label="Loading conversations" />
          )}
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Paper withBorder radius="md" p="sm" ref={thread}>
          {open ? (
            <ConversationThread
              conversation={open}
              campaignId={campaignId}
              quickReplies={settings?.quick_replies ?? []}
              surveyId={settings?.survey_id ?? null}
            />
          ) : (
            <Text c="dimmed" size="sm" py="md">
              Pick a conversation to read and answer it.
            </Text>
          )}
        </Paper>
      </Grid.Col>
    </Grid>
  );
}
