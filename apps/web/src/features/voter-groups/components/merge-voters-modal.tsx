import { Alert, Button, Group, Loader, Modal, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import type { VoterRow } from '@groundwork/shared/contracts/voter-groups';
import { MESSAGES } from '@groundwork/shared/messages';
import { isAbortError } from '../../../lib/api-error';
import { useDistrictVoters } from '../../district-voters';
import { useMergeVoters, type MergeVotersResult } from '../api/merge-voters';
import { KeepChoice, SearchResults, voterFacts, voterName } from './merge-voter-choices';

/** The server merges at most this many records at once. */
const MERGE_MAX = 20;
const SEARCH_LIMIT = 20;

interface MergeVotersModalProps {
  campaignId: string;
  opened: boolean;
  onClose: () => void;
  /** Told after a merge, with the kept record. */
  onMerged: (result: MergeVotersResult, kept: VoterRow) => void;
}

/**
 * Merge duplicate records of one person: find them by name, pick two or more, choose the one to keep, confirm.
 * The kept record takes the others' missing details, vote history, tags and group memberships.
 */
export function MergeVotersModal({ campaignId, opened, onClose, onMerged }: MergeVotersModalProps) {
  const isPhone = useMediaQuery('(max-width: 36em)');
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query.trim(), 300);
  const [selected, setSelected] = useState<VoterRow[]>([]);
  const [keepId, setKeepId] = useState<string | null>(null);
  const [isConfirming, setIsConfirming] = useState(false);
  const merge = useMergeVoters();
  const search = useDistrictVoters(
    campaignId,
    { filter: { name: debounced }, skip: 0, limit: SEARCH_LIMIT, sort: 'last_name', order: 'asc' },
    { enabled: opened && debounced.length >= 2 },
  );
  const selectedIds = new Set(selected.map((voter) => voter.id));
  const kept = selected.find((voter) => voter.id === keepId) ?? selected[0];
  const duplicates = selected.filter((voter) => voter !== kept);

  const close = () => {
    onClose();
    merge.reset();
    setQuery('');
    setSelected([]);
    setKeepId(null);
    setIsConfirming(false);
  };
  const toggle = (voter: VoterRow) => {
    setSelected((current) =>
      current.some((v) => v.id === voter.id) ? current.filter((v) => v.id !== voter.id) : [...current, voter],
    );
  };
  const confirm = () => {
    if (!kept) return;
    merge.mutate(
      { campaignId, keepId: kept.id, duplicateIds: duplicates.map((voter) => voter.id) },
      {
        onSuccess: (result) => {
          onMerged(result, kept);
          close();
        },
      },
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={isConfirming ? 'Merge these records?' : 'Merge duplicate voter records'}
      size="lg"
      fullScreen={isPhone === true}
    >
      {isConfirming && kept ? (
        <Stack gap="md">
          <Text>
            Keep <strong>{voterName(kept)}</strong> ({kept.state_voter_id}, {voterFacts(kept)}) and merge{' '}
            {duplicates.length === 1 ? 'this record' : `these ${String(duplicates.length)} records`} into it:
          </Text>
          <Stack gap={4} component="ul" m={0} pl="md">
            {duplicates.map((voter) => (
              <Text component="li" key={voter.id} size="sm">
                {voterName(voter)} ({voter.state_voter_id}, {voterFacts(voter)})
              </Text>
            ))}
          </Stack>
          <Text size="sm">
            The kept record fills its missing details from them and takes their vote history, tags and voter
            group memberships. Then {duplicates.length === 1 ? 'that record is' : 'those records are'}{' '}
            deleted. This cannot be undone.
          </Text>
          {merge.error && !isAbortError(merge.error) && (
            <Alert
              color="red"
              variant="light"
              title={MESSAGES.failedToMergeVoterData}
              icon={<IconAlertCircle size={18} aria-hidden="true" />}
              role="alert"
            >
              {merge.error.message}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              data-autofocus
              onClick={() => {
                merge.reset();
                setIsConfirming(false);
              }}
            >
              Back
            </Button>
            <Button color="red" loading={merge.isPending} onClick={confirm}>
              Merge records
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            When the voter file holds the same person more than once (a move, a new registration), merge the
            records into one so they are counted, contacted and tagged once.
          </Text>
          <TextInput
            label="Find a voter"
            placeholder="First or last name"
            data-autofocus
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
            leftSection={<IconSearch size={16} aria-hidden="true" />}
            rightSection={search.isFetching ? <Loader size="xs" aria-label="Searching" /> : null}
          />
          {debounced.length < 2 ? (
            <Text size="sm" c="dimmed">
              Type at least two letters of a name.
            </Text>
          ) : search.isError ? (
            <Alert color="red" variant="light" role="alert">
              We could not search the voter file: {search.error.message}
            </Alert>
          ) : search.data && search.data.voters.length === 0 ? (
            <Text size="sm" c="dimmed">
              No voter matches “{debounced}”.
            </Text>
          ) : search.data ? (
            <ScrollArea.Autosize mah={300} type="auto" offsetScrollbars>
              <SearchResults
                voters={search.data.voters}
                selectedIds={selectedIds}
                onToggle={toggle}
                isFull={selected.length >= MERGE_MAX}
              />
            </ScrollArea.Autosize>
          ) : null}
          {selected.length > 0 && (
            <KeepChoice
              selected={selected}
              keepId={kept?.id ?? null}
              onKeep={setKeepId}
              onRemove={(id) => setSelected((current) => current.filter((voter) => voter.id !== id))}
            />
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button disabled={selected.length < 2} onClick={() => setIsConfirming(true)}>
              {selected.length < 2 ? 'Pick two or more records' : `Merge ${String(selected.length)} records`}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
