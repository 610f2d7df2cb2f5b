import { Select, SimpleGrid } from '@mantine/core';
import {
  RESULT_FIELDS,
  type ResultField,
  type ResultsMapping,
} from '@groundwork/shared/contracts/election-results';

export const RESULT_FIELD_LABELS: Record<ResultField, string> = {
  election_name: 'Election name',
  election_code: 'Election code',
  election_date: 'Election date',
  contest: 'Contest',
  choice: 'Choice (candidate or option)',
  party: 'Party',
  precinct: 'Precinct',
  votes: 'Votes',
  vote_for: 'Vote for (seats)',
  ballots_cast: 'Ballots cast',
  registered: 'Registered voters',
  county: 'County',
  real_precinct: 'Real precinct (Y/N)',
};

const NONE = 'none';

interface ResultsMappingFieldsProps {
  header: readonly string[];
  mapping: ResultsMapping;
  missing: readonly ResultField[];
  onChange: (mapping: ResultsMapping) => void;
}

/** Which column fills each field: the proposed mapping, to confirm or change. */
export function ResultsMappingFields({ header, mapping, missing, onChange }: ResultsMappingFieldsProps) {
  const options = [
    { value: NONE, label: '— Not in the file' },
    ...header.map((name, index) => ({ value: String(index), label: name || `Column ${index + 1}` })),
  ];
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing={4}>
      {RESULT_FIELDS.map((field) => {
        const index = mapping.fields[field];
        return (
          <Select
            key={field}
            size="xs"
            label={RESULT_FIELD_LABELS[field]}
            data={options}
            value={index === undefined ? NONE : String(index)}
            allowDeselect={false}
            error={missing.includes(field) && field !== 'county' ? 'Choose a column' : undefined}
            onChange={(value) => {
              const { [field]: _previous, ...others } = mapping.fields;
              const fields =
                value === null || value === NONE ? others : { ...others, [field]: Number(value) };
              onChange({ ...mapping, fields });
            }}
          />
        );
      })}
    </SimpleGrid>
  );
}
