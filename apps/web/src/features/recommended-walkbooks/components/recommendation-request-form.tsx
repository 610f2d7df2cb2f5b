import {
  Accordion,
  Alert,
  Button,
  Grid,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import {
  DEFAULT_TARGET_DOORS,
  DOORS_PER_HOUR,
  doorsForMinutes,
  TARGET_DOORS_RANGE,
  TARGET_MINUTES_RANGE,
  walkbookCountFor,
  type RecommendationRequest,
} from '@groundwork/shared/contracts/recommended-walkbooks';
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
import { WalkbookSurveySelect } from '../../walkbooks';
import { useRequestRecommendation } from '../api/request-recommendation';
import { useElections } from '../../elections';

type SizeBy = 'doors' | 'minutes';
const DEFAULT_MINUTES = 120;

interface RecommendationRequestFormProps {
  campaignId: string;
  tagOptions: TagOption[];
  onRequested: (request: RecommendationRequest) => void;
}

/** Ask for walkbooks: name, filters and an optional area, a size in doors or walking time, a survey. */
export function RecommendationRequestForm({
  campaignId,
  tagOptions,
  onRequested,
}: RecommendationRequestFormProps) {
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [description, setDescription] = useState('');
  const [sizeBy, setSizeBy] = useState<SizeBy>('doors');
  const [size, setSize] = useState<number | string>(DEFAULT_TARGET_DOORS);
  const [surveyId, setSurveyId] = useState<string | null>(null);
  const [area, setArea] = useState<GeoPolygon | null>(null);
  const [form, setForm] = useState<VoterFilterForm>(EMPTY_FILTER_FORM);

  const filter = useMemo(
    () => ({ ...filtersToParams(form), ...(area ? { polygon: area } : {}) }),
    [form, area],
  );
  const [debounced] = useDebouncedValue(filter, COUNT_DEBOUNCE_MS);
  const isValid = voterFilterSchema.safeParse(debounced).success;
  const count = useVoterCount(campaignId, debounced);
  const elections = useElections(campaignId);
  const district = useDistrictDoors(campaignId, {});
  const request = useRequestRecommendation();

  const range = sizeBy === 'doors' ? TARGET_DOORS_RANGE : TARGET_MINUTES_RANGE;
  const sizeValue = typeof size === 'number' ? size : Number.NaN;
  const isSizeValid = Number.isInteger(sizeValue) && sizeValue >= range.min && sizeValue <= range.max;
  const targetDoors = sizeBy === 'doors' ? sizeValue : doorsForMinutes(sizeValue);
  const doors = isValid ? count.data?.doors : undefined;
  const isCounting = debounced !== filter || count.isFetching;

  const submit = () => {
    if (!name.trim()) {
      setNameError('Name the request');
      return;
    }
    request.mutate(
      {
        campaign_id: campaignId,
        request_name: name.trim(),
        description: description.trim() || null,
        filter_params: filter,
        ...(sizeBy === 'doors' ? { target_doors: sizeValue } : { target_minutes: sizeValue }),
        survey_id: surveyId,
      },
      { onSuccess: onRequested },
    );
  };

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 7, lg: 8 }} miw={0}>
        <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
          <Text fw={600} mb="xs">
            Area (optional)
          </Text>
          <DrawAreaMap doors={district.data?.doors ?? []} onChange={setArea} />
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
        <Stack gap="md">
          <Paper
            withBorder
            radius="md"
            p="md"
            aria-live="polite"
            aria-busy={isCounting}
            data-testid="count-panel"
          >
            <Text size="sm" c="dimmed">
              Matching voters
            </Text>
            <Text size="xl" fw={700} data-testid="recommendation-count" opacity={isCounting ? 0.6 : 1}>
              {count.data && doors !== undefined
                ? `${formatNumber(count.data.count)} voters · ${formatNumber(doors)} doors`
                : count.isError
                  ? null
                  : 'Counting…'}
            </Text>
            {count.isError && !isAbortError(count.error) && (
              <VoterCountFailed reason={count.error.message} onRetry={() => void count.refetch()} />
            )}
            {doors !== undefined && isSizeValid && doors > 0 && (
              <Text size="sm" data-testid="recommendation-estimate">
                About {formatNumber(walkbookCountFor(doors, targetDoors))} walkbooks of{' '}
                {formatNumber(targetDoors)} doors
              </Text>
            )}
          </Paper>
          <Paper withBorder radius="md" p="md">
            <Stack gap="sm">
              <TextInput
                label="Request name"
                required
                value={name}
                error={nameError}
                onChange={(event) => {
                  setName(event.currentTarget.value);
                  setNameError(null);
                }}
              />
              <Textarea
                label="Description"
                rows={2}
                maxLength={500}
                value={description}
                onChange={(event) => setDescription(event.currentTarget.value)}
              />
              <SegmentedControl
                aria-label="Size walkbooks by"
                value={sizeBy}
                onChange={(value) => {
                  setSizeBy(value as SizeBy);
                  setSize(value === 'doors' ? DEFAULT_TARGET_DOORS : DEFAULT_MINUTES);
                }}
                data={[
                  { value: 'doors', label: 'Doors' },
                  { value: 'minutes', label: 'Walking time' },
                ]}
              />
              <NumberInput
                label={sizeBy === 'doors' ? 'Doors per walkbook' : 'Minutes of walking per walkbook'}
                description={
                  sizeBy === 'minutes' && isSizeValid
                    ? `About ${String(targetDoors)} doors at ${String(DOORS_PER_HOUR)} doors an hour`
                    : undefined
                }
                min={range.min}
                max={range.max}
                allowDecimal={false}
                value={size}
                onChange={setSize}
                error={isSizeValid ? null : `Between ${String(range.min)} and ${String(range.max)}`}
              />
              <WalkbookSurveySelect campaignId={campaignId} surveyId={surveyId} onChange={setSurveyId} />
            </Stack>
          </Paper>
          <Accordion variant="contained" radius="md" defaultValue="filters">
            <Accordion.Item value="filters">
              <Accordion.Control>Which voters</Accordion.Control>
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
          {request.error && (
            <Alert color="red" role="alert">
              {request.error.message}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button
              onClick={submit}
              loading={request.isPending}
              disabled={!isValid || !isSizeValid || doors === 0}
            >
              Request recommendation
            </Button>
          </Group>
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
