import { Anchor, Card, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { isLiveStatus } from '../../../components/outreach/outreach-status-badge';
import { OutreachLoadState, OutreachSummaryCard } from '../../../components/outreach/outreach-summary';
import type { TagOption } from '../../../components/voter-filter/voter-filter-panel';
import { useLiveCounts, useTextCampaign } from '../api/get-text-campaigns';
import { useUpdateTextCampaign } from '../api/manage-text-campaigns';
import { LiveCounts } from './live-counts';
import { StatusActions } from './status-actions';
import { TextCampaignForm } from './text-campaign-form';
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
  const isLive = isLiveStatus(textCampaign.data?.status);
  const live = useLiveCounts(campaignId, id, isLive);
  const update = useUpdateTextCampaign();
  if (textCampaign.error || !textCampaign.data)
    return <OutreachLoadState noun="text campaign" error={textCampaign.error} />;
  const data = textCampaign.data;
  return (
    <Stack gap="lg">
      <OutreachSummaryCard
        campaign={data}
        meta={
          <>
            {' '}
            ·{' '}
            <Anchor component={Link} to={inboxPath} size="xs">
              Conversations
            </Anchor>
          </>
        }
        actions={<StatusActions textCampaign={data} />}
        counts={<LiveCounts counts={live.data?.counts ?? data.counts} />}
        pollEvery={isLive ? 'few seconds' : null}
      />
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
