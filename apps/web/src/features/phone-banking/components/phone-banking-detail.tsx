import { Card, Stack, Text, Title } from '@mantine/core';
import { isLiveStatus } from '../../../components/outreach/outreach-status-badge';
import { OutreachLoadState, OutreachSummaryCard } from '../../../components/outreach/outreach-summary';
import type { TagOption } from '../../../components/voter-filter/voter-filter-panel';
import { LIVE_POLL_MS, useLiveCallCounts, usePhoneBankingCampaign } from '../api/get-phone-banking';
import { useUpdatePhoneBanking } from '../api/manage-phone-banking';
import { SAMPLE_VOTER } from '../script';
import { CallersField } from './callers-field';
import { CallCountsPanel, CallerTable, RecentResults } from './live-call-counts';
import { PhoneBankingForm } from './phone-banking-form';
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
  const isLive = isLiveStatus(phoneBank.data?.status);
  const live = useLiveCallCounts(campaignId, id, isLive);
  const update = useUpdatePhoneBanking();
  if (phoneBank.error || !phoneBank.data)
    return <OutreachLoadState noun="phone bank" error={phoneBank.error} />;
  const data = phoneBank.data;
  return (
    <Stack gap="lg">
      <OutreachSummaryCard
        campaign={data}
        actions={<StatusActions phoneBank={data} setupPath={setupPath} />}
        counts={<CallCountsPanel counts={live.data?.counts ?? data.counts} />}
        pollEvery={isLive ? `${String(LIVE_POLL_MS / 1000)} seconds` : null}
      >
        {live.error && (
          <Text size="sm" c="red" role="alert">
            The live counts could not be read: {live.error.message}
          </Text>
        )}
      </OutreachSummaryCard>
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
