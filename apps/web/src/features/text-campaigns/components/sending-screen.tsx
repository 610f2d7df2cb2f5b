import { Alert, Skeleton, Tabs } from '@mantine/core';
import { useTextCampaign } from '../api/get-text-campaigns';
import { ConversationsPanel } from './conversations-panel';
import { SendCard } from './send-card';

interface SendingScreenProps {
  textCampaignId: string;
  campaignId: string;
  userId: string;
}

/** /texting/send/{id}: the texter's phone screen, sending one message at a time, and their replies. */
export function SendingScreen({ textCampaignId, campaignId, userId }: SendingScreenProps) {
  const textCampaign = useTextCampaign(campaignId, textCampaignId);
  const settings = textCampaign.data ? [textCampaign.data] : [];
  return (
    <Tabs defaultValue="send" keepMounted={false}>
      <Tabs.List grow mb="md">
        <Tabs.Tab value="send">Send</Tabs.Tab>
        <Tabs.Tab value="replies">Replies</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="send">
        {textCampaign.error ? (
          <Alert color="red" role="alert" title="We could not open this text campaign">
            {textCampaign.error.message}
          </Alert>
        ) : !textCampaign.data ? (
          <Skeleton height={280} radius="md" role="status" aria-label="Loading" />
        ) : textCampaign.data.status !== 'Active' ? (
          <Alert color="yellow" title={`This text campaign is ${textCampaign.data.status}`}>
            Texts can be sent only while it is Active.
          </Alert>
        ) : (
          <SendCard textCampaignId={textCampaignId} campaignId={campaignId} userId={userId} />
        )}
      </Tabs.Panel>
      <Tabs.Panel value="replies">
        <ConversationsPanel
          campaignId={campaignId}
          textCampaigns={settings}
          textCampaignId={textCampaignId}
        />
      </Tabs.Panel>
    </Tabs>
  );
}
