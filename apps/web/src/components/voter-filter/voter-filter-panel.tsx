import {
  Button,
  Checkbox,
  Divider,
  Group,
  Input,
  MultiSelect,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  TagsInput,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useId } from 'react';
import { GENDER_LABELS, PARTY_CODES } from './describe-filter';
import { EMPTY_FILTER_FORM, type TriState, type VoterFilterForm } from './filters-to-params';
import { VoteHistoryFields, type ElectionChoices } from './vote-history-fields';

export interface TagOption {
  value: string;
  label: string;
}

interface VoterFilterPanelProps {
  value: VoterFilterForm;
  onChange: (next: VoterFilterForm) => void;
  tagOptions: TagOption[];
  /** The campaign's vote-history elections (`useElections(campaignId)` of features/elections). */
  elections: ElectionChoices;
  /** Field → message, from the shared filter schema. */
  errors?: Partial<Record<keyof VoterFilterForm, string>>;
}

const TRI_STATE = (yes: string, no: string) => [
  { value: 'any', label: 'Any' },
  { value: 'yes', label: yes },
  { value: 'no', label: no },
];

function TriStateField({
  label,
  value,
  onChange,
  yes,
  no,
}: {
  label: string;
  value: TriState;
  onChange: (value: TriState) => void;
  yes: string;
  no: string;
}) {
  const id = useId();
  return (
    <Input.Wrapper label={label} labelElement="div" labelProps={{ id: `${id}-label` }}>
      <SegmentedControl
        aria-labelledby={`${id}-label`}
        role="radiogroup"
        fullWidth
        size="xs"
        mt={4}
        data={TRI_STATE(yes, no)}
        value={value}
        onChange={(next) => {
          onChange(next as TriState);
        }}
      />
    </Input.Wrapper>
  );
}

/** Every condition of the voter filter; empty fields add no condition. */
export function VoterFilterPanel({
  value,
  onChange,
  tagOptions,
  elections,
  errors = {},
}: VoterFilterPanelProps) {
  const titleId = useId();
  const patch = (fields: Partial<VoterFilterForm>) => {
    onChange({ ...value, ...fields });
  };
  const set =
    <K extends keyof VoterFilterForm>(key: K) =>
    (next: VoterFilterForm[K]) => {
      patch({ [key]: next });
    };
  const hasTags = tagOptions.length > 0;
  const tagProps = {
    data: tagOptions,
    searchable: true,
    clearable: true,
    disabled: !hasTags,
    nothingFoundMessage: 'No tag by that name',
  };

  return (
    <Stack gap="md" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" align="center">
        <Title order={2} fz="h4" id={titleId}>
          Filters
        </Title>
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => {
            onChange(EMPTY_FILTER_FORM);
          }}
        >
          Clear all
        </Button>
      </Group>

      <TextInput
        label="Name"
        description="Matches the start of a first or last name"
        value={value.name}
        onChange={(event) => {
          set('name')(event.currentTarget.value);
        }}
        maxLength={100}
      />
      <TagsInput
        label="Party"
        description="Pick a party or type its code, then Enter"
        data={PARTY_CODES}
        value={value.parties}
        onChange={set('parties')}
        splitChars={[',', ' ']}
        acceptValueOnBlur
        clearable
      />
      <Checkbox.Group label="Gender" value={value.genders} onChange={set('genders')}>
        <Group gap="md" mt={6}>
          {Object.entries(GENDER_LABELS).map(([code, label]) => (
            <Checkbox key={code} value={code} label={label} />
          ))}
        </Group>
      </Checkbox.Group>
      <SimpleGrid cols={2} spacing="sm">
        <NumberInput
          label="Minimum age"
          placeholder="Any"
          min={18}
          max={130}
          allowDecimal={false}
          allowNegative={false}
          value={value.ageMin}
          onChange={set('ageMin')}
          error={errors.ageMin}
        />
        <NumberInput
          label="Maximum age"
          placeholder="Any"
          min={18}
          max={130}
          allowDecimal={false}
          allowNegative={false}
          value={value.ageMax}
          onChange={set('ageMax')}
          error={errors.ageMax}
        />
      </SimpleGrid>
      <TagsInput
        label="ZIP codes"
        placeholder="Type a ZIP code, then Enter"
        value={value.zips}
        onChange={set('zips')}
        splitChars={[',', ' ']}
        acceptValueOnBlur
        clearable
      />
      <TagsInput
        label="Precincts"
        placeholder="Type a precinct, then Enter"
        value={value.precincts}
        onChange={set('precincts')}
        splitChars={[',']}
        acceptValueOnBlur
        clearable
      />

      <Divider label="Tags" labelPosition="left" />
      {!hasTags && (
        <Text size="sm" c="dimmed">
          This campaign has no voter tags yet.
        </Text>
      )}
      <MultiSelect label="Tagged with any of" value={value.tagsAny} onChange={set('tagsAny')} {...tagProps} />
      <MultiSelect label="Tagged with all of" value={value.tagsAll} onChange={set('tagsAll')} {...tagProps} />
      <MultiSelect label="Not tagged with" value={value.tagsNone} onChange={set('tagsNone')} {...tagProps} />

      <Divider label="Vote history" labelPosition="left" />
      <VoteHistoryFields value={value} onPatch={patch} elections={elections} errors={errors} />

      <Divider label="Contact" labelPosition="left" />
      <SimpleGrid cols={{ base: 1, xs: 2, md: 1, lg: 2 }} spacing="sm">
        <TriStateField
          label="Phone number"
          value={value.hasPhone}
          onChange={set('hasPhone')}
          yes="Has one"
          no="None"
        />
        <TriStateField
          label="Email address"
          value={value.hasEmail}
          onChange={set('hasEmail')}
          yes="Has one"
          no="None"
        />
      </SimpleGrid>
    </Stack>
  );
}
