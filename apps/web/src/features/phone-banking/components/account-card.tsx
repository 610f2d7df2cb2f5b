import { Alert, Badge, Button, Card, Divider, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPhoneCall } from '@tabler/icons-react';
import type { PhoneBankingAccountStatus } from '@groundwork/shared/contracts/voice';
import { NumberPurchase } from '../../text-registration';
import { useAccountStatus, useRefreshAccount, useSetupAccount } from '../api/account';

const STATUS_COLORS: Record<PhoneBankingAccountStatus['status'], string> = {
  none: 'gray',
  active: 'green',
  suspended: 'orange',
  closed: 'red',
};

/** "Phone banking on", or what is missing. */
export function PhoneBankingEnabledBadge({ account }: { account: PhoneBankingAccountStatus }) {
  if (account.is_phone_banking_enabled)
    return (
      <Badge color="green" variant="light">
        Phone banking on
      </Badge>
    );
  return (
    <Badge color="gray" variant="light">
      {account.status === 'active' ? 'Needs a number' : 'Not set up'}
    </Badge>
  );
}

/** The numbers calls go out from, or a word that there are none yet. */
export function VoiceNumbers({ numbers }: { numbers: string[] }) {
  if (numbers.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No number can make calls yet.
      </Text>
    );
  return (
    <Group gap="xs" aria-label="Calling numbers" role="list">
      {numbers.map((number) => (
        <Badge key={number} variant="outline" size="lg" role="listitem" tt="none">
          {number}
        </Badge>
      ))}
    </Group>
  );
}

interface AccountCardProps {
  campaignId: string;
  userId: string;
  /** Managers and Directors set up the account and buy numbers; others only read. */
  canEdit: boolean;
}

/**
 * The phone banking page's account card: the calling account's status, "Set up calling account" before
 * there is one, then the numbers and the search to buy one (shared with texting). Phone banking is on once
 * the account is active and the campaign owns a number.
 */
export function AccountCard({ campaignId, userId, canEdit }: AccountCardProps) {
  const account = useAccountStatus(campaignId);
  const setup = useSetupAccount(campaignId, userId);
  const refresh = useRefreshAccount(campaignId);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="calling-account">
      <Group justify="space-between" mb="xs" wrap="wrap" gap="xs">
        <Group gap="xs">
          <IconPhoneCall size={20} aria-hidden="true" />
          <Title order={2} fz="h4" id="calling-account">
            Calling account
          </Title>
        </Group>
        {account.data && <PhoneBankingEnabledBadge account={account.data} />}
      </Group>
      {account.isPending && <Skeleton height={60} role="status" aria-label="Loading the calling account" />}
      {account.error && (
        <Alert color="red" role="alert" title="We could not load the calling account">
          {account.error.message}
        </Alert>
      )}
      {account.data?.status === 'none' && (
        <Stack gap="sm">
          <Text size="sm">
            Calls go out through the campaign’s own calling account and numbers. Set the account up, then buy
            a number near your voters.
          </Text>
          {setup.error && (
            <Alert color="red" role="alert">
              {setup.error.message}
            </Alert>
          )}
          {canEdit && (
            <Button
              style={{ alignSelf: 'flex-start' }}
              loading={setup.isPending}
              onClick={() => setup.mutate()}
            >
              Set up calling account
            </Button>
          )}
        </Stack>
      )}
      {account.data && account.data.status !== 'none' && (
        <Stack gap="sm">
          <Group gap="xs">
            <Text size="sm">Account</Text>
            <Badge color={STATUS_COLORS[account.data.status]} variant="light" data-testid="account-status">
              {account.data.status}
            </Badge>
            <Text size="xs" c="dimmed">
              {account.data.provider === 'simulator' ? 'Simulated (no Twilio credentials)' : 'Twilio'}
              {account.data.account_sid ? ` · ${account.data.account_sid}` : ''}
            </Text>
          </Group>
          <VoiceNumbers numbers={account.data.voice_numbers} />
          {canEdit && account.data.status === 'active' && (
            <>
              <Divider label="Buy a number" labelPosition="left" />
              <NumberPurchase campaignId={campaignId} userId={userId} onPurchased={() => void refresh()} />
            </>
          )}
        </Stack>
      )}
    </Card>
  );
}
