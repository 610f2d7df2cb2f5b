import {
  Button,
  Checkbox,
  Group,
  Input,
  MultiSelect,
  NumberInput,
  RangeSlider,
  SimpleGrid,
  Stack,
  TagsInput,
  Text,
} from '@mantine/core';
import { useId, useMemo } from 'react';
import type { Election } from '@groundwork/shared/contracts/elections';
import {
  TURNOUT_GENERALS,
  VOTING_METHOD_LABELS,
  VOTING_METHODS,
  type VotingMethod,
} from '@groundwork/shared/contracts/voters';
import { PARTY_CODES } from './describe-filter';
import type { VoterFilterForm } from './filters-to-params';
import { electionOptions, quickPicks } from './vote-history';

/** The campaign's elections as a query gives them (`useElections`): no data yet, or failed. */
export interface ElectionChoices {
  data?: readonly Election[] | undefined;
  isError: boolean;
}

type Setter = <K extends keyof VoterFilterForm>(key: K) => (next: VoterFilterForm[K]) => void;

interface VoteHistoryFieldsProps {
  value: VoterFilterForm;
  /** Changes some fields of the form at once. */
  onPatch: (patch: Partial<VoterFilterForm>) => void;
  elections: ElectionChoices;
  errors: Partial<Record<keyof VoterFilterForm, string>>;
}

/** A NumberInput's value as a slider end: '' (open) is the end of the scale. */
const sliderEnd = (value: number | string, open: number): number =>
  value === '' || !Number.isFinite(Number(value)) ? open : Number(value);

function TurnoutRange({
  value,
  onPatch,
  set,
  errors,
}: Omit<VoteHistoryFieldsProps, 'elections'> & { set: Setter }) {
  const id = useId();
  return (
    <Input.Wrapper
      label="Turnout score"
      labelElement="div"
      labelProps={{ id: `${id}-label` }}
      description={`Of the last ${String(TURNOUT_GENERALS)} generals each voter could vote in, the share they voted in`}
    >
      <RangeSlider
        aria-labelledby={`${id}-label`}
        thumbFromLabel="Lowest turnout score"
        thumbToLabel="Highest turnout score"
        min={0}
        max={100}
        step={5}
        minRange={0}
        label={(score) => `${String(score)}%`}
        value={[sliderEnd(value.turnoutMin, 0), sliderEnd(value.turnoutMax, 100)]}
        onChange={([low, high]) => {
          // The whole scale is no condition (either bound leaves out the voters without a score).
          const whole = low === 0 && high === 100;
          onPatch({ turnoutMin: whole ? '' : low, turnoutMax: whole ? '' : high });
        }}
        // Room above for the value shown over a thumb while it moves.
        mt={36}
        mb="sm"
        mx={6}
      />
      <SimpleGrid cols={2} spacing="sm">
        <NumberInput
          label="Lowest"
          aria-label="Lowest turnout score"
          placeholder="0"
          suffix="%"
          min={0}
          max={100}
          allowDecimal={false}
          allowNegative={false}
          value={value.turnoutMin}
          onChange={set('turnoutMin')}
        />
        <NumberInput
          label="Highest"
          aria-label="Highest turnout score"
          placeholder="100"
          suffix="%"
          min={0}
          max={100}
          allowDecimal={false}
          allowNegative={false}
          value={value.turnoutMax}
          onChange={set('turnoutMax')}
          error={errors.turnoutMax}
        />
      </SimpleGrid>
    </Input.Wrapper>
  );
}

/**
 * Vote history by name: the elections (with quick picks), how many of them, which votes count (method,
 * primary ballot) and the turnout score. A campaign without vote history is told how to get one.
 */
export function VoteHistoryFields({ value, onPatch, elections, errors }: VoteHistoryFieldsProps) {
  const set: Setter = (key) => (next) => {
    onPatch({ [key]: next });
  };
  const options = useMemo(
    () => electionOptions(elections.data ?? [], value.elections),
    [elections.data, value.elections],
  );
  const voters = useMemo(() => new Map(options.map((option) => [option.value, option.voters])), [options]);
  const picks = useMemo(() => quickPicks(elections.data ?? []), [elections.data]);
  const isEmpty = elections.data?.length === 0 && value.elections.length === 0;
  const noneChosen = value.elections.length === 0;

  if (isEmpty)
    return (
      <Text size="sm" c="dimmed" data-testid="no-vote-history">
        No vote history yet — import your state&apos;s vote-history file.
      </Text>
    );

  return (
    <Stack gap="md">
      <MultiSelect
        label="Voted in elections"
        description="Pick elections by name"
        placeholder={elections.data ? 'Choose elections' : 'Loading elections…'}
        data={options}
        renderOption={({ option }) => (
          <Group justify="space-between" gap="xs" wrap="nowrap" w="100%">
            <span>{option.label}</span>
            <Text span size="xs" c="dimmed">
              {voters.get(option.value)}
            </Text>
          </Group>
        )}
        value={value.elections}
        onChange={set('elections')}
        error={elections.isError ? 'The elections could not be loaded.' : undefined}
        disabled={!elections.data && !elections.isError}
        searchable
        clearable
        hidePickedOptions={false}
        nothingFoundMessage="No election by that name"
      />
      {picks.length > 0 && (
        <Group gap="xs" aria-label="Quick picks" role="group">
          {picks.map((pick) => (
            <Button
              key={pick.label}
              variant="light"
              size="compact-sm"
              onClick={() => {
                set('elections')(pick.codes);
              }}
            >
              {pick.label}
            </Button>
          ))}
        </Group>
      )}
      <SimpleGrid cols={2} spacing="sm">
        <NumberInput
          label="Voted in at least"
          description="of them"
          placeholder="1"
          min={0}
          max={Math.max(1, value.elections.length)}
          allowDecimal={false}
          allowNegative={false}
          disabled={noneChosen}
          value={value.electionsMin}
          onChange={set('electionsMin')}
          error={errors.electionsMin}
        />
        <NumberInput
          label="Voted in at most"
          description="of them"
          placeholder="Any"
          min={0}
          max={Math.max(0, value.elections.length)}
          allowDecimal={false}
          allowNegative={false}
          disabled={noneChosen}
          value={value.electionsMax}
          onChange={set('electionsMax')}
          error={errors.electionsMax}
        />
      </SimpleGrid>
      <Checkbox.Group
        label="Counting only votes cast"
        description={noneChosen ? 'Pick elections first' : 'Leave all unticked to count every vote'}
        value={value.methods}
        onChange={(next) => {
          set('methods')(next as VotingMethod[]);
        }}
      >
        <Stack gap={6} mt={6}>
          {VOTING_METHODS.map((method) => (
            <Checkbox
              key={method}
              value={method}
              label={VOTING_METHOD_LABELS[method]}
              disabled={noneChosen}
            />
          ))}
        </Stack>
      </Checkbox.Group>
      <TagsInput
        label="Primary ballot"
        description="Only primary votes on these parties' ballots count, e.g. DEM"
        data={PARTY_CODES}
        value={value.primaryParties}
        onChange={set('primaryParties')}
        splitChars={[',', ' ']}
        acceptValueOnBlur
        clearable
        disabled={noneChosen}
      />
      <TurnoutRange value={value} onPatch={onPatch} set={set} errors={errors} />
    </Stack>
  );
}
