import {
  Alert,
  Button,
  Divider,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import type { ResultsImportReport, ResultsMapping } from '@groundwork/shared/contracts/election-results';
import { useImportElectionResults } from '../api/import-election-results';
import { ImportReport } from './import-report';
import { RESULT_FIELD_LABELS, ResultsMappingFields } from './results-mapping-fields';
import { TextFileInput } from '../../../components/text-file-input';

interface ResultsImportModalProps {
  campaignId: string;
  opened: boolean;
  onClose: () => void;
  /** Told the elections a finished import holds. */
  onImported: (report: ResultsImportReport) => void;
}

/**
 * Choose a results file → check it (the proposed column mapping, the elections it holds and the rows it
 * leaves out, nothing written) → import. Re-importing an election replaces its results.
 */
export function ResultsImportModal({ campaignId, opened, onClose, onImported }: ResultsImportModalProps) {
  const isPhone = useMediaQuery('(max-width: 36em)');
  const importing = useImportElectionResults();
  const [file, setFile] = useState<File | null>(null);
  const [electionName, setElectionName] = useState('');
  const [electionDate, setElectionDate] = useState('');
  const [county, setCounty] = useState<string | null>(null);
  const [mapping, setMapping] = useState<ResultsMapping | null>(null);
  const [checked, setChecked] = useState<ResultsImportReport | null>(null);
  const [isStale, setIsStale] = useState(false);
  const done = importing.data && !importing.data.dry_run ? importing.data : null;

  const reset = () => {
    importing.reset();
    setMapping(null);
    setChecked(null);
    setCounty(null);
    setIsStale(false);
  };
  const close = () => {
    onClose();
    reset();
    setFile(null);
    setElectionName('');
    setElectionDate('');
  };
  const changed =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setIsStale(true);
    };
  const send = (dryRun: boolean) => {
    if (!file) return;
    const fields = {
      ...(mapping ? { mapping } : {}),
      ...(electionName.trim() ? { election_name: electionName.trim() } : {}),
      ...(electionDate ? { election_date: electionDate } : {}),
      ...(county ? { county } : {}),
    };
    importing.mutate(
      { campaignId, file, fields, dryRun },
      {
        onSuccess: (report) => {
          if (!dryRun) {
            onImported(report);
            return;
          }
          setChecked(report);
          setMapping(report.mapping);
          setIsStale(false);
        },
      },
    );
  };
  const canImport =
    checked !== null && !isStale && checked.missing_fields.length === 0 && checked.rows_imported > 0;

  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Import election results"
      size="xl"
      fullScreen={isPhone === true}
    >
      {done ? (
        <Stack gap="md">
          <ImportReport report={done} />
          <Group justify="flex-end">
            <Button onClick={close}>Close</Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            A CSV or tab-separated file with one row per contest, choice and precinct, as your election board
            publishes it (North Carolina&apos;s results_pct files map with no changes). Importing an election
            again replaces its results.
          </Text>
          <TextFileInput
            label="Results file"
            value={file}
            onChange={(value) => {
              setFile(value);
              reset();
            }}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label="Election name"
              description="Used when the file does not name the election"
              placeholder="2024 General"
              value={electionName}
              onChange={(event) => changed(setElectionName)(event.currentTarget.value)}
            />
            <TextInput
              label="Election date"
              description="Used when the file has no date column"
              type="date"
              value={electionDate}
              onChange={(event) => changed(setElectionDate)(event.currentTarget.value)}
            />
          </SimpleGrid>
          {checked && checked.counties.length > 1 && (
            <Select
              label="County"
              description="The file covers several counties: import one"
              data={checked.counties}
              value={county}
              onChange={changed(setCounty)}
              searchable
              error={checked.missing_fields.includes('county') && !county ? 'Choose a county' : undefined}
            />
          )}
          {checked && mapping && (
            <>
              <Divider />
              <Title order={3} fz="sm">
                Columns
              </Title>
              <ResultsMappingFields
                header={checked.header}
                mapping={mapping}
                missing={isStale ? [] : checked.missing_fields}
                onChange={changed(setMapping)}
              />
            </>
          )}
          {checked && !isStale && checked.missing_fields.length > 0 && (
            <Alert color="orange" variant="light" role="status">
              Before importing, choose{' '}
              {checked.missing_fields.map((f) => RESULT_FIELD_LABELS[f].toLowerCase()).join(', ')}
              {checked.missing_fields.includes('election_date') ? ' (a column, or the date above)' : ''}.
            </Alert>
          )}
          {checked && !isStale && checked.missing_fields.length === 0 && <ImportReport report={checked} />}
          {importing.error && (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertCircle size={18} aria-hidden="true" />}
              role="alert"
            >
              {importing.error.message}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            {canImport ? (
              <Button loading={importing.isPending} onClick={() => send(false)}>
                Import
              </Button>
            ) : (
              <Button disabled={!file} loading={importing.isPending} onClick={() => send(true)}>
                {checked ? 'Check again' : 'Check file'}
              </Button>
            )}
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
