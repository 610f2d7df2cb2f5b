import { Button, Collapse, Grid, Paper, Tabs } from '@mantine/core';
import { useDebouncedValue, useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconFilter, IconMap, IconTable } from '@tabler/icons-react';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { voterFilterSchema, type VoterFilter } from '@groundwork/shared/contracts/voters';
import {
  EMPTY_FILTER_FORM,
  filtersToParams,
  type VoterFilterForm,
} from '../../../components/voter-filter/filters-to-params';
import { VoterFilterPanel, type TagOption } from '../../../components/voter-filter/voter-filter-panel';
import { DistrictDoorMap } from '../../../components/map/district-door-map';
import { DEFAULT_TABLE_SORT, type TableSort } from '../../../components/voter-table/sortable-voter-head';
import { DistrictVoterTable } from './district-voter-table';
import { fieldsInWords } from '../../../lib/field-labels';
import { useElections } from '../../elections';

/** How long the filter must rest before the table follows it. */
export const FILTER_DEBOUNCE_MS = 300;

/** Schema issue path → the panel field that shows it. */
const FIELD_OF_PATH: Record<string, keyof VoterFilterForm> = {
  age_min: 'ageMin',
  age_max: 'ageMax',
  vote_history: 'electionsMin',
  vote_history_max: 'electionsMax',
  turnout_max: 'turnoutMax',
};

interface DistrictVotersBrowserProps {
  campaignId: string;
  tagOptions: TagOption[];
  /** Shown in the empty state of a district without voters. */
  emptyAction?: ReactNode;
  /** Opens a voter (their contact history) from the table. */
  onOpenVoter?: ((voterId: string) => void) | undefined;
  /** The filter the table and map show, once it has rested and is valid (the page header counts it). */
  onFilterChange?: (filter: VoterFilter) => void;
}

/** The filter panel beside (above, on phones) the sortable, paged table of the district's voters. */
export function DistrictVotersBrowser({
  campaignId,
  tagOptions,
  emptyAction,
  onOpenVoter,
  onFilterChange,
}: DistrictVotersBrowserProps) {
  const [form, setForm] = useState<VoterFilterForm>(EMPTY_FILTER_FORM);
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<TableSort>(DEFAULT_TABLE_SORT);
  const params = useMemo(() => filtersToParams(form), [form]);
  const [debounced] = useDebouncedValue(params, FILTER_DEBOUNCE_MS);

  const validation = useMemo(() => voterFilterSchema.safeParse(params), [params]);
  const errors: Partial<Record<keyof VoterFilterForm, string>> = {};
  if (!validation.success) {
    for (const issue of validation.error.issues) {
      const field = FIELD_OF_PATH[String(issue.path[0])];
      if (field) errors[field] = fieldsInWords(issue.message);
    }
  }
  const isDebouncedValid = useMemo(() => voterFilterSchema.safeParse(debounced).success, [debounced]);
  useEffect(() => {
    if (isDebouncedValid) onFilterChange?.(debounced);
  }, [debounced, isDebouncedValid, onFilterChange]);
  // Below the md breakpoint the panel folds away so the table is in sight.
  const isNarrow = useMediaQuery('(max-width: 61.99em)', false, { getInitialValueInEffect: false });
  const [areFiltersOpen, filters] = useDisclosure(false);
  const activeFilters = Object.keys(params).length;
  const [view, setView] = useState<string | null>('table');
  const elections = useElections(campaignId);

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 4, xl: 3 }}>
        {isNarrow && (
          <Button
            variant="default"
            fullWidth
            mb="sm"
            leftSection={<IconFilter size={16} aria-hidden="true" />}
            aria-expanded={areFiltersOpen}
            aria-controls="district-voter-filters"
            onClick={filters.toggle}
          >
            {areFiltersOpen ? 'Hide filters' : 'Show filters'}
            {activeFilters > 0 ? ` (${String(activeFilters)} set)` : ''}
          </Button>
        )}
        <Collapse expanded={!isNarrow || areFiltersOpen} id="district-voter-filters">
          <Paper withBorder radius="md" p="lg">
            <VoterFilterPanel
              value={form}
              onChange={(next) => {
                setForm(next);
                setPage(1);
              }}
              tagOptions={tagOptions}
              elections={elections}
              errors={errors}
            />
          </Paper>
        </Collapse>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8, xl: 9 }} miw={0}>
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
          <Tabs value={view} onChange={setView} keepMounted={false}>
            <Tabs.List mb="md">
              <Tabs.Tab value="table" leftSection={<IconTable size={16} aria-hidden="true" />}>
                Table
              </Tabs.Tab>
              <Tabs.Tab value="map" leftSection={<IconMap size={16} aria-hidden="true" />}>
                Map
              </Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="table">
              <DistrictVoterTable
                campaignId={campaignId}
                filter={debounced}
                enabled={isDebouncedValid}
                page={page}
                onPageChange={setPage}
                sort={sort}
                onSortChange={(next) => {
                  setSort(next);
                  setPage(1);
                }}
                isFiltered={Object.keys(debounced).length > 0}
                emptyAction={emptyAction}
                onOpenVoter={onOpenVoter}
              />
            </Tabs.Panel>
            <Tabs.Panel value="map">
              <DistrictDoorMap campaignId={campaignId} filter={debounced} enabled={isDebouncedValid} />
            </Tabs.Panel>
          </Tabs>
        </Paper>
      </Grid.Col>
    </Grid>
  );
}
