import { Box, Button, Group } from '@mantine/core';
import { IconPhone, IconPhoneCall, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { hasPermission } from '@groundwork/shared/access/index';
import { APP_BASE_PATH } from '@groundwork/shared/constants';
import { PageHeader } from '../../components/page-header';
import { AccountCard } from '../../features/phone-banking/components/account-card';
import { PhoneBankingList } from '../../features/phone-banking/components/phone-banking-list';
import { useActiveSession } from '../session/active-session';

export const PHONE_BANKING_PATH = `${APP_BASE_PATH}/phone-banking`;
export const PHONE_BANKING_ADD_PATH = `${APP_BASE_PATH}/phone-banking/add`;
export const PHONE_BANKING_ASSIGNED_PATH = `${APP_BASE_PATH}/phone-banking/assigned`;
export const phoneBankingPath = (id: string) => `${APP_BASE_PATH}/phone-banking/id/${id}`;

function AddPhoneBankButton() {
  return (
    <Button
      component={Link}
      to={PHONE_BANKING_ADD_PATH}
      leftSection={<IconPlus size={16} aria-hidden="true" />}
    >
      New phone bank
    </Button>
  );
}

/** /groundwork/phone-banking: the calling account and its numbers, then the call campaigns (phone banks). */
export function PhoneBankingPage() {
  const { membership, user } = useActiveSession();
  const canEdit = hasPermission(membership.title, 'phone-banking:edit');
  const canCall = hasPermission(membership.title, 'phone-banking:call');
  return (
    <>
      <PageHeader
        title="Phone Banking"
        description="Volunteers call voters from home: one button gives the next voter, the script and the survey."
        icon={<IconPhone size={24} />}
        actions={
          <Group gap="xs">
            {canCall && (
              <Button
                component={Link}
                to={PHONE_BANKING_ASSIGNED_PATH}
                variant="light"
                leftSection={<IconPhoneCall size={16} aria-hidden="true" />}
              >
                Calls to make
              </Button>
            )}
            {canEdit && <AddPhoneBankButton />}
          </Group>
        }
      />
      <Box mb="lg">
        <AccountCard campaignId={membership.campaign_id} userId={user.id} canEdit={canEdit} />
      </Box>
      <PhoneBankingList
        campaignId={membership.campaign_id}
        campaignPath={phoneBankingPath}
        addAction={canEdit ? <AddPhoneBankButton /> : null}
      />
    </>
  );
}
