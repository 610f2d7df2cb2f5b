import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Campaign } from '@groundwork/shared/contracts/campaigns';
import { formatDate } from '../../../lib/format';

/** The campaign record (shell §3): who runs for what, where, and which outreach channels are on. */
export function CampaignDetails({ campaign }: { campaign: Campaign }) {
  const facts = [
    { label: 'Candidate', value: campaign.candidate_name ?? 'Not set' },
    { label: 'Address', value: campaign.address ?? 'Not set' },
    { label: 'Location', value: campaign.location ?? 'Not set' },
    { label: 'Owner', value: campaign.owner_email },
    { label: 'Time zone', value: campaign.time_zone },
    { label: 'Created', value: formatDate(campaign.created_at) },
  ];
  return (
    <Stack gap="lg">
      <Card withBorder radius="md" padding="lg">
        <Title order={2} fz="h4" mb="md">
          {campaign.name}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" component="dl" m={0}>
          {facts.map((fact) => (
            <div key={fact.label}>
              <Text component="dt" size="xs" tt="uppercase" fw={700} c="dimmed">
                {fact.label}
              </Text>
              <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
                {fact.value}
              </Text>
            </div>
          ))}
        </SimpleGrid>
      </Card>
      <OutreachChannels campaign={campaign} />
    </Stack>
  );
}

/** Texting and phone banking: read-only until their issues land (shell §3). */
export function OutreachChannels({ campaign }: { campaign: Campaign }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} fz="h4" mb="xs">
        Outreach channels
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Texting and phone banking are switched on per campaign once its provider account is set up.
      </Text>
      <Group gap="sm">
        <Badge color={campaign.is_texting_enabled ? 'teal' : 'gray'} variant="light" size="lg">
          Texting {campaign.is_texting_enabled ? 'enabled' : 'not enabled'}
        </Badge>
        <Badge color={campaign.is_phone_banking_enabled ? 'teal' : 'gray'} variant="light" size="lg">
          Phone banking {campaign.is_phone_banking_enabled ? 'enabled' : 'not enabled'}
        </Badge>
      </Group>
    </Card>
  );
}
