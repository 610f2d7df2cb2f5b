import { Alert, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { TagOption } from '../../../components/voter-filter/voter-filter-panel';
import { formatDateTime } from '../../../lib/format';
import { LIVE_POLL_MS, useLiveCallCounts, usePhoneBankingCampaign } from '../api/get-phone-banking';
import { useUpdatePhoneBanking } from '../api/manage-phone-banking';
import { SAMPLE_VOTER } from '../script';
import { CallersField } from './callers-field';
import { CallCountsPanel, CallerTable, RecentResults } from './live-call-counts';
import { PhoneBankingForm } from './phone-banking-form';
import { OutreachStatusBadge } from '../../../components/outreach/outreach-status-badge';
import { ScriptPreview } from './script-preview';
import { StatusActions } from './status-actions';

interface PhoneBankingDetailProps {
  campaignId: string;
  id: string;
  tagOptions: TagOption[];
  user: { id: string; first: string };
  /** Where the calling account is set up (the phone banking page). */
  setupPath: string;
}

/**
 * /phone-banking/id/{id}: status and its moves, the live counts (every few seconds while Active or Paused),
 * calls per caller, the callers, and the script and voters while Draft (read-only after).
 */
export function PhoneBankingDetail({ campaignId, id, tagOptions, user, setupPath }: PhoneBankingDetailProps) {
  const phoneBank = usePhoneBankingCampaign(campaignId, id);
  const isLive = phoneBank.data?.status === 'Active' || phoneBank.data?.status === 'Paused';
  const live = useLiveCallCounts(campaignId, id, isLive);
  const update = useUpdatePhoneBanking();
  if (phoneBank.error)
    return (
      <Alert color="red" role="alert" title="We could not load the phone bank">
        {phoneBank.error.message}
      </Alert>
    );
  if (!phoneBank.data)
    return <Skeleton height={240} radius="md" role="status" aria-label="Loading the phone bank" />;
  const data = phoneBank.data;
  const counts = live.data?.counts ?? data.counts;
  return (
    <Stack gap="lg">
      <Card withBorder radius="md">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <Stack gap={4} maw="100%">
            <Group gap="sm">
              <Title order={2} size="h3">
                {data.name}
              </Title>
              <OutreachStatusBadge status={data.status} />
            </Group>
            {data.description && <Text c="dimmed">{data.description}</Text>}
            <Text size="xs" c="dimmed">
              Created {formatDateTime(data.created_at)}
            </Text>
          </Stack>
          <StatusActions phoneBank={data} setupPath={setupPath} />
        </Group>
        <Stack mt="md" gap="xs">
          <CallCountsPanel counts={counts} />
          {isLive && (
            <Text size="xs" c="dimmed">
              Updates every {String(LIVE_POLL_MS / 1000)} seconds.
            </Text>
          )}
          {live.error && (
            <Text size="sm" c="red" role="alert">
              The live counts could not be read: {live.error.message}
            </Text>
          )}
        </Stack>
      </Card>
      {data.status !== 'Draft' && (
        <Card withBorder radius="md" component="section" aria-labelledby="per-caller">
          <Title order={2} size="h5" mb="sm" id="per-caller">
            Calls per caller
          </Title>
          <Stack gap="md">
            <CallerTable callers={live.data?.callers ?? []} />
            <RecentResults recent={live.data?.recent ?? []} />
          </Stack>
        </Card>
      )}
      <Card withBorder radius="md">
        <CallersField key={data.user_ids.join()} phoneBank={data} />
      </Card>
      {data.status === 'Draft' ? (
        <PhoneBankingForm
          key={data.updated_at}
          campaignId={campaignId}
          tagOptions={tagOptions}
          user={user}
          initial={data}
          submitLabel="Save changes"
          isPending={update.isPending}
          error={update.error}
          onSubmit={(values) => update.mutate({ ...values, id: data.id, campaign_id: campaignId })}
        />
      ) : (
        <ScriptPreview
          html={data.script}
          sample={{ ...SAMPLE_VOTER, caller_first_name: user.first }}
          caption="Script (locked once the phone bank left Draft), read to a sample voter"
        />
      )}
    </Stack>
  );
}
