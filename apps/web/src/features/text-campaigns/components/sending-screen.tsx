import { Alert, Skeleton, Tabs } from '@mantine/core';
import { useTextCampaign } from '../api/get-text-campaigns';
import { useSendingNumber } from '../api/sending';
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
  const number = useSendingNumber(campaignId);
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
        ) : number.error ? (
          <Alert color="red" role="alert" title="No number to send from">
            {number.error.message}
          </Alert>
        ) : !textCampaign.data || number.data === undefined ? (
          <Skeleton height={280} radius="md" aria-label="Loading" />
        ) : textCampaign.data.status !== 'Active' ? (
          <Alert color="yellow" title={`This text campaign is ${textCampaign.data.status}`}>
            Texts can be sent only while it is Active.
          </Alert>
        ) : number.data === null ? (
          <Alert color="yellow" title="No number to send from">
            The campaign has no phone number yet: ask a Manager to buy one.
          </Alert>
        ) : (
          <SendCard
            textCampaignId={textCampaignId}
            campaignId={campaignId}
            userId={userId}
            sendingNumber={number.data}
          />
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
