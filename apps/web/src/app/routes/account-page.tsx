import { Alert, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconUserCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { APP_BASE_PATH } from '@groundwork/shared/constants';
import { PageHeader } from '../../components/page-header';
import { TWO_FACTOR_ENROL_PARAM } from '@groundwork/shared/contracts/account';
import { DeleteAccountCard } from '../../features/account/components/delete-account-card';
import { LeaveCampaignCard } from '../../features/account/components/leave-campaign-card';
import { NameCard } from '../../features/account/components/name-card';
import { SessionsCard } from '../../features/account/components/sessions-card';
import { TwoFactorCard } from '../../features/account/components/two-factor-card';
import { useChangePassword } from '../../features/auth/api/change-password';
import { usePasswordPolicy } from '../../features/auth/api/get-password-policy';
import { NewPasswordForm } from '../../features/auth/components/new-password-form';
import { InvitationList } from '../../features/invitations/components/invitation-list';
import { MembershipList } from '../../features/users/components/membership-list';
import { APP_MESSAGES, changePasswordErrorMessage } from '../../lib/error-messages';
import { formatDate } from '../../lib/format';
import { useActiveSession } from '../session/active-session';
import { useSelectionStore } from '../session/selection-context';
import { useChooseCampaign } from '../session/use-choose-campaign';
import { useSignOut } from '../session/use-sign-out';
import { SignOutButton } from '../shell/sign-out-button';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text component="dt" size="xs" tt="uppercase" fw={700} c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </div>
  );
}

function ChangePasswordCard() {
  const policy = usePasswordPolicy();
  const change = useChangePassword();
  const [formKey, setFormKey] = useState(0);
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} fz="h4" mb="md">
        Change password
      </Title>
      <Stack gap="md" maw={420}>
        {change.isSuccess && (
          <Alert color="teal" variant="light" role="status">
            {APP_MESSAGES.passwordChanged}
          </Alert>
        )}
        {change.isError && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle size={18} aria-hidden="true" />}
            role="alert"
          >
            {changePasswordErrorMessage(change.error)}
          </Alert>
        )}
        <NewPasswordForm
          key={formKey}
          policy={policy}
          withCurrentPassword
          submitLabel="Change password"
          isSubmitting={change.isPending}
          onSubmit={({ currentPassword, newPassword }) => {
            change.mutate(
              { currentPassword, newPassword },
              {
                onSuccess: () => {
                  setFormKey((key) => key + 1);
                },
              },
            );
          }}
        />
      </Stack>
    </Card>
  );
}

/**
 * /groundwork/account: the member's name and e-mail, memberships, password, two-factor sign-in, sessions,
 * leaving a campaign, sign out and deleting the account.
 */
export function AccountPage() {
  const { user, membership } = useActiveSession();
  const selection = useSelectionStore();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const [search] = useSearchParams();
  const { choose, busyId, error } = useChooseCampaign();
  const otherCampaigns = user.campaigns.filter((campaign) => campaign.campaign_id !== membership.campaign_id);

  return (
    <>
      <PageHeader
        title="Account"
        description="Your profile, sign-in security and memberships."
        icon={<IconUserCircle size={24} />}
      />
      <Stack gap="lg">
        <Card withBorder radius="md" padding="lg">
          <Title order={2} fz="h4" mb="md">
            Profile
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" component="dl" m={0}>
            <Fact label="Name" value={`${user.first} ${user.last}`} />
            <Fact label="Email" value={user.email} />
            <Fact label="Campaign" value={membership.campaign_name} />
            <Fact label="Title" value={`${membership.title} since ${formatDate(membership.date_joined)}`} />
          </SimpleGrid>
        </Card>

        <NameCard key={`${user.first} ${user.last}`} first={user.first} last={user.last} />

        {otherCampaigns.length > 0 && (
          <Card withBorder radius="md" padding="lg">
            <Title order={2} fz="h4" mb={4}>
              Switch campaign
            </Title>
            <Text size="sm" c="dimmed" mb="sm">
              You are also a member of these campaigns.
            </Text>
            {error && (
              <Alert color="red" variant="light" role="alert" mb="sm">
                {error}
              </Alert>
            )}
            <MembershipList
              memberships={otherCampaigns}
              busyId={busyId}
              onChoose={(entry) => void choose(entry)}
            />
          </Card>
        )}

        {user.invitations.length > 0 && (
          <Card withBorder radius="md" padding="lg">
            <Title order={2} fz="h4" mb="sm">
              Invitations
            </Title>
            <InvitationList
              invitations={user.invitations}
              onChoose={(invitation) => {
                void selection.chooseInvitation(invitation);
                void navigate(`${APP_BASE_PATH}/invitation`);
              }}
            />
          </Card>
        )}

        <TwoFactorCard required={search.get(TWO_FACTOR_ENROL_PARAM) === 'required'} />

        <ChangePasswordCard />

        <SessionsCard />

        <LeaveCampaignCard
          memberships={user.campaigns}
          onLeft={(campaignId) => {
            if (campaignId === membership.campaign_id) void selection.clear().then(() => navigate('/'));
          }}
        />

        <Card withBorder radius="md" padding="lg">
          <Group justify="space-between" gap="md">
            <div>
              <Title order={2} fz="h4">
                Sign out
              </Title>
              <Text size="sm" c="dimmed">
                Signing out clears this browser&apos;s copy of your session.
              </Text>
            </div>
            <SignOutButton />
          </Group>
        </Card>

        <DeleteAccountCard
          email={user.email}
          onDeleted={() => void signOut({ notice: 'Your account was deleted.' })}
        />
      </Stack>
    </>
  );
}
