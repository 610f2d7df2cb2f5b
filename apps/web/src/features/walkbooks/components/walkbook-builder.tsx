import { Accordion, Alert, Button, Grid, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import type { WalkbookSummary } from '@groundwork/shared/contracts/walkbooks';
import { WALKBOOK_MAX_VOTERS } from '@groundwork/shared/contracts/walkbooks';
import { voterFilterSchema, type GeoPolygon } from '@groundwork/shared/contracts/voters';
import {
  EMPTY_FILTER_FORM,
  filtersToParams,
  type VoterFilterForm,
} from '../../../components/voter-filter/filters-to-params';
import { VoterFilterPanel, type TagOption } from '../../../components/voter-filter/voter-filter-panel';
import { formatNumber } from '../../../lib/format';
import { COUNT_DEBOUNCE_MS, useVoterCount } from '../../../components/voter-filter/api/count-voters';
import { isAbortError } from '../../../lib/api-error';
import { VoterCountFailed } from '../../../components/voter-filter/voter-count-failed';
import { useDistrictDoors } from '../../../components/voter-filter/api/get-district-doors';
import { DrawAreaMap } from '../../../components/map/draw-area-map';
import { useCreateWalkbook } from '../api/create-walkbook';
import { WalkbookAssignmentFields } from './walkbook-assignment-fields';
import { useElections } from '../../elections';

/** How long the area and filters must rest before the count follows. */

interface WalkbookBuilderProps {
  campaignId: string;
  tagOptions: TagOption[];
  onCreated: (walkbook: WalkbookSummary) => void;
}

/** Cut a walkbook: draw an area over the district's doors and/or filter, watch the count, name, assign, create. */
export function WalkbookBuilder({ campaignId, tagOptions, onCreated }: WalkbookBuilderProps) {
  const [name, setName] = useState('');
  const [surveyId, setSurveyId] = useState<string | null>(null);
  const [assignees, setAssignees] = useState<string[]>([]);
  const [area, setArea] = useState<GeoPolygon | null>(null);
  const [form, setForm] = useState<VoterFilterForm>(EMPTY_FILTER_FORM);
  const [nameError, setNameError] = useState<string | null>(null);

  const filter = useMemo(() => filtersToParams(form), [form]);
  const selection = useMemo(() => ({ ...filter, ...(area ? { polygon: area } : {}) }), [filter, area]);
  const [debounced] = useDebouncedValue(selection, COUNT_DEBOUNCE_MS);
  const isValid = voterFilterSchema.safeParse(debounced).success;
  const hasSelection = Object.keys(debounced).length > 0;
  const count = useVoterCount(campaignId, debounced);
  const elections = useElections(campaignId);
  const district = useDistrictDoors(campaignId, {});
  const create = useCreateWalkbook();

  // A count is this selection's only once the debounce has caught up and the answer is not the previous
  // selection's kept on screen: the size limit is judged on nothing else (no flash while counting).
  const isCounted = debounced === selection && !count.isPlaceholderData;
  const voters = hasSelection && isValid && isCounted ? count.data?.count : undefined;
  const tooMany = voters !== undefined && voters > WALKBOOK_MAX_VOTERS;
  const isUpdating = !isCounted || count.isFetching;

  const submit = () => {
    if (!name.trim()) {
      setNameError('Name the walkbook');
      return;
    }
    create.mutate(
      {
        campaign_id: campaignId,
        name: name.trim(),
        geo_data: area,
        filter_params: filter,
        survey_id: surveyId,
        assignee_ids: assignees,
      },
      { onSuccess: onCreated },
    );
  };

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 7, lg: 8 }} miw={0}>
        <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
          <DrawAreaMap doors={district.data?.doors ?? []} onChange={setArea} />
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
        <Stack gap="md">
          <Paper withBorder radius="md" p="md" aria-live="polite">
            <Text size="sm" c="dimmed">
              Voters in this walkbook
            </Text>
            <Text
              size="xl"
              fw={700}
              data-testid="walkbook-count"
              data-updating={isUpdating}
              opacity={isUpdating ? 0.6 : 1}
            >
              {!hasSelection
                ? 'Draw an area or set filters'
                : count.data && !count.isPlaceholderData
                  ? `${formatNumber(count.data.count)} voters · ${formatNumber(count.data.doors)} doors`
                  : count.isError
                    ? null
                    : 'Counting…'}
            </Text>
            {hasSelection && count.isError && !isAbortError(count.error) && (
              <VoterCountFailed reason={count.error.message} onRetry={() => void count.refetch()} />
            )}
            {tooMany && (
              <Text size="sm" c="red" mt={4}>
                A walkbook holds at most {formatNumber(WALKBOOK_MAX_VOTERS)} voters: draw a smaller area.
              </Text>
            )}
          </Paper>
          <Paper withBorder radius="md" p="md">
            <Stack gap="sm">
              <TextInput
                label="Name"
                required
                value={name}
                error={nameError}
                onChange={(event) => {
                  setName(event.currentTarget.value);
                  setNameError(null);
                }}
              />
              <WalkbookAssignmentFields
                campaignId={campaignId}
                surveyId={surveyId}
                onSurveyChange={setSurveyId}
                assigneeIds={assignees}
                onAssigneesChange={setAssignees}
              />
            </Stack>
          </Paper>
          <Accordion variant="contained" radius="md">
            <Accordion.Item value="filters">
              <Accordion.Control>Filters (optional)</Accordion.Control>
              <Accordion.Panel>
                <VoterFilterPanel
                  value={form}
                  onChange={setForm}
                  tagOptions={tagOptions}
                  elections={elections}
                />
              </Accordion.Panel>
            </Accordion.Item>
          </Accordion>
          {create.error && (
            <Alert color="red" role="alert">
              {create.error.message}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button
              onClick={submit}
              loading={create.isPending}
              disabled={!hasSelection || !isValid || tooMany || voters === 0}
            >
              Create walkbook
            </Button>
          </Group>
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
