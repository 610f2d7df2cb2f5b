import { ActionIcon, Checkbox, Group, Paper, Radio, Stack, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import type { VoterRow } from '@groundwork/shared/contracts/voter-groups';

export const voterName = (voter: VoterRow) => `${voter.first_name} ${voter.last_name}`.trim();

/** The name and state voter id: what tells two records of one person apart first. */
function VoterLabel({ voter }: { voter: VoterRow }) {
  return (
    <Text span fw={600}>
      {voterName(voter)}{' '}
      <Text span c="dimmed" fw={400}>
        ({voter.state_voter_id})
      </Text>
    </Text>
  );
}

/** One line about a record, so two records of one person can be told apart. */
export const voterFacts = (voter: VoterRow) =>
  [
    [voter.res_street, voter.res_city, voter.res_zip].filter(Boolean).join(', '),
    voter.age !== null ? `age ${String(voter.age)}` : null,
    voter.party,
  ]
    .filter(Boolean)
    .join(' · ');

interface SearchResultsProps {
  voters: VoterRow[];
  selectedIds: ReadonlySet<string>;
  onToggle: (voter: VoterRow) => void;
  /** No more can be chosen (the server merges at most 20). */
  isFull: boolean;
}

/** The voters a search found, each with a checkbox to pick it for merging. */
export function SearchResults({ voters, selectedIds, onToggle, isFull }: SearchResultsProps) {
  return (
    <Stack gap={6} role="group" aria-label="Matching voters">
      {voters.map((voter) => {
        const checked = selectedIds.has(voter.id);
        return (
          <Paper key={voter.id} withBorder radius="sm" p="xs">
            <Checkbox
              checked={checked}
              disabled={!checked && isFull}
              onChange={() => onToggle(voter)}
              label={<VoterLabel voter={voter} />}
              description={voterFacts(voter)}
            />
          </Paper>
        );
      })}
    </Stack>
  );
}

interface KeepChoiceProps {
  selected: VoterRow[];
  keepId: string | null;
  onKeep: (id: string) => void;
  onRemove: (id: string) => void;
}

/** The records picked for merging: which one is kept (the others merge into it). */
export function KeepChoice({ selected, keepId, onKeep, onRemove }: KeepChoiceProps) {
  return (
    <Radio.Group
      label="Record to keep"
      description="The others merge into it and are then deleted."
      value={keepId}
      onChange={onKeep}
    >
      <Stack gap={6} mt="xs">
        {selected.map((voter) => (
          <Paper key={voter.id} withBorder radius="sm" p="xs" bg={voter.id === keepId ? 'teal.0' : undefined}>
            <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
              <Radio value={voter.id} label={<VoterLabel voter={voter} />} description={voterFacts(voter)} />
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={`Remove ${voterName(voter)} (${voter.state_voter_id})`}
                onClick={() => onRemove(voter.id)}
              >
                <IconX size={16} aria-hidden="true" />
              </ActionIcon>
            </Group>
          </Paper>
        ))}
      </Stack>
    </Radio.Group>
  );
}
