import { Badge, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { formatDate } from '../../../lib/format';
import { useCampaignNumbers } from '../api/registration';

/** The campaign's phone numbers (texting and calling share them), for the campaign settings. */
export function CampaignNumbers({ campaignId }: { campaignId: string }) {
  const numbers = useCampaignNumbers(campaignId);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="campaign-numbers">
      <Title order={2} fz="h4" mb="xs" id="campaign-numbers">
        Phone numbers
      </Title>
      {numbers.isPending && <Loader size="sm" />}
      {numbers.error && (
        <Text size="sm" c="red">
          {numbers.error.message}
        </Text>
      )}
      {numbers.data?.length === 0 && (
        <Text size="sm" c="dimmed">
          No numbers yet: buy one from the texting or the phone banking page.
        </Text>
      )}
      <Stack gap="xs">
        {numbers.data?.map((number) => (
          <Group key={number.id} justify="space-between" gap="xs">
            <Text size="sm" fw={500}>
              {number.phone_number}
            </Text>
            <Group gap={4}>
              {number.capabilities.sms && <Badge variant="light">SMS</Badge>}
              {number.capabilities.voice && <Badge variant="light">Voice</Badge>}
              <Text size="xs" c="dimmed">
                since {formatDate(number.purchased_at)}
              </Text>
            </Group>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
