import { Anchor, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useAccountStatus } from '../api/account';
import { PhoneBankingEnabledBadge, VoiceNumbers } from './account-card';

/**
 * The campaign settings' phone banking card (Managers and Directors): whether phone banking is on, the
 * calling account and the numbers calls go out from, with the way to the phone banking page to change them.
 */
export function PhoneBankingSettings({
  campaignId,
  phoneBankingPath,
}: {
  campaignId: string;
  phoneBankingPath: string;
}) {
  const account = useAccountStatus(campaignId);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="phone-banking-settings">
      <Group justify="space-between" mb="xs" gap="xs">
        <Title order={2} fz="h4" id="phone-banking-settings">
          Phone banking
        </Title>
        {account.data && <PhoneBankingEnabledBadge account={account.data} />}
      </Group>
      {account.isPending && <Skeleton height={40} role="status" aria-label="Loading the calling account" />}
      {account.error && (
        <Text size="sm" c="red">
          {account.error.message}
        </Text>
      )}
      {account.data && (
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            {account.data.status === 'none'
              ? 'No calling account yet.'
              : `Calling account ${account.data.status}${account.data.provider === 'simulator' ? ' (simulated)' : ''}.`}
          </Text>
          <VoiceNumbers numbers={account.data.voice_numbers} />
          <Anchor component={Link} to={phoneBankingPath} size="sm">
            {account.data.is_phone_banking_enabled ? 'Open phone banking' : 'Set up phone banking'}
          </Anchor>
        </Stack>
      )}
    </Card>
  );
}
