import { Alert, Anchor, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { TagOption } from '../../../components/voter-filter/voter-filter-panel';
import { formatDateTime } from '../../../lib/format';
import { useLiveCounts, useTextCampaign } from '../api/get-text-campaigns';
import { useUpdateTextCampaign } from '../api/manage-text-campaigns';
import { LiveCounts } from './live-counts';
import { StatusActions } from './status-actions';
import { TextCampaignForm } from './text-campaign-form';
import { OutreachStatusBadge } from '../../../components/outreach/outreach-status-badge';
import { TextersField } from './texters-field';

interface TextCampaignDetailProps {
  campaignId: string;
  id: string;
  tagOptions: TagOption[];
  inboxPath: string;
}

/** /text-campaign/id/{id}: status and its moves, live counts, texters, and the content while Draft. */
export function TextCampaignDetail({ campaignId, id, tagOptions, inboxPath }: TextCampaignDetailProps) {
  const textCampaign = useTextCampaign(campaignId, id);
  const isLive = textCampaign.data?.status === 'Active' || textCampaign.data?.status === 'Paused';
  const live = useLiveCounts(campaignId, id, isLive);
  const update = useUpdateTextCampaign();
  if (textCampaign.error)
    return (
      <Alert color="red" role="alert" title="We could not load the text campaign">
        {textCampaign.error.message}
      </Alert>
    );
  if (!textCampaign.data)
    return <Skeleton height={240} radius="md" role="status" aria-label="Loading the text campaign" />;
  const data = textCampaign.data;
  const counts = live.data?.counts ?? data.counts;
  return (
    <Stack gap="lg">
      <Card withBorder radius="md">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <Stack gap={4}>
            <Group gap="sm">
              <Title order={2} size="h3">
                {data.name}
              </Title>
              <OutreachStatusBadge status={data.status} />
            </Group>
            {data.description && <Text c="dimmed">{data.description}</Text>}
            <Text size="xs" c="dimmed">
              Created {formatDateTime(data.created_at)} ·{' '}
              <Anchor component={Link} to={inboxPath} size="xs">
                Conversations
              </Anchor>
            </Text>
          </Stack>
          <StatusActions textCampaign={data} />
        </Group>
        <Stack mt="md" gap="xs">
          <LiveCounts counts={counts} />
          {isLive && (
            <Text size="xs" c="dimmed">
              Updates every few seconds.
            </Text>
          )}
        </Stack>
      </Card>
      <Card withBorder radius="md">
        <TextersField key={data.user_ids.join()} textCampaign={data} />
      </Card>
      {data.status === 'Draft' ? (
        <TextCampaignForm
          key={data.updated_at}
          campaignId={campaignId}
          tagOptions={tagOptions}
          initial={data}
          submitLabel="Save changes"
          isPending={update.isPending}
          error={update.error}
          onSubmit={(values) => update.mutate({ ...values, id: data.id, campaign_id: campaignId })}
        />
      ) : (
        <Card withBorder radius="md">
          <Text size="sm" c="dimmed" mb={4}>
            Message (locked once the campaign left Draft)
          </Text>
          <Text style={{ whiteSpace: 'pre-wrap' }}>{data.message}</Text>
        </Card>
      )}
    </Stack>
  );
}
