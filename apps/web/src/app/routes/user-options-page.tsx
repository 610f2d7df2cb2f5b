import { Alert, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { CSSProperties, ReactNode } from 'react';
import { useNavigate } from 'react-router';
import {
  APP_BASE_PATH,
  ENTRANCE_ANIMATION_DELAYS_MS,
  PICKER_CARD_WIDTH_PX,
} from '@groundwork/shared/constants';
import type { InvitationEntry } from '@groundwork/shared/contracts/invitations';
import type { UserRecord } from '@groundwork/shared/contracts/users';
import { MESSAGES } from '@groundwork/shared/messages';
import { InvitationList } from '../../features/invitations/components/invitation-list';
import { useMe } from '../../features/users/api/get-me';
import { MembershipList } from '../../features/users/components/membership-list';
import { useSelectionStore } from '../session/selection-context';
import { useChooseCampaign } from '../session/use-choose-campaign';
import classes from './user-options-page.module.css';

const [HEADER_DELAY, CAMPAIGNS_DELAY, INVITATIONS_DELAY] = ENTRANCE_ANIMATION_DELAYS_MS;

const enterStyle = (delayMs: number): CSSProperties =>
  ({
    '--enter-delay': `${String(delayMs)}ms`,
    '--picker-card-width': `${String(PICKER_CARD_WIDTH_PX)}px`,
  }) as CSSProperties;

function PickerCard({
  title,
  count,
  delay,
  children,
}: {
  title: string;
  count: number;
  delay: number;
  children: ReactNode;
}) {
  return (
    <Card
      withBorder
      radius="lg"
      padding={0}
      className={`${classes.card} ${classes.enter}`}
      style={enterStyle(delay)}
    >
      <Group
        justify="space-between"
        px="md"
        py="sm"
        style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
      >
        <Title order={2} fz="h4">
          {title}
        </Title>
        <Badge variant="light" color="gray" aria-label={`${String(count)} ${title.toLowerCase()}`}>
          {count}
        </Badge>
      </Group>
      <div style={{ padding: 'var(--mantine-spacing-xs)' }}>{children}</div>
    </Card>
  );
}

/**
 * /groundwork/user-options (shell §2, §4): the picker. Choosing a campaign loads it and stores the
 * membership, then opens the dashboard or walkbooks; choosing an invitation opens it.
 */
export function UserOptionsPage({ user }: { user: UserRecord }) {
  const selection = useSelectionStore();
  const navigate = useNavigate();
  const me = useMe();
  const { choose: chooseCampaign, busyId, error } = useChooseCampaign();

  const chooseInvitation = async (invitation: InvitationEntry) => {
    await selection.chooseInvitation(invitation);
    await navigate(`${APP_BASE_PATH}/invitation`);
  };

  return (
    <Stack gap="xl" align="center">
      <Stack gap={4} ta="center" className={classes.enter} style={enterStyle(HEADER_DELAY)}>
        <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
          Welcome, {user.first}
        </Title>
        <Text c="dimmed">Choose a campaign to work in, or answer an invitation to join one.</Text>
      </Stack>
      {(error !== null || me.isError) && (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle size={18} aria-hidden="true" />}
          role="alert"
          w="100%"
          maw={PICKER_CARD_WIDTH_PX * 2}
        >
          {error ?? MESSAGES.pickerUserFailed}
        </Alert>
      )}
      <div className={classes.cards}>
        <PickerCard title="Campaigns" count={user.campaigns.length} delay={CAMPAIGNS_DELAY}>
          <MembershipList
            memberships={user.campaigns}
            busyId={busyId}
            onChoose={(membership) => void chooseCampaign(membership)}
          />
        </PickerCard>
        <PickerCard title="Invitations" count={user.invitations.length} delay={INVITATIONS_DELAY}>
          <InvitationList
            invitations={user.invitations}
            onChoose={(invitation) => void chooseInvitation(invitation)}
          />
        </PickerCard>
      </div>
    </Stack>
  );
}
