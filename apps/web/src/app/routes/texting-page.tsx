import { Box, Button, Group } from '@mantine/core';
import { IconInbox, IconMessages, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { hasPermission } from '@groundwork/shared/access/index';
import { APP_BASE_PATH } from '@groundwork/shared/constants';
import { PageHeader } from '../../components/page-header';
import { TextCampaignList } from '../../features/text-campaigns/components/text-campaign-list';
import { TextingSetupCard } from '../../features/text-registration';
import { useActiveSession } from '../session/active-session';

export const TEXTING_PATH = `${APP_BASE_PATH}/texting`;
export const TEXT_CAMPAIGN_ADD_PATH = `${APP_BASE_PATH}/text-campaign/add`;
export const TEXTING_INBOX_PATH = `${APP_BASE_PATH}/texting/inbox`;
export const textCampaignPath = (id: string) => `${APP_BASE_PATH}/text-campaign/id/${id}`;
export const textingSendPath = (id: string) => `${APP_BASE_PATH}/texting/send/${id}`;

function AddTextCampaignButton() {
  return (
    <Button
      component={Link}
      to={TEXT_CAMPAIGN_ADD_PATH}
      leftSection={<IconPlus size={16} aria-hidden="true" />}
    >
      Add text campaign
    </Button>
  );
}

/** /groundwork/texting: the registration status until texting is enabled, then the text campaigns. */
export function TextingPage() {
  const { membership, user } = useActiveSession();
  const canEdit = hasPermission(membership.title, 'text-campaign:edit');
  return (
    <>
      <PageHeader
        title="Texting"
        description="Peer-to-peer text campaigns: each message is sent by a person, one voter at a time."
        icon={<IconMessages size={24} />}
        actions={
          <Group gap="xs">
            <Button
              component={Link}
              to={TEXTING_INBOX_PATH}
              variant="light"
              leftSection={<IconInbox size={16} aria-hidden="true" />}
            >
              Inbox
            </Button>
            {canEdit && <AddTextCampaignButton />}
          </Group>
        }
      />
      <Box mb="lg">
        <TextingSetupCard campaignId={membership.campaign_id} userId={user.id} />
      </Box>
      <TextCampaignList
        campaignId={membership.campaign_id}
        campaignPath={textCampaignPath}
        addAction={canEdit ? <AddTextCampaignButton /> : null}
      />
    </>
  );
}
