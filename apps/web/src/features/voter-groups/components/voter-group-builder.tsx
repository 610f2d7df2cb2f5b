import { Grid, Paper, Stack, Tabs } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { Suspense, useMemo, useState } from 'react';
import { voterFilterSchema } from '@groundwork/shared/contracts/voters';
import { isAbortError } from '../../../lib/api-error';
import { lazyWithTimeout } from '../../../lib/lazy-with-timeout';
import { COUNT_DEBOUNCE_MS, useVoterCount } from '../../../components/voter-filter/api/count-voters';
import { useCreateVoterGroup } from '../api/create-voter-group';
import { useVoterBreakdown } from '../api/get-voter-breakdown';
import type { VoterGroupReply } from '../api/voter-group-reply';
import {
  EMPTY_FILTER_FORM,
  filtersToParams,
  type VoterFilterForm,
} from '../../../components/voter-filter/filters-to-params';
import { SaveVoterGroupForm, type VoterGroupDetails } from './save-voter-group-form';
import { BreakdownSkeleton } from './breakdown-skeleton';
import { VoterCountBar, VoterCountSummary } from './voter-count-summary';
import { VoterFilterPanel, type TagOption } from '../../../components/voter-filter/voter-filter-panel';
import { DistrictDoorMap } from '../../../components/map/district-door-map';
import { fieldsInWords } from '../../../lib/field-labels';
import { useElections } from '../../elections';

/** The charts (and recharts) are their own code chunk, loaded by this screen only. */
const VoterBreakdownCharts = lazyWithTimeout(() =>
  import('./voter-breakdown-charts').then((module) => module.VoterBreakdownCharts),
);

/** Schema issue path → the panel field that shows it. */
const FIELD_OF_PATH: Record<string, keyof VoterFilterForm> = {
  age_min: 'ageMin',
  age_max: 'ageMax',
  vote_history: 'electionsMin',
  vote_history_max: 'electionsMax',
  turnout_max: 'turnoutMax',
};

interface VoterGroupBuilderProps {
  campaignId: string;
  tagOptions: TagOption[];
  onSaved: (group: VoterGroupReply) => void;
}

const messageOf = (error: Error | null): string | null =>
  error && !isAbortError(error) ? error.message : null;

/** Filters on the left (above on phones), the live count and breakdown on the right, then Save. */
export function VoterGroupBuilder({ campaignId, tagOptions, onSaved }: VoterGroupBuilderProps) {
  const [form, setForm] = useState<VoterFilterForm>(EMPTY_FILTER_FORM);
  const params = useMemo(() => filtersToParams(form), [form]);
  const [debounced] = useDebouncedValue(params, COUNT_DEBOUNCE_MS);

  // The shared schema is the authority on what the server accepts (e.g. min age ≤ max age).
  const validation = useMemo(() => voterFilterSchema.safeParse(params), [params]);
  const errors: Partial<Record<keyof VoterFilterForm, string>> = {};
  if (!validation.success) {
    for (const issue of validation.error.issues) {
      const field = FIELD_OF_PATH[String(issue.path[0])];
      if (field) errors[field] = fieldsInWords(issue.message);
    }
  }
  const isValid = validation.success;
  const isDebouncedValid = useMemo(() => voterFilterSchema.safeParse(debounced).success, [debounced]);

  const count = useVoterCount(campaignId, debounced, { enabled: isDebouncedValid });
  const elections = useElections(campaignId);
  const breakdown = useVoterBreakdown(campaignId, debounced, { enabled: isDebouncedValid });
  const isWaiting = debounced !== params;
  const isUpdating = isValid && (isWaiting || count.isFetching);
  const create = useCreateVoterGroup();

  const save = (values: VoterGroupDetails) => {
    create.mutate(
      {
        campaign_id: campaignId,
        name: values.name,
        ...(values.description ? { description: values.description } : {}),
        filter_params: params,
      },
      { onSuccess: onSaved },
    );
  };

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
        <Paper withBorder radius="md" p="lg">
          <VoterFilterPanel
            value={form}
            onChange={setForm}
            tagOptions={tagOptions}
            elections={elections}
            errors={errors}
          />
        </Paper>
        <VoterCountBar count={count.data} isUpdating={isUpdating} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
        <Stack gap="lg">
          <VoterCountSummary
            count={count.data}
            isUpdating={isUpdating}
            error={messageOf(count.error)}
            onRetry={() => void count.refetch()}
          />
          <Tabs defaultValue="breakdown" keepMounted={false}>
            <Tabs.List mb="md">
              <Tabs.Tab value="breakdown">Breakdown</Tabs.Tab>
              <Tabs.Tab value="map">Map</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="breakdown">
              <Suspense fallback={<BreakdownSkeleton />}>
                <VoterBreakdownCharts
                  breakdown={breakdown.data}
                  isUpdating={isValid && (isWaiting || breakdown.isFetching)}
                />
              </Suspense>
            </Tabs.Panel>
            <Tabs.Panel value="map">
              <DistrictDoorMap
                campaignId={campaignId}
                filter={debounced}
                enabled={isDebouncedValid}
                label="Map of the selected voters"
                height={360}
              />
            </Tabs.Panel>
          </Tabs>
          <SaveVoterGroupForm
            isSaving={create.isPending}
            error={messageOf(create.error)}
            disabledReason={isValid ? null : 'Fix the filters before saving.'}
            onSubmit={save}
          />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
